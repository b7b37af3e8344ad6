import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { describeFeedError, parseFeed, type FeedError, type FeedGame } from './catalogue-feed.js';
import { planImport } from './catalogue-plan.js';
import {
  existingVendorCodes,
  refreshCatalogueIndexes,
  setGameDisabled,
  setVendorMaintenance,
  storedGames,
  upsertGames,
} from './catalogue.repository.js';

export interface ImportReport {
  added: number;
  changed: number;
  disabled: number;
  unchanged: number;
  vendors: string[];
}

/** How many problems a refusal names; the rest are counted. */
const LISTED_PROBLEMS = 50;

/** A feed refused as a whole: nothing of it was written. The message names each problem (up to 50). */
export class FeedRefusedError extends AppError {
  constructor(readonly problems: string[]) {
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length - listed.length;
    super(
      'VALIDATION_FAILED',
      [
        `the feed has ${problems.length} problem(s); nothing was imported`,
        ...listed.map((p) => `  ${p}`),
        ...(more > 0 ? [`  ... and ${more} more`] : []),
      ].join('\n'),
    );
  }
}

/**
 * Writes checked feed games in the caller's transaction: games of another vendor's node id or of an unknown
 * vendor refuse the whole feed. Imports take turns (advisory lock), so two never interleave their writes.
 */
export async function importFeedGames(trx: Executor, games: readonly FeedGame[]): Promise<ImportReport> {
  await sql`select pg_advisory_xact_lock(hashtext('games:catalogue-import'))`.execute(trx);
  const vendors = [...new Set(games.map((g) => g.vassalage))];
  const known = await existingVendorCodes(trx, vendors);
  const unknown = vendors.filter((v) => !known.has(v));
  if (unknown.length) throw new FeedRefusedError(unknown.map((v) => `vassalage ${v} is not a known vendor`));
  const plan = planImport(
    await storedGames(
      trx,
      vendors,
      games.map((g) => g.nodeId),
    ),
    games,
  );
  if (plan.conflicts.length) {
    throw new FeedRefusedError(
      plan.conflicts.map((c) => `nodeId ${c.nodeId} of ${c.vendor} already belongs to vendor ${c.owner}`),
    );
  }
  await upsertGames(trx, plan.upserts);
  // Fresh statistics and search index with the new rows (a large feed changes what the game list's plan should be).
  if (plan.upserts.length > 0) await refreshCatalogueIndexes(trx);
  return {
    added: plan.added.length,
    changed: plan.changed.length,
    disabled: plan.disabled.length,
    unchanged: plan.unchanged,
    vendors,
  };
}

export function createCatalogueAdmin(db: Database) {
  return {
    /** `ops catalogue:import FILE`: checks every row, then imports all of it or nothing. */
    async importFeed(actor: string, source: string, format: 'json' | 'csv', file: string) {
      const { games, errors } = parseFeed(source, format);
      if (errors.length) throw new FeedRefusedError(errors.map((e: FeedError) => describeFeedError(e)));
      return db.transaction().execute(async (trx) => {
        const report = await importFeedGames(trx, games);
        await appendAudit(trx, {
          actor,
          action: 'catalogue.import',
          target: `feed:${file}`,
          before: null,
          after: report,
        });
        return report;
      });
    },

    /** The game kill switch: disabled games stay listed as under maintenance and are never launched. */
    async setGameDisabled(actor: string, nodeId: string, disabled: boolean) {
      await db.transaction().execute(async (trx) => {
        const before = await setGameDisabled(trx, nodeId, disabled);
        if (!before) throw new AppError('NOT_FOUND', `unknown game ${nodeId}`);
        await appendAudit(trx, {
          actor,
          action: disabled ? 'game.disable' : 'game.enable',
          target: `game:${nodeId}`,
          before: { disabled: before.operator_disabled },
          after: { disabled },
        });
      });
    },

    /** The vendor kill switch: all the vendor's games (and its card) show maintenance. */
    async setVendorDisabled(actor: string, code: string, disabled: boolean) {
      await db.transaction().execute(async (trx) => {
        const before = await setVendorMaintenance(trx, code, disabled);
        if (!before) throw new AppError('NOT_FOUND', `unknown vendor ${code}`);
        await appendAudit(trx, {
          actor,
          action: disabled ? 'vendor.disable' : 'vendor.enable',
          target: `vendor:${code}`,
          before: { maintenance: before.maintenance },
          after: { maintenance: disabled },
        });
      });
    },
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;

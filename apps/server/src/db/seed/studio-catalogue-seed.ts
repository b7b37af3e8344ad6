import { STUDIO_PLAY_PREFIX } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import {
  FeedRefusedError,
  importFeedGames,
  validateRows,
  type ImportReport,
} from '../../modules/games/index.js';
import { studioCatalogueFeed } from '../../studio/index.js';
import type { Database } from '../database.js';
import type { DB } from '../schema.js';

const STUDIO_VENDOR = 'SUERTE';

/**
 * Suerte Studio as a vendor: its launch addresses on our own origin (set once, an operator may change them) and
 * its games through the catalogue's feed import, the same path as any vendor's feed (which every start repeats:
 * importStudioCatalogue).
 */
export async function seedStudioCatalogue(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('vendors')
    .set({
      launch_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?token={token}&player={playerId}&currency={currency}&lang={language}`,
      trial_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?demo=1&merchant={merchant}&currency={currency}&lang={language}`,
    })
    .where('code', '=', STUDIO_VENDOR)
    .where('launch_url', 'is', null)
    .execute();
  await importStudioFeed(trx);
}

/**
 * Suerte Studio's games into the catalogue, through the same feed import as any vendor's feed: an idempotent
 * upsert by node id. A game the studio added since the database was made is listed, a listed one is brought up to
 * date, one the studio no longer has is turned off; an operator's kill switch (games.operator_disabled) is never
 * touched, so a game the operator disabled stays disabled. Nothing happens while the vendor does not exist.
 */
async function importStudioFeed(trx: Transaction<DB>): Promise<ImportReport | null> {
  const vendor = await trx
    .selectFrom('vendors')
    .select('code')
    .where('code', '=', STUDIO_VENDOR)
    .executeTakeFirst();
  if (!vendor) return null;
  const { games, errors } = validateRows(studioCatalogueFeed(STUDIO_VENDOR), 1);
  if (errors.length) throw new FeedRefusedError(errors.map((e) => `${e.nodeId}: ${e.field} ${e.message}`));
  return importFeedGames(trx, games);
}

/** At every start (server.ts): the studio's games enter the catalogue of an existing database too. */
export function importStudioCatalogue(db: Database): Promise<ImportReport | null> {
  return db.transaction().execute((trx) => importStudioFeed(trx));
}

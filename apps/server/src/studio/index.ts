// Suerte Studio: the in-house game vendor SUERTE. A separate deployable that lives in this tree but imports
// nothing of the portal (no ../modules, ../db, ../http): it authenticates launches and moves money only by
// signed HTTP calls to the portal's vendor wallet API, like any third-party studio. It runs in-process inside
// `npm start` (app.ts composes it) or alone with `npm run studio` (../studio-server.ts) against a remote portal.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { migrateStudio } from './db/studio-migrate.js';
import type { StudioDB } from './db/studio-schema.js';
import { seedVault } from './seed-vault.js';
import { studioRoutes } from './studio.routes.js';
import { createStudioService, type StudioService } from './studio.service.js';
import { createTablesService, type TablesService } from './tables.service.js';
import { createEventService, type EventService } from './events.service.js';
import { walletClient, type WalletTransport } from './wallet-client.js';

export { studioCatalogueFeed, studioGame, STUDIO_GAMES } from './studio-games.js';
export { fetchTransport, type WalletTransport } from './wallet-client.js';

export interface StudioConfig {
  vendorCode: string;
  /** The vendor's wallet secret at the portal (signs every call; also keys the seed vault). */
  signingSecret: string;
  /** "MERCHANT:game=variant" or "game=variant", comma separated (STUDIO_VARIANTS). */
  variants?: Record<string, string>;
  demoBalance?: number;
  sessionAttemptsPerMinute?: number;
}

export function parseVariants(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of (text ?? '').split(',')) {
    const [key, value] = entry.split('=').map((s) => s.trim());
    if (key && value) out[key] = value;
  }
  return out;
}

export interface Studio {
  service: StudioService;
  tables: TablesService;
  routes: (app: FastifyInstance) => Promise<void>;
  /** The recovery pass (rounds left between bet and win); start() runs one. */
  recover: StudioService['recover'];
  /** One pass of bingo's schedule: new games, due draws, wins to pay (run by the job engine). */
  bingoTick: StudioService['bingo']['tick'];
  /** Simulated events: one pass opens the next events, draws the results of closed ones and pays them. */
  events: EventService;
}

/** Migrates the studio's tables and builds it; `db` may be the portal's database (in-process) or its own. */
export async function createStudio(
  db: Kysely<StudioDB>,
  config: StudioConfig,
  transport: WalletTransport,
): Promise<Studio> {
  await migrateStudio(db);
  const wallet = walletClient({ transport, vendorCode: config.vendorCode, secret: config.signingSecret });
  const vault = seedVault(config.signingSecret);
  const events = createEventService({ db, wallet, vault });
  const service = createStudioService({
    db,
    wallet,
    vault,
    variants: config.variants ?? {},
    demoBalance: config.demoBalance ?? 1_000_000,
    sessionTtl: '12 hours',
    sessionAttemptsPerMinute: config.sessionAttemptsPerMinute ?? 30,
  });
  const tables = createTablesService({ db, wallet, vault, settleRound: service.settleRound });
  return {
    service,
    tables,
    routes: studioRoutes(service, tables, events),
    // Tables first: a stalled deal's rounds are then settled by the rounds' pass.
    recover: async (age, limit) => {
      await tables.recover().catch(() => undefined);
      return service.recover(age, limit);
    },
    bingoTick: (limit) => service.bingo.tick(limit),
    events,
  };
}

/** A transport that hands each signed request to a Fastify app in the same process (same route, same bytes). */
export function injectTransport(app: () => FastifyInstance): WalletTransport {
  return async (path, body, headers) => {
    const res = await app().inject({ method: 'POST', url: path, payload: body, headers });
    return { status: res.statusCode, body: res.body };
  };
}

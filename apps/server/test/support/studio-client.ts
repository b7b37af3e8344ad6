import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createStudio, injectTransport, type WalletTransport } from '../../src/studio/index.js';
import { freshIp, headersOf, memberIdOf, registerMember } from './identity-client.js';
import { envelope } from './test-app.js';
import { deposit, vendorSecret } from './vendor-wallet-client.js';

/** A studio call as the game page makes it (same origin, studio session in the bearer header). */
export function studioCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  payload?: unknown,
  ip = freshIp(),
) {
  return app.inject({
    method,
    url: `/studio/api${path}`,
    payload: payload as object,
    headers: headersOf({ ip, token }),
  });
}

export interface StudioPlayer {
  memberId: number;
  memberToken: string;
  sessionToken: string;
  session: any;
  /** The session request made from the launch address (to try it again). */
  launch: Record<string, unknown>;
}

/** Registers a member with funds, launches the game from the portal and opens the studio session from its address. */
export async function launchStudioPlayer(
  app: FastifyInstance,
  db: Parameters<typeof memberIdOf>[0],
  username: string,
  funds: number,
  game = 'lucky-dragon',
): Promise<StudioPlayer> {
  const memberToken = await registerMember(app, username);
  const memberId = await memberIdOf(db, username);
  if (funds > 0) await deposit(db, memberId, funds);
  const launch = envelope(
    await app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${game}`,
      headers: headersOf({ ip: freshIp(), token: memberToken }),
    }),
  );
  expect(launch.success).toBe(true);
  const url = new URL(launch.value.content, 'http://portal.test');
  const request = {
    launchToken: url.searchParams.get('token'),
    playerId: url.searchParams.get('player'),
    currency: url.searchParams.get('currency'),
    game: url.pathname.split('/').pop(),
  };
  const res = await studioCall(app, 'POST', '/session', undefined, request);
  const body = envelope(res);
  expect(body.success, res.body).toBe(true);
  return {
    memberId,
    memberToken,
    sessionToken: body.value.sessionToken,
    session: body.value,
    launch: request,
  };
}

/** A studio process on the test database whose wallet calls go through `transport` (a crash, a lost answer). */
export async function studioOver(db: Parameters<typeof memberIdOf>[0], transport: WalletTransport) {
  return createStudio(
    db as never,
    { vendorCode: 'SUERTE', signingSecret: await vendorSecret(db, 'SUERTE') },
    transport,
  );
}

/** The portal's wallet API reached in-process, as a healthy studio reaches it. */
export const portalTransport = (app: () => FastifyInstance) => injectTransport(app);

/** Journal entries on every ledger: a free trial must add none. */
export async function ledgerJournalSize(db: Parameters<typeof memberIdOf>[0]): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The studio's games the portal lists under a game type (the lobby's relay call), as node ids. */
export async function studioGamesOf(app: FastifyInstance, gameType: string): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    payload: { gameType, vassalage: 'SUERTE', pageSize: 50 },
  });
  return envelope(res).value.games.map((g: { nodeId: string }) => g.nodeId);
}

/** The portal's wallet calls of one studio round, counted by action ("bet:1", "win:1"). */
export async function studioWalletCalls(db: Parameters<typeof memberIdOf>[0], roundId: string) {
  const rows = await db
    .selectFrom('vendor_transactions')
    .select(['action', sql<number>`count(*)::int`.as('n')])
    .where('vendor_code', '=', 'SUERTE')
    .where(sql<boolean>`transaction_id like ${`${roundId}-%`}`)
    .groupBy('action')
    .orderBy('action')
    .execute();
  return rows.map((r) => `${r.action}:${r.n}`);
}

import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';

export interface Player {
  playerId: string;
  memberId: number;
  merchantCode: string;
  currency: string;
  /** The member's main wallet, when it exists yet. */
  accountId: number | null;
  balance: number;
  blocked: boolean;
  /** The launch has not expired and the member session that launched it is still live. */
  sessionLive: boolean;
}

export async function insertLaunch(
  db: Executor,
  launch: {
    tokenHash: string;
    playerId: string;
    memberId: number;
    sessionId: string | null;
    vendorCode: string;
    gameCode: string;
    sessionTtl: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('game_launches')
    .columns([
      'launch_token_hash',
      'player_id',
      'member_id',
      'session_id',
      'vendor_code',
      'game_code',
      'currency',
      'expires_at',
    ])
    .expression(
      db
        .selectFrom('members as m')
        .innerJoin('merchants as mer', 'mer.code', 'm.merchant_code')
        .select([
          sql.val(launch.tokenHash).as('launch_token_hash'),
          sql.val(launch.playerId).as('player_id'),
          'm.id',
          sql<string | null>`${launch.sessionId}::uuid`.as('session_id'),
          sql.val(launch.vendorCode).as('vendor_code'),
          sql.val(launch.gameCode).as('game_code'),
          'mer.currency_code',
          sql<Date>`now() + ${launch.sessionTtl}::interval`.as('expires_at'),
        ])
        .where('m.id', '=', launch.memberId),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an unused, fresh launch token used; false when it is unknown, used, stale or not this player's. */
export async function redeemLaunch(
  db: Executor,
  redeem: { vendorCode: string; playerId: string; tokenHash: string; tokenTtl: string },
): Promise<boolean> {
  const row = await db
    .updateTable('game_launches')
    .set({ used_at: dbNow() })
    .where('launch_token_hash', '=', redeem.tokenHash)
    .where('player_id', '=', redeem.playerId)
    .where('vendor_code', '=', redeem.vendorCode)
    .where('used_at', 'is', null)
    .where(sql<boolean>`created_at > now() - ${redeem.tokenTtl}::interval`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The player behind a vendor's player id, with the main wallet, in one statement (the hot path's first read). */
export async function playerOf(
  db: Executor,
  vendorCode: string,
  playerId: string,
): Promise<Player | undefined> {
  const row = await db
    .selectFrom('game_launches as gl')
    .innerJoin('members as m', 'm.id', 'gl.member_id')
    .leftJoin('member_sessions as s', 's.id', 'gl.session_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .onRef('a.member_id', '=', 'gl.member_id')
        .on('a.kind', '=', 'member_main')
        .on('a.vendor_code', '=', ''),
    )
    .select([
      'gl.member_id',
      'gl.currency',
      'm.merchant_code',
      'm.status',
      'a.id as account_id',
      'a.balance',
      // The portal's idle timeout is not checked: a member playing a game does not touch the portal.
      sql<boolean>`gl.expires_at > now()
        and (gl.session_id is null or (s.revoked_at is null and s.absolute_expires_at > now()))`.as(
        'session_live',
      ),
    ])
    .where('gl.player_id', '=', playerId)
    .where('gl.vendor_code', '=', vendorCode)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    playerId,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    currency: row.currency,
    accountId: row.account_id,
    balance: row.balance ?? 0,
    blocked: row.status !== 'active',
    sessionLive: row.session_live,
  };
}

export async function mainBalance(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member_main')
    .where('vendor_code', '=', '')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

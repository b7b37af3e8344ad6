import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';

export type RevokeReason = 'logout' | 'replaced' | 'renewed' | 'password_changed' | 'disabled' | 'expired';

export async function insertSession(
  db: Executor,
  session: {
    tokenHash: string;
    memberId: number;
    merchantCode: string;
    loginType: string;
    passwordChangeRequired: 'weak' | 'expired' | null;
    firstTimeLogin: boolean;
    maxMs: number;
    ip: string | null;
    userAgent: string | null;
    browserId: string | null;
  },
) {
  return db
    .insertInto('member_sessions')
    .values({
      token_hash: session.tokenHash,
      member_id: session.memberId,
      merchant_code: session.merchantCode,
      login_type: session.loginType,
      password_change_required: session.passwordChangeRequired,
      first_time_login: session.firstTimeLogin,
      absolute_expires_at: sql<Date>`now() + ${`${session.maxMs} milliseconds`}::interval` as never,
      ip: session.ip,
      user_agent: session.userAgent,
      browser_id: session.browserId,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** Ends every live session of the member; returns how many ended. */
export async function revokeMemberSessions(
  db: Executor,
  memberId: number,
  reason: RevokeReason,
): Promise<number> {
  const rows = await db
    .updateTable('member_sessions')
    .set({ revoked_at: dbNow(), revoked_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Before a new login: the member's live sessions end, 'renewed' when opened in the same browser (its tabs take
 * the new token), 'replaced' otherwise (that device is told it logged in elsewhere). Returns how many were replaced.
 */
export async function endSessionsForNewLogin(
  db: Executor,
  memberId: number,
  browserId: string | null,
): Promise<number> {
  const rows = await db
    .updateTable('member_sessions')
    .set({
      revoked_at: dbNow(),
      revoked_reason:
        browserId === null
          ? 'replaced'
          : sql<string>`case when browser_id = ${browserId} then 'renewed' else 'replaced' end`,
    })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('revoked_reason')
    .execute();
  return rows.filter((row) => row.revoked_reason === 'replaced').length;
}

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: dbNow(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session of a token hash with its member and the database's view of expiry. */
export async function findSessionByTokenHash(db: Executor, tokenHash: string, idleMs: number) {
  return db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id as sessionId',
      's.member_id as memberId',
      's.merchant_code as merchantCode',
      's.login_type as loginType',
      's.password_change_required as passwordChangeRequired',
      's.first_time_login as firstTimeLogin',
      's.revoked_reason as revokedReason',
      'm.status as memberStatus',
      'm.is_agent as isAgent',
      sql<boolean>`s.revoked_at is not null`.as('revoked'),
      sql<boolean>`s.absolute_expires_at <= now()
        or s.last_seen_at + ${`${idleMs} milliseconds`}::interval <= now()`.as('expired'),
      sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('stale'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** Keeps an active session alive; written at most once a minute per session. */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ last_seen_at: dbNow() })
    .where('id', '=', sessionId)
    .execute();
}

export async function clearPasswordChangeRequired(db: Executor, sessionId: string): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ password_change_required: null })
    .where('id', '=', sessionId)
    .execute();
}

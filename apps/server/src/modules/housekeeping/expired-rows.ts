import { sql, type RawBuilder } from 'kysely';

/**
 * The rows that only ever expire, and when each may go: one rule per table whose rows are of no use once past
 * their time. Append-only records (the journal, the operator audit log, authentication events) are not here and
 * never will be; nor are member-visible records (withdrawals, deposits, transfers, bets).
 */
export interface ExpiryRule {
  /** Named in the housekeeping job's report. */
  readonly table: string;
  /** The primary key the batches delete by. */
  readonly key: string;
  /** True for a row that may be deleted (SQL on the table's own columns). */
  readonly expired: RawBuilder<boolean>;
}

/** Kept after they end so that a client with an old token is still told why (replaced, logged out, expired). */
export const SESSION_HISTORY_DAYS = 30;

export const EXPIRY_RULES: readonly ExpiryRule[] = [
  {
    // Enc replay nonces: a nonce is only needed while an envelope carrying it could still be fresh.
    table: 'enc_nonces',
    key: 'nonce',
    expired: sql<boolean>`expires_at < now()`,
  },
  {
    // Rate-limit counters (rate-limiter-flexible's store; its own timer is off): `expire` is epoch milliseconds,
    // null for a key that never expires.
    table: 'rate_limits',
    key: 'key',
    expired: sql<boolean>`expire is not null and expire < (extract(epoch from now()) * 1000)::bigint`,
  },
  {
    table: 'captcha_challenges',
    key: 'id',
    expired: sql<boolean>`expires_at < now() - interval '1 hour'`,
  },
  {
    // SMS codes: only the newest open code of a phone is ever looked at, and only until it expires.
    table: 'verification_codes',
    key: 'id',
    expired: sql<boolean>`expires_at < now() - interval '1 day'`,
  },
  {
    table: 'password_reset_tokens',
    key: 'token_hash',
    expired: sql<boolean>`expires_at < now() - interval '1 day'`,
  },
  {
    // Ended sessions, after a while; one a game launch refers to stays with it.
    table: 'member_sessions',
    key: 'id',
    // least() passes over a null revoked_at.
    expired: sql<boolean>`least(revoked_at, absolute_expires_at) < now() - make_interval(days => ${SESSION_HISTORY_DAYS})
      and not exists (select 1 from game_launches g where g.session_id = member_sessions.id)`,
  },
];

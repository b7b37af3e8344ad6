import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export type IdentityColumn = 'identity_flags' | 'identity_limits' | 'register_rules';

export function setIdentityColumn(
  db: Executor,
  merchantCode: string,
  column: IdentityColumn,
  value: Record<string, unknown>,
) {
  return db
    .updateTable('merchants')
    .set({ [column]: JSON.stringify(value), updated_at: new Date() })
    .where('code', '=', merchantCode)
    .execute();
}

export interface OutboxFilter {
  merchant?: string;
  recipient?: string;
  limit: number;
}

export function listSmsOutbox(db: Executor, filter: OutboxFilter) {
  let query = db.selectFrom('sms_outbox').selectAll();
  if (filter.merchant) query = query.where('merchant_code', '=', filter.merchant);
  if (filter.recipient) query = query.where('phone', '=', filter.recipient);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export function listMailOutbox(db: Executor, filter: OutboxFilter) {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filter.merchant) query = query.where('merchant_code', '=', filter.merchant);
  if (filter.recipient)
    query = query.where(sql<string>`lower(to_address)`, '=', filter.recipient.toLowerCase());
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export interface AuthLogFilter {
  merchant?: string;
  /** A member's events, and failed attempts made with that name. */
  username?: string;
  limit: number;
}

export function listAuthEvents(db: Executor, filter: AuthLogFilter) {
  let query = db
    .selectFrom('auth_events as e')
    .leftJoin('members as m', 'm.id', 'e.member_id')
    .select([
      'e.id',
      'e.at',
      'e.merchant_code',
      'e.member_id',
      'm.username',
      'e.subject',
      'e.event',
      'e.ip',
      'e.detail',
    ]);
  if (filter.merchant) query = query.where('e.merchant_code', '=', filter.merchant);
  if (filter.username) {
    const name = filter.username.toLowerCase();
    query = query.where((eb) =>
      eb.or([eb(sql<string>`lower(m.username)`, '=', name), eb(sql<string>`lower(e.subject)`, '=', name)]),
    );
  }
  return query.orderBy('e.id', 'desc').limit(filter.limit).execute();
}
export type AuthLogRow = Awaited<ReturnType<typeof listAuthEvents>>[number];

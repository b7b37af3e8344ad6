import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: member events come from the database itself, so every writer (API nodes, the bet fast path,
 * batch postings, the operator CLI) is covered. pg_notify inside a transaction is delivered only at commit.
 * - member_balance: one notify per statement that changed member balances; payload = member ids, comma separated
 *   (split into several notifies when a statement touches very many members: a payload holds at most 8000 bytes).
 * - member_session: a session was revoked (logout, replaced, password change, disabled, expired).
 * - merchant_maintenance: a merchant's maintenance was switched on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_member_balances() returns trigger language plpgsql as $$
    declare ids text;
    begin
      for ids in
        select string_agg(member_id::text, ',')
        from (select member_id, (row_number() over (order by member_id) - 1) / 300 as chunk
              from (select distinct member_id from changed where member_id is not null) d) c
        group by chunk
      loop
        perform pg_notify('member_balance', ids);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_accounts_notify_balance after update on ledger_accounts
    referencing new table as changed for each statement execute function notify_member_balances()`.execute(
    db,
  );

  await sql`
    create function notify_member_session_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_session',
        json_build_object('sessionId', new.id::text, 'memberId', new.member_id, 'reason', new.revoked_reason)::text);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_sessions_notify_revoked after update of revoked_at on member_sessions
    for each row when (old.revoked_at is null and new.revoked_at is not null)
    execute function notify_member_session_revoked()`.execute(db);

  await sql`
    create function notify_merchant_maintenance() returns trigger language plpgsql as $$
    begin
      perform pg_notify('merchant_maintenance',
        json_build_object('merchantCode', new.code, 'message', new.maintenance_message,
          'until', new.maintenance_until)::text);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger merchants_notify_maintenance after update of maintenance_enabled on merchants
    for each row when (new.maintenance_enabled and not old.maintenance_enabled)
    execute function notify_merchant_maintenance()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger merchants_notify_maintenance on merchants`.execute(db);
  await sql`drop function notify_merchant_maintenance()`.execute(db);
  await sql`drop trigger member_sessions_notify_revoked on member_sessions`.execute(db);
  await sql`drop function notify_member_session_revoked()`.execute(db);
  await sql`drop trigger ledger_accounts_notify_balance on ledger_accounts`.execute(db);
  await sql`drop function notify_member_balances()`.execute(db);
}

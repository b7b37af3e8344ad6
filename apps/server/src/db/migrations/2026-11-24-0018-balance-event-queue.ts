import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: balance events no longer NOTIFY inside the posting transactions. PostgreSQL serialises the
 * commits of every notifying transaction (one database-wide lock held through the commit's WAL flush), so a
 * NOTIFY per posting made every posting of the cluster commit one at a time. The ledger_accounts statement
 * trigger now queues one row per statement (the distinct member ids it changed) and a relay on the nodes turns
 * the committed rows into one NOTIFY per interval (modules/member-events/balance-relay.ts).
 * UNLOGGED: the queue only carries hints to re-read a balance; a crash that empties it loses nothing of value
 * (sockets resync when the nodes' LISTEN connections come back).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table member_balance_events (
      id bigint generated always as identity primary key,
      member_ids bigint[] not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create function queue_member_balance_event() returns trigger language plpgsql as $$
    begin
      insert into member_balance_events (member_ids)
      select array_agg(distinct member_id) from changed where member_id is not null
      having count(member_id) > 0;
      return null;
    end $$`.execute(db);
  await sql`drop trigger ledger_accounts_notify_balance on ledger_accounts`.execute(db);
  await sql`drop function notify_member_balances()`.execute(db);
  await sql`
    create trigger ledger_accounts_queue_balance_event after update on ledger_accounts
    referencing new table as changed for each statement execute function queue_member_balance_event()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger ledger_accounts_queue_balance_event on ledger_accounts`.execute(db);
  await sql`drop function queue_member_balance_event()`.execute(db);
  await sql`drop table member_balance_events`.execute(db);
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
}

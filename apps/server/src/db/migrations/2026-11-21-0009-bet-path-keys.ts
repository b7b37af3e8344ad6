import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the bet path's reference checks. Every bet writes a game round and a vendor transaction; their
 * foreign keys to vendors, members and the journal each cost a row lock on the parent (and, for the one vendor
 * row every bet shares, a multixact), which was most of the time the bet statement spent. The parents can never
 * go away instead: vendors and members refuse DELETE (and a vendor its code change), and the journal already
 * refuses DELETE. The values themselves come from rows that exist: the launch's member, the authenticated
 * vendor, the journal transaction written in the same statement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function refuse_reference_removal() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or tg_op = 'TRUNCATE' then
        raise exception '% rows are never deleted: game rounds and vendor transactions refer to them', tg_table_name;
      end if;
      if tg_table_name = 'vendors' and new.code <> old.code then
        raise exception 'a vendor code never changes: game rounds and vendor transactions refer to it';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger vendors_kept before update of code or delete on vendors
    for each row execute function refuse_reference_removal()`.execute(db);
  await sql`
    create trigger vendors_not_truncated before truncate on vendors
    for each statement execute function refuse_reference_removal()`.execute(db);
  await sql`
    create trigger members_kept before delete on members
    for each row execute function refuse_reference_removal()`.execute(db);
  await sql`
    create trigger members_not_truncated before truncate on members
    for each statement execute function refuse_reference_removal()`.execute(db);

  await sql`
    alter table game_rounds
      drop constraint game_rounds_vendor_code_fkey,
      drop constraint game_rounds_member_id_fkey`.execute(db);
  await sql`
    alter table vendor_transactions
      drop constraint vendor_transactions_vendor_code_fkey,
      drop constraint vendor_transactions_member_id_fkey,
      drop constraint vendor_transactions_ledger_transaction_id_fkey`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bet path migration is not reversible');
}

import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time:
 * - member_sessions.browser_id: the browser a session was opened in (a random id the browser keeps), so a
 *   second login from the same browser renews its session instead of reporting "logged in elsewhere".
 * - members.language: the interface language the member chose last; mails and SMS to the member use it, and
 *   a login on another device restores it. Null until the member chooses one.
 * - customer_service_contacts.value (the handle, number or address the link is built from), is_demo (seeded
 *   demo contacts are labelled as such), and one contact per type per merchant (the operator sets by type).
 * - merchants.terms: the merchant's terms and conditions per language (the registration terms popup).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member_sessions')
    .addColumn('browser_id', 'text', (c) => c.check(sql`browser_id ~ '^[A-Za-z0-9_-]{16,64}$'`))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'tl', 'th', 'vi', 'id')`))
    .execute();
  await db.schema
    .alterTable('customer_service_contacts')
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`delete from customer_service_contacts a using customer_service_contacts b
    where a.merchant_code = b.merchant_code and a.type = b.type and a.id > b.id`.execute(db);
  await db.schema
    .createIndex('customer_service_contacts_one_per_type')
    .on('customer_service_contacts')
    .columns(['merchant_code', 'type'])
    .unique()
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('terms', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('terms').execute();
  await db.schema.dropIndex('customer_service_contacts_one_per_type').execute();
  await db.schema.alterTable('customer_service_contacts').dropColumn('value').dropColumn('is_demo').execute();
  await db.schema.alterTable('members').dropColumn('language').execute();
  await db.schema.alterTable('member_sessions').dropColumn('browser_id').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: unknown transfers the resolver gave up on. After VENDOR_TRANSFER_MAX_ATTEMPTS status queries
 * without an answer a transfer keeps status 'unknown' but is marked needs_review and left to an operator, who
 * resolves it after checking with the vendor (resolved_by, resolution_note).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendor_transfers')
    .addColumn('needs_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('resolved_by', 'text')
    .addColumn('resolution_note', 'text')
    .execute();
  // Reconciling a member's vendor wallet asks whether any transfer with that vendor is still open.
  await sql`create index vendor_transfers_member_vendor_idx on vendor_transfers (member_id, vendor_code)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index vendor_transfers_member_vendor_idx`.execute(db);
  await db.schema
    .alterTable('vendor_transfers')
    .dropColumn('needs_review')
    .dropColumn('resolved_by')
    .dropColumn('resolution_note')
    .execute();
}

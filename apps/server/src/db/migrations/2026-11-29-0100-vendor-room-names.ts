import { type Kysely } from 'kysely';

/** Frozen in time: a room's name in each language the vendor reports (null: its one name only). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_rooms').addColumn('names', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_rooms').dropColumn('names').execute();
}

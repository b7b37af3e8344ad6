import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the PVP rooms (tables) vendors report with their occupancy (POST /vendor/v1/{vendor}/rooms),
 * read by GLS2_roomList. One row per vendor and room, replaced only by a snapshot taken later (reported_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_rooms')
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('seated', 'integer', (c) => c.notNull().check(sql`seated >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN','PLAYING','CLOSED')`))
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vendor_rooms_pk', ['vendor_code', 'room_id'])
    .execute();
  await sql`create index vendor_rooms_by_game on vendor_rooms (vendor_code, game_code, currency)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_rooms').execute();
}

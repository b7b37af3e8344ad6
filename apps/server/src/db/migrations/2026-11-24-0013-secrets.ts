import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the nonces of encrypted bodies already opened, kept until their envelope could no longer
 * be accepted anyway, so a captured envelope opens once on any node.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enc_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index enc_nonces_expiry on enc_nonces (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enc_nonces').execute();
}

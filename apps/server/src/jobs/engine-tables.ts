import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as jobs from '../db/migrations/2026-11-24-0011-jobs.js';

const MIGRATIONS: Record<string, Migration> = { '2026-11-24-0011-jobs': jobs };

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * The job engine's own table (job_runs; pg-boss makes its schema itself) in a database that is not the portal's,
 * such as Suerte Studio's when it runs alone. In the portal's database the portal's migrations made it already.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely migrations take any database
export async function migrateJobEngine(db: Kysely<any>): Promise<void> {
  const found = await sql<{ table: string | null }>`select to_regclass('job_runs')::text as table`.execute(
    db,
  );
  if (found.rows[0]?.table) return;
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableName: 'job_engine_migration',
    migrationLockTableName: 'job_engine_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

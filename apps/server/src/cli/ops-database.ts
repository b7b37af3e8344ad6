import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import type { Config } from '../config.js';
import { embeddedDatabaseExists, openDatabase, type DatabaseHandle } from '../db/database.js';

/** The operator CLI was pointed at a place with no Suerte database (a wrong DATA_DIR or DATABASE_URL). */
export class MissingDatabaseError extends Error {}

/** DATABASE_URL without its password, fit for an error message. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

const createHint = 'Check it, or create the database with `npm run db:migrate`.';

/**
 * Opens the server's database for an operator command. Only commands that create the database (db:migrate,
 * db:seed) may open one that does not exist yet: any other would silently start an empty database.
 */
export async function openOpsDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { mayCreate: boolean },
): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = config;
  if (!databaseUrl && !options.mayCreate && !embeddedDatabaseExists(dataDir)) {
    throw new MissingDatabaseError(`No Suerte database in DATA_DIR ${dataDir}. ${createHint}`);
  }
  const handle = await openDatabase({ databaseUrl, dataDir, role: 'client', poolSize: 2 });
  if (!databaseUrl || options.mayCreate) return handle;
  try {
    // The migration table is one of Kysely's own: listed only when asked for.
    const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
    if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) {
      throw new MissingDatabaseError(
        `No Suerte database at DATABASE_URL ${describeDatabaseUrl(databaseUrl)} (it has no migrations). ${createHint}`,
      );
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

// A fresh PostgreSQL database for a server the journeys start, on the server TEST_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function adminSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  readonly url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** Creates `suerte_e2e_<label>_<random>` and answers its connection URL. */
export async function scratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `suerte_e2e_${label}_${randomBytes(5).toString('hex')}`;
  await adminSql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminSql(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

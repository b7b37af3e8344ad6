// A throw-away PostgreSQL database for one benchmark run: created fresh, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** The server where scratch databases are made; BENCH_POSTGRES_URL names another one. */
export const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or null when it can. */
export async function postgresUnavailableReason(): Promise<string | null> {
  try {
    await withAdmin((client) => client.query('SELECT 1'));
    return null;
  } catch (err) {
    return `PostgreSQL at ${new URL(adminUrl).host} is unreachable (${err instanceof Error ? err.message : err})`;
  }
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `suerte_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

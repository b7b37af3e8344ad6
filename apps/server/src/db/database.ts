import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { reportFaultOnStderr, watchPoolFaults, type ConnectionFaultListener } from './pool-faults.js';
import type { DB } from './schema.js';
import { typeParsers } from './type-parsers.js';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** The pool under Kysely, for libraries that speak to pg directly (rate limiting). */
  pool: pg.Pool;
  kind: 'postgres' | 'pglite';
  /** True when this process runs the embedded database (and must keep running for others to reach it). */
  ownsEmbedded: boolean;
  /** A copy of the embedded database's files (when this process runs it), for `embeddedSnapshot`. */
  dumpEmbedded?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** 'server' refuses to share an embedded database another process owns; 'client' connects to it. */
  role: 'server' | 'client';
  poolSize?: number;
  /** Told when a connection is lost (the pool replaces it on next use); by default one line on stderr. */
  onConnectionFault?: ConnectionFaultListener;
  /**
   * An in-memory embedded database starts as this copy of another one's files (PGlite's `dumpDataDir`) instead
   * of an empty cluster: tests start from one migrated and seeded copy rather than building it per file.
   */
  embeddedSnapshot?: Blob;
}

/**
 * How long a query waits for a connection of a PostgreSQL pool (a free slot, then the connect itself) before it
 * fails as DATABASE_UNAVAILABLE, so that a database out of reach answers 503 rather than hanging every request.
 */
const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens the database. With DATABASE_URL: a pg pool. Without: embedded PGlite, served over a unix socket so
 * that the same pg driver is used everywhere and other local processes (the operator CLI) can reach the
 * running server's database; PGlite's socket multiplexer keeps each transaction on its own connection.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const max = options.poolSize ?? 10;
  const onFault = options.onConnectionFault ?? reportFaultOnStderr;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      types: typeParsers,
      // Finds connections a proxy or a network cut dropped silently while they sat idle.
      keepAlive: true,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    watchPoolFaults(pool, onFault);
    return handle(pool, 'postgres', false, async () => undefined);
  }
  // PGlite is one session, and its socket server can interleave the protocol messages of concurrent
  // connections (a statement parsed on one runs on another). One connection per process keeps every query and
  // transaction whole; PGlite runs one statement at a time anyway. Code must therefore never use the root db
  // inside a transaction callback (it would wait for itself).
  const embeddedMax = 1;
  const socketDir = embeddedSocketDir(options.dataDir);
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  if (await isListening(socketPath)) {
    if (options.role === 'server') {
      throw new Error(
        `The embedded database in ${options.dataDir} is already in use by another Suerte process.`,
      );
    }
    return handle(socketPool(socketDir, embeddedMax, onFault), 'pglite', false, async () => undefined);
  }
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  fs.rmSync(socketPath, { force: true });
  const dataPath = options.dataDir ? embeddedDataPath(options.dataDir) : undefined;
  if (dataPath) fs.mkdirSync(dataPath, { recursive: true });
  const pglite = await PGlite.create(
    dataPath
      ? { dataDir: dataPath }
      : options.embeddedSnapshot
        ? { loadDataDir: options.embeddedSnapshot }
        : {},
  );
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 8 });
  await server.start();
  const opened = handle(socketPool(socketDir, embeddedMax, onFault), 'pglite', true, async () => {
    await server.stop();
    await pglite.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
  return { ...opened, dumpEmbedded: () => pglite.dumpDataDir('none') };
}

function socketPool(socketDir: string, max: number, onFault: ConnectionFaultListener): pg.Pool {
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max,
    types: typeParsers,
  });
  watchPoolFaults(pool, onFault);
  return pool;
}

function handle(
  pool: pg.Pool,
  kind: DatabaseHandle['kind'],
  ownsEmbedded: boolean,
  afterPool: () => Promise<void>,
): DatabaseHandle {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    pool,
    kind,
    ownsEmbedded,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await afterPool();
    },
  };
}

function embeddedDataPath(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether DATA_DIR holds an embedded database (PGlite writes PG_VERSION when it creates one). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(embeddedDataPath(dataDir), 'PG_VERSION'));
}

/** Unix socket paths are short (about 100 bytes), so the socket lives in the temp folder, named by the data dir. */
export function embeddedSocketDir(dataDir: string | null): string {
  const key = dataDir ? path.resolve(dataDir) : `memory-${process.pid}-${Math.random()}`;
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `suerte-db-${hash}`);
}

function isListening(socketPath: string): Promise<boolean> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

import type pg from 'pg';
import PgModule from 'pg';
import { ALL_CHANNELS, parseNotice, type Notice } from './notification-channels.js';

export interface NotificationListener {
  /** Resolves once the first LISTEN is in place (events committed after it are seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenerHooks {
  onNotice(notice: Notice): void;
  /** The connection came back after a break: notifications of the gap are lost, so listeners resync. */
  onReconnect(): void;
  onError(err: unknown, retryInMs: number): void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

async function listenAll(client: pg.Client | pg.PoolClient | pg.Pool): Promise<void> {
  // Channel names are constants of this module, never input: quoting them is enough.
  for (const channel of ALL_CHANNELS) await client.query(`LISTEN "${channel}"`);
}

/**
 * PostgreSQL: one dedicated connection outside the pool LISTENs on every channel. When PostgreSQL or a proxy
 * ends it (restart, failover, pg_terminate_backend), it reconnects by itself with capped exponential backoff.
 */
export function listenOnPostgres(config: pg.ClientConfig, hooks: ListenerHooks): NotificationListener {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let connectedOnce = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const scheduleReconnect = (err: unknown) => {
    if (closed || timer) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
    failures += 1;
    hooks.onError(err, delay);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    const current = new PgModule.Client({ ...config, keepAlive: true });
    client = current;
    current.on('notification', (message) => {
      const notice = parseNotice(message.channel, message.payload);
      if (notice) hooks.onNotice(notice);
    });
    current.on('error', (err) => {
      void current.end().catch(() => undefined);
      if (client === current) scheduleReconnect(err);
    });
    current.on('end', () => {
      if (client === current) scheduleReconnect(new Error('listen connection ended'));
    });
    try {
      await current.connect();
      await listenAll(current);
    } catch (err) {
      void current.end().catch(() => undefined);
      if (client === current) scheduleReconnect(err);
      return;
    }
    if (closed) return void current.end().catch(() => undefined);
    failures = 0;
    if (connectedOnce) hooks.onReconnect();
    connectedOnce = true;
    markReady();
  };
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      markReady();
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database is one PostgreSQL session behind a socket multiplexer: a notification is delivered on
 * the connection that committed it, not on the one that listened. So the process LISTENs once (the single
 * session keeps it) and reads notifications on every connection of its own pool: every commit made by this
 * process is seen. Commits of other processes (the operator CLI) are not; see maintenance-watch.ts.
 */
export function listenOnEmbedded(pool: pg.Pool, hooks: ListenerHooks): NotificationListener {
  const seen = new WeakSet<pg.PoolClient>();
  const onNotification = (message: pg.Notification) => {
    const notice = parseNotice(message.channel, message.payload);
    if (notice) hooks.onNotice(notice);
  };
  const attach = (client: pg.PoolClient) => {
    if (seen.has(client)) return;
    seen.add(client);
    client.on('notification', onNotification);
  };
  pool.on('acquire', attach);
  const ready = (async () => {
    const client = await pool.connect();
    try {
      attach(client);
      await listenAll(client);
    } finally {
      client.release();
    }
  })();
  return {
    ready,
    async close() {
      pool.off('acquire', attach);
    },
  };
}

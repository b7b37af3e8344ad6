import pg from 'pg';

/**
 * Which database errors mean "the database is out of reach for now" (a failover, a restart, a pooler restart,
 * a proxy's idle timeout, a network cut): the request may be retried as it was, and the pool replaces the
 * connection by itself. Everything else is a real answer of the database (a constraint, a bug, a bad query).
 */

/** The Retry-After of a 503 for a lost connection: about what a restart or a failover takes to finish. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs outside class 08 (connection exception) that end or refuse the session. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, every session is reset
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a demoted primary or a standby after a failover
]);

/** Socket errors of Node on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Errors pg raises itself, without a code, when a connection is lost, closed or cannot be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  syscall?: unknown;
  errors?: unknown;
}

function isUnavailableItself(err: ErrorLike): boolean {
  const { code, message } = err;
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
    // A missing unix socket: the embedded database's server is not (yet) listening.
    if (code === 'ENOENT' && err.syscall === 'connect') return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `err` (or one of an AggregateError's errors: every address of a host refused) says the database is
 * out of reach. A `cause` is not followed: a failed fetch to a vendor carries its socket error there, and a vendor
 * out of reach is not a database outage.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as ErrorLike;
  if (isUnavailableItself(e)) return true;
  return (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => typeof inner === 'object' && inner !== null && isUnavailableItself(inner))
  );
}

/** Any failure that came from the database or the way to it (a lost connection, or an error it answered). */
export function isDatabaseError(err: unknown): boolean {
  return err instanceof pg.DatabaseError || isDatabaseUnavailable(err);
}

/**
 * A transaction PostgreSQL cancelled to break a deadlock (40P01) or a serialization conflict (40001): nothing of
 * it was written, and the same work tried afresh sees what the other transaction committed.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `attempt` (one whole database transaction) again while it fails with a transient conflict, up to `tries`
 * times; `retryable` widens what counts as one (a caller may also retry a key a concurrent writer just took).
 */
export async function retryTransient<T>(
  attempt: () => Promise<T>,
  {
    tries = 5,
    retryable = isTransientConflict,
  }: { tries?: number; retryable?: (err: unknown) => boolean } = {},
): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= tries || !retryable(err)) throw err;
    }
  }
}

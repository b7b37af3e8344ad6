import type pg from 'pg';

/** What is logged of a lost connection: never the error object itself (it holds the whole client). */
export interface ConnectionFault {
  message: string;
  code: string | null;
}

export type ConnectionFaultListener = (fault: ConnectionFault) => void;

/**
 * Keeps a lost database connection from taking the process down. pg emits `'error'` on a client whose
 * connection ends (a terminated backend, a restart, a network cut) and on the pool for an idle one; an
 * `'error'` event nobody listens to is thrown by Node and kills the process. Here every client gets a listener
 * from its first moment, so a client that dies while a request holds it is only reported: the request's query
 * fails on its own, and the pool drops the broken client when it comes back (and an idle one at once); the next
 * query opens a fresh connection.
 */
export function watchPoolFaults(pool: pg.Pool, onFault: ConnectionFaultListener): void {
  // The pool re-emits an idle client's error after dropping that client; the client's listener reported it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err: Error & { code?: unknown }) => {
      // A lost connection emits twice (the server's FATAL message, then the socket's end): report it once.
      if (reported) return;
      reported = true;
      onFault({ message: err.message, code: typeof err.code === 'string' ? err.code : null });
    });
  });
}

/** The report of processes without a logger (the operator CLI): one line on stderr. */
export const reportFaultOnStderr: ConnectionFaultListener = (fault) => {
  process.stderr.write(
    `database connection lost (${fault.code ?? 'no code'}: ${fault.message}); it is replaced on next use\n`,
  );
};

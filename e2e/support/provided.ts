// Values the global setup hands to the journeys (vitest provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The server's DATA_DIR (embedded database and its local socket), for the operator CLI. */
    dataDir: string;
    /** The server's PostgreSQL database when it runs on one (else empty: the embedded one in dataDir). */
    databaseUrl: string;
    /** Why the journeys cannot run on this machine, or null when they can. */
    browserSkipReason: string | null;
  }
}

/** Debian's Chromium; another build can be named with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export {};

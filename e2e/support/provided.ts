// Values the global setup hands to the journeys (vitest provide/inject).
import { inject } from 'vitest';

/** One server the journeys run against. */
export interface JourneyServer {
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The server's DATA_DIR (embedded database and its local socket), for the operator CLI. */
  dataDir: string;
  /** The server's PostgreSQL database when it runs on one (else empty: the embedded one in dataDir). */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the journeys (empty when they are skipped). */
    servers: JourneyServer[];
    /** Why the journeys cannot run on this machine, or null when they can. */
    browserSkipReason: string | null;
  }
}

/** Debian's Chromium; another build can be named with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The server of this file's worker. Each worker of the e2e project has a server and database of its own
 * (VITEST_POOL_ID runs from 1 to its maxWorkers and no two running files share one), so that with more than one
 * worker a journey switching a site-wide setting (maintenance, languages, captcha) never touches another.
 */
export function journeyServer(): JourneyServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[worker - 1] ?? { baseUrl: '', dataDir: '', databaseUrl: '' };
}

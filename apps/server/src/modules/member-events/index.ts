import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/database.js';
import { startBalanceRelay } from './balance-relay.js';
import { watchMaintenance } from './maintenance-watch.js';
import { MemberEventHub } from './member-event-hub.js';
import { memberEventsRoutes } from './member-events.routes.js';
import type { SessionChecker, SocketTimings } from './member-socket.js';
import { listenOnEmbedded, listenOnPostgres, type ListenerHooks } from './notification-listener.js';

export type { SessionChecker } from './member-socket.js';
export { startBalanceRelay } from './balance-relay.js';
export { lotteryPayloads, type LotteryWin } from './notification-channels.js';

export interface MemberEventTimings extends SocketTimings {
  /** How often this node relays the queued balance events (MEMBER_EVENTS_RELAY_MS). */
  balanceRelayMs: number;
  /** Embedded database only: how often the maintenance switches are looked at. */
  maintenanceWatchMs: number;
}

export const DEFAULT_MEMBER_EVENT_TIMINGS: MemberEventTimings = {
  // Two missed intervals drop a dead peer: within 50 s, under the 60 s promised.
  heartbeatMs: 25_000,
  authTimeoutMs: 10_000,
  recheckMs: 60_000,
  maintenanceWatchMs: 5000,
  balanceRelayMs: 200,
};

/** Queue rows one relay round takes: a backlog drains in rounds of this size. */
const RELAY_BATCH_ROWS = 5000;

export interface MemberEventsDeps {
  db: Database;
  pool: pg.Pool;
  databaseKind: DatabaseHandle['kind'];
  sessions: SessionChecker;
  log: FastifyBaseLogger;
  timings?: Partial<MemberEventTimings>;
}

/**
 * Live member events (ARCHITECTURE §6): every node LISTENs and pushes the events to its own sockets. Session and
 * maintenance triggers NOTIFY at commit; balance changes are queued by a trigger and relayed by one node at a
 * time, one NOTIFY per round (balance-relay.ts). PostgreSQL: one dedicated LISTEN connection that reconnects by
 * itself. Embedded: notifications are read on the process's own pool (one process); the relay also covers the
 * CLI's postings, maintenance switched by the CLI is found by a watch.
 */
export function createMemberEvents(deps: MemberEventsDeps) {
  const hub = new MemberEventHub();
  const embedded = deps.databaseKind !== 'postgres';
  const timings = { ...DEFAULT_MEMBER_EVENT_TIMINGS, ...deps.timings };
  const hooks: ListenerHooks = {
    // Embedded: the maintenance watch is the one source of maintenance notices (it sees every writer).
    onNotice: (notice) => (embedded && notice.kind === 'maintenance' ? undefined : hub.dispatch(notice)),
    onReconnect: () => {
      deps.log.info('member events: listen connection restored');
      hub.resync();
    },
    onError: (err, retryInMs) => deps.log.warn({ err, retryInMs }, 'member events: listen connection lost'),
  };
  const listener = embedded ? listenOnEmbedded(deps.pool, hooks) : listenOnPostgres(deps.pool.options, hooks);
  listener.ready.catch((err) => deps.log.error({ err }, 'member events: could not listen'));
  const maintenance = embedded
    ? watchMaintenance(
        deps.db,
        timings.maintenanceWatchMs,
        (notice) => hub.dispatch(notice),
        (err) => deps.log.warn({ err }, 'member events: maintenance watch failed'),
      )
    : null;
  const relay = startBalanceRelay(deps.db, {
    intervalMs: timings.balanceRelayMs,
    batchRows: RELAY_BATCH_ROWS,
    onError: (err) => deps.log.warn({ err }, 'member events: balance relay round failed'),
  });
  return {
    hub,
    routes: memberEventsRoutes({ hub, sessions: deps.sessions, timings, listening: listener.ready }),
    async close() {
      await relay.stop();
      maintenance?.stop();
      await listener.close();
    },
  };
}

import type { Database } from '../../db/database.js';
import { balancePayloads } from './balance-payloads.js';
import { notifyBalances, takeBalanceEvents, takeRelayTurn } from './member-events.repository.js';

export interface BalanceRelayOptions {
  /** How often a node looks at the queue: the most a balance event waits after its posting committed. */
  intervalMs: number;
  /** Queue rows taken per round; a larger backlog drains over several rounds, one right after the other. */
  batchRows: number;
  onError(err: unknown): void;
}

export interface BalanceRelay {
  /** One round now (tests); resolves with the number of queue rows it relayed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * One relay round: if no other node is relaying, take the committed queue rows and NOTIFY their member ids,
 * all in one transaction. The one notifying commit per round replaces one per posting (PostgreSQL serialises
 * notifying commits across the whole cluster).
 */
export async function relayBalanceEvents(db: Database, batchRows: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await takeRelayTurn(trx))) return 0;
    const taken = await takeBalanceEvents(trx, batchRows);
    for (const payload of balancePayloads(taken)) await notifyBalances(trx, payload);
    return taken.length;
  });
}

/**
 * Runs a round every `intervalMs` on this node until stopped. A failed round (the database unreachable, the
 * connection terminated) is reported and the next one runs on schedule: the pool replaces broken connections.
 */
export function startBalanceRelay(db: Database, options: BalanceRelayOptions): BalanceRelay {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;

  const runOnce = async (): Promise<number> => {
    while (current) await current.catch(() => 0);
    current = relayBalanceEvents(db, options.batchRows);
    try {
      return await current;
    } finally {
      current = null;
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  };
  const tick = async () => {
    timer = null;
    let relayed = 0;
    try {
      relayed = await runOnce();
    } catch (err) {
      options.onError(err);
    }
    schedule(relayed >= options.batchRows ? 0 : options.intervalMs);
  };
  schedule(options.intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}

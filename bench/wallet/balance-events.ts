// Balance events and posting throughput, on the database alone: pgbench runs the wallet benchmark's
// single-statement bet with (A) the former trigger that NOTIFYs inside every posting and (B) the queue trigger
// with the balance relay running beside it, alternating A/B/A/B…, on one scratch database with the real schema.
// A LISTEN connection is open throughout, as on a running node. Prints the tps of each run and the medians.
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/db/seed/seed';
import { startBalanceRelay } from '../../apps/server/src/modules/member-events/index';
import { median } from '../system/measure';
import { createScratchDatabase, postgresUnavailableReason } from '../system/postgres-database';
import { pgbenchBets } from './load';
import { clearingShards, manyPlayers } from './players';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLAYERS = 20_000;

/** (A): the member-events migration's original trigger, one pg_notify per statement inside the posting. */
const notifyTrigger = [
  `create or replace function notify_member_balances() returns trigger language plpgsql as $$
   declare ids text;
   begin
     for ids in
       select string_agg(member_id::text, ',')
       from (select member_id, (row_number() over (order by member_id) - 1) / 300 as chunk
             from (select distinct member_id from changed where member_id is not null) d) c
       group by chunk
     loop
       perform pg_notify('member_balance', ids);
     end loop;
     return null;
   end $$`,
  `drop trigger if exists ledger_accounts_queue_balance_event on ledger_accounts`,
  `create trigger ledger_accounts_notify_balance after update on ledger_accounts
   referencing new table as changed for each statement execute function notify_member_balances()`,
];

/** (B): the queue trigger as the balance-event-queue migration makes it. */
const queueTrigger = [
  `drop trigger if exists ledger_accounts_notify_balance on ledger_accounts`,
  `create trigger ledger_accounts_queue_balance_event after update on ledger_accounts
   referencing new table as changed for each statement execute function queue_member_balance_event()`,
];

async function main(): Promise<void> {
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) throw new Error(`Cannot run: ${unavailable}.`);
  const [load1] = os.loadavg();
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `load ${load1!.toFixed(1)}; pgbench -n -M prepared -c ${CLIENTS} -j 2 -T ${SECONDS}, ${RUNS} runs each`,
  );
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client', poolSize: 4 });
  const listener = new pg.Client({ connectionString: scratch.url });
  let notifications = 0;
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    await clearingShards(handle.db, 16);
    const players = await manyPlayers(handle.db, PLAYERS, 1e12);
    await handle.pool.query('analyze');
    await listener.connect();
    listener.on('notification', () => (notifications += 1));
    await listener.query('LISTEN member_balance');
    const accounts = { min: players.minAccountId, max: players.maxAccountId };
    const figures: Record<'A' | 'B', number[]> = { A: [], B: [] };
    await pgbenchBets(scratch.url, accounts, CLIENTS, 2);
    for (let run = 1; run <= RUNS; run += 1) {
      for (const variant of ['A', 'B'] as const) {
        for (const statement of variant === 'A' ? notifyTrigger : queueTrigger) {
          await sql.raw(statement).execute(handle.db);
        }
        const relay =
          variant === 'B'
            ? startBalanceRelay(handle.db, { intervalMs: 200, batchRows: 5000, onError: console.error })
            : null;
        notifications = 0;
        const result = await pgbenchBets(scratch.url, accounts, CLIENTS, SECONDS);
        await relay?.runOnce();
        await relay?.stop();
        figures[variant].push(result.betsPerSecond);
        console.log(
          `run ${run} ${variant}: ${result.betsPerSecond.toFixed(0)} tps, p50 ${result.p50Ms.toFixed(1)} ms, ` +
            `p99 ${result.p99Ms.toFixed(1)} ms, failed ${result.failures}, notifications heard ${notifications}, ` +
            `load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
    const left = await handle.pool.query('select count(*)::int as n from member_balance_events');
    console.log(
      `medians: (A) notify in the posting ${median(figures.A).toFixed(0)} tps, ` +
        `(B) queue + relay ${median(figures.B).toFixed(0)} tps; queue rows left ${left.rows[0].n}`,
    );
  } finally {
    await listener.end().catch(() => undefined);
    await handle.close();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

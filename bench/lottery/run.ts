// Lottery settlement benchmark: 1,000,000 bets of 100,000 members on one north draw (a realistic mix of bet
// types, bench/lottery/seed.ts), its result entered and confirmed by two operators, then the product's settlement
// job (runSettlementJob: every bet marked won or lost, payouts posted through the ledger's batch postings) timed
// against an anchor measured in the same run: plain SQL that updates the same bet rows of an identical second draw
// to the same outcomes and inserts the same payout journal rows (anchor.ts). Each run seeds both draws, then times
// both in alternating order; the figures are medians of the runs. Figures are recorded by hand in
// bench/RESULTS.md. Settings: BENCH_BETS, BENCH_MEMBERS, BENCH_RUNS, BENCH_ANCHOR_CHUNK, BENCH_VERIFY=false.
import os from 'node:os';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { runSettlementJob, SETTLEMENT_CHUNK } from '../../apps/server/src/modules/lottery/index';
import { median } from '../system/measure';
import { onScratchDatabase } from '../system/scratch-run';
import { houseAccounts, plainSettle, prepareAnchor, readBalances } from './anchor';
import {
  benchResult,
  loadAverage,
  positiveInt,
  REGION,
  resultDraw,
  seedBets,
  seedLockedDraw,
  seedMembers,
  type BenchMembers,
} from './seed';

const betCount = positiveInt('BENCH_BETS', 1_000_000);
const memberCount = positiveInt('BENCH_MEMBERS', 100_000);
const runs = positiveInt('BENCH_RUNS', 3);
const anchorChunk = positiveInt('BENCH_ANCHOR_CHUNK', 10_000);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Bets by outcome and total paid on a draw: both sides must agree. */
async function outcomes(db: Database, drawId: number): Promise<string> {
  const { rows } = await sql<{ status: string; n: string; paid: string | null }>`
    select status, count(*) as n, sum(payout) as paid from lottery_bets where draw_id = ${drawId}
    group by status order by status`.execute(db);
  return rows.map((r) => `${r.status} ${r.n} (${r.paid ?? 0})`).join(', ');
}

async function measureRuns(db: Database, members: BenchMembers, houses: number[]) {
  const product: number[] = [];
  const plain: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const seeding = Date.now();
    const [a, b] = [await seedLockedDraw(db, run * 2 - 1), await seedLockedDraw(db, run * 2)];
    await seedBets(db, a.id, members, betCount, run);
    await seedBets(db, b.id, members, betCount, run);
    // A real draw's bets arrive over hours and autovacuum has long passed over them when it settles: vacuum the
    // freshly seeded rows now, so that neither side's clock runs while autovacuum (or the first reader setting
    // the rows' visibility hints) works through two million new rows.
    await sql`vacuum (analyze) lottery_slips, lottery_bets`.execute(db);
    await sql`analyze`.execute(db);
    const result = benchResult();
    await resultDraw(db, a.numero, result);
    const anchor = await prepareAnchor(db, b, result, houses);
    console.log(`run ${run}: seeded 2 × ${betCount} bets in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const order = run % 2 ? (['product', 'plain'] as const) : (['plain', 'product'] as const);
    for (const side of order) {
      if (side === 'plain') await readBalances(db, anchor);
      const seconds =
        side === 'product'
          ? await timed(async () => void (await runSettlementJob(db)))
          : await timed(() => plainSettle(db, anchor, anchorChunk));
      (side === 'product' ? product : plain).push(seconds);
      console.log(
        `run ${run} ${side}: ${seconds.toFixed(1)} s (${(betCount / seconds).toFixed(0)} bets/s), load ${loadAverage()}`,
      );
    }
    const [settled, anchored] = [await outcomes(db, a.id), await outcomes(db, b.id)];
    console.log(`  product draw: ${settled}\n  anchor draw:  ${anchored}`);
    if (settled !== anchored) throw new Error('the product and the anchor disagree on the outcomes');
  }
  return { product, plain };
}

function printTable(product: number[], plain: number[]): void {
  const row = (name: string, xs: number[]) =>
    `| ${name} | ${median(xs).toFixed(1)} s | ${(betCount / median(xs)).toFixed(0)} | ${xs.map((x) => x.toFixed(1)).join(' / ')} |`;
  console.log(`\n| What | median | bets/s | runs (s) |\n| --- | ---: | ---: | --- |`);
  console.log(row('settlement job (runSettlementJob)', product));
  console.log(row('anchor: plain UPDATE + journal INSERTs', plain));
  console.log(
    `\nratio settlement / anchor: ${(median(product) / median(plain)).toFixed(2)}× (target ≤ 1.5×)`,
  );
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ` +
      `${loadAverage()}; ${betCount} bets of ${memberCount} members on one ${REGION} draw, ${runs} runs; ` +
      `settlement chunk ${SETTLEMENT_CHUNK}, anchor chunk ${anchorChunk}.`,
  );
  await onScratchDatabase({ demoCatalogueGames: 100 }, async (db) => {
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    console.log(`PostgreSQL ${version.rows[0]!.v}`);
    const members = await seedMembers(db, memberCount, 'm');
    const houses = await houseAccounts(db);
    const { product, plain } = await measureRuns(db, members, houses);
    printTable(product, plain);
    console.log(`load average after: ${loadAverage()}`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

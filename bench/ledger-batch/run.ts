// Ledger batch benchmark: 1,000,000 payouts to 100,000 members through the ledger's batch API (postBatch), against
// an anchor measured in the same run: plain SQL writing the same rows (bench/ledger-batch/anchor.ts). Each run
// times both on their own members with fresh keys, in alternating order; the figures are medians of the runs.
// Afterwards the ledger is verified. Prints a table; figures are recorded by hand in bench/RESULTS.md.
import os from 'node:os';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { houseAccount, postBatch, type BatchPosting } from '../../apps/server/src/modules/ledger/index';
import { loadAverage, median } from '../system/measure';
import { onScratchDatabase } from '../system/scratch-run';
import { plainWrite } from './anchor';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const payouts = positiveInt('BENCH_PAYOUTS', 1_000_000);
const memberCount = positiveInt('BENCH_MEMBERS', 100_000);
const chunk = positiveInt('BENCH_CHUNK', 10_000);
const runs = positiveInt('BENCH_RUNS', 3);
const MERCHANT = 'SUERTE_PH';
const CURRENCY = 'PHP';

/** `count` members with an empty main wallet each, in set-based SQL; their account ids, in order. */
async function members(db: Database, tag: string): Promise<number[]> {
  await sql`
    insert into members (merchant_code, username, nickname, referral_code)
    select ${MERCHANT}, 'lb' || ${tag} || g, 'lb' || ${tag} || g, upper('lb' || ${tag} || g)
    from generate_series(1, ${memberCount}::int) g`.execute(db);
  const rows = await sql<{ id: number }>`
    insert into ledger_accounts (merchant_code, currency_code, kind, member_id, vendor_code, balance)
    select ${MERCHANT}, ${CURRENCY}, 'member_main', id, '', 0
    from members where username like ${`lb${tag}%`} order by id
    returning id`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The run's payouts, chunk by chunk: payout k goes to member k mod count, from the promotion account. */
function* chunks(accounts: number[], house: number, tag: string): Generator<BatchPosting[]> {
  for (let start = 0; start < payouts; start += chunk) {
    const postings: BatchPosting[] = [];
    for (let k = start; k < Math.min(payouts, start + chunk); k += 1) {
      const amount = 100 + (k % 997);
      postings.push({
        merchantCode: MERCHANT,
        currency: CURRENCY,
        kind: 'payout',
        reference: `bench-${tag}`,
        idempotencyKey: `bench-payout:${tag}:${k}`,
        actor: 'bench',
        legs: [
          { accountId: accounts[k % accounts.length]!, amount },
          { accountId: house, amount: -amount },
        ],
      });
    }
    yield postings;
  }
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function batchApi(db: Database, accounts: number[], house: number, tag: string) {
  return timed(async () => {
    for (const postings of chunks(accounts, house, tag)) {
      const results = await postBatch(db, postings);
      if (results.some((r) => r.status !== 'posted')) throw new Error('a payout was not posted');
    }
  });
}

async function anchor(db: Database, accounts: number[], house: number, tag: string) {
  const balances = new Map<number, number>();
  return timed(async () => {
    for (const postings of chunks(accounts, house, tag)) await plainWrite(db, postings, balances);
  });
}

async function measureRuns(db: Database, house: number) {
  const api: number[] = [];
  const plain: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const [apiMembers, plainMembers] = [await members(db, `a${run}x`), await members(db, `p${run}x`)];
    await sql`analyze`.execute(db);
    // Alternating order: the journal grows as the runs go, and neither side always gets the smaller table.
    const order = run % 2 ? (['api', 'plain'] as const) : (['plain', 'api'] as const);
    for (const side of order) {
      const seconds =
        side === 'api'
          ? await batchApi(db, apiMembers, house, `a${run}`)
          : await anchor(db, plainMembers, house, `p${run}`);
      (side === 'api' ? api : plain).push(seconds);
      console.log(
        `run ${run} ${side}: ${seconds.toFixed(1)} s (${(payouts / seconds).toFixed(0)} payouts/s)`,
      );
    }
  }
  return { api, plain };
}

function printTable(api: number[], plain: number[]): void {
  const row = (name: string, xs: number[]) =>
    `| ${name} | ${median(xs).toFixed(1)} s | ${(payouts / median(xs)).toFixed(0)} | ${xs.map((x) => x.toFixed(1)).join(' / ')} |`;
  console.log(`\n| What | median | payouts/s | runs (s) |\n| --- | ---: | ---: | --- |`);
  console.log(row('ledger postBatch', api));
  console.log(row('anchor: plain UPDATE + INSERT', plain));
  console.log(`\nratio batch API / anchor: ${(median(api) / median(plain)).toFixed(2)}× (target ≤ 1.5×)`);
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ` +
      `${loadAverage()}; ${payouts} payouts to ${memberCount} members in chunks ` +
      `of ${chunk}, ${runs} runs.`,
  );
  await onScratchDatabase({}, async (db) => {
    const house = await houseAccount(db, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      kind: 'promotion',
    });
    const { api, plain } = await measureRuns(db, house);
    printTable(api, plain);
    console.log(`load average after: ${loadAverage()}`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import {
  settleBet,
  type BetType,
  type LotteryRegion,
  type OddsTable,
  type ValidResult,
  validateResult,
} from '@suerte/contracts/lottery-rules';
import { setTimeout as rest, setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { foreground, type Foreground } from '../../lib/foreground.js';
import { houseAccount, postBatchIn, type BatchPosting } from '../ledger/index.js';
import { lotteryPayloads } from '../member-events/index.js';
import { LOTTERY_HOUSE_VENDOR, LOTTERY_HOUSE_SHARDS, LOTTERY_EVENTS_CHANNEL } from './lottery-ledger.js';

/**
 * Settlement: set-based, in chunks. A chunk of the draw's waiting bets is read (the next one while the one before
 * is written); then one database transaction (1) marks them won, lost (or void, for a voided draw) in one UPDATE
 * that only moves bets still WAITING, and (2) posts the payouts (refunds) of exactly the bets that UPDATE moved,
 * in one batch posting keyed per bet. A second run, a concurrent run or a run after a
 * crash finds no waiting bet twice: the chunk's UPDATE and postings commit together or not at all, and each key
 * `lottery:payout:<bet>` / `lottery:refund:<bet>` is unique in the journal besides. Each winning member is told
 * on the member events channel at commit.
 *
 * Measured by `npm run bench:lottery` (1,000,000 bets of 100,000 members against a plain UPDATE plus the same
 * journal INSERTs, target ≤ 1.5×) and `npm run bench:lottery-api` (API p99 while the server settles, target ≤ 2×
 * idle); figures in bench/RESULTS.md. Chunks are read by bet id after the previous chunk's last one, and a chunk's
 * outcomes are computed in slices between turns of the event loop.
 */
export const SETTLEMENT_CHUNK = 5_000;
/**
 * The chunk while the process answers requests: each chunk's statements and work are a fifth as long, so a
 * request waits less behind them (API p99 while settling, `npm run bench:lottery-api`); the draw takes longer.
 */
export const SETTLEMENT_CHUNK_SERVING = 1_000;

interface WaitingBet {
  id: number;
  member_id: number;
  bet_type: string;
  numbers: string[];
  points: number;
  price_per_point: number;
  win_per_point: number;
  cost: number;
  account_id: number;
  merchant_code: string;
  currency: string;
}

export interface SettlementReport {
  draws: number;
  bets: number;
  won: number;
  paid: number;
  refunded: number;
}

/**
 * The next chunk of the draw's waiting bets after bet `afterId` (keyset: the index of waiting bets is read from
 * there on, not again over the entries of bets settled by earlier chunks). Read without row locks, while the
 * chunk before is being written: what decides is markBets, which moves only bets still WAITING (a bet another
 * settler moved meanwhile is left out of this chunk's payouts).
 */
async function readChunk(
  db: Database,
  drawId: number,
  afterId: number,
  limit: number,
): Promise<WaitingBet[]> {
  const rows = await db.transaction().execute(async (trx) => {
    await withoutParallelWorkers(trx);
    return (await waitingChunkQuery(drawId, afterId, limit).execute(trx)).rows;
  });
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    member_id: Number(r.member_id),
    points: Number(r.points),
    price_per_point: Number(r.price_per_point),
    win_per_point: Number(r.win_per_point),
    cost: Number(r.cost),
    account_id: Number(r.account_id),
  }));
}

/** The read of readChunk. */
export function waitingChunkQuery(drawId: number, afterId: number, limit: number) {
  return sql<WaitingBet>`
    select b.id, b.member_id, b.bet_type, b.numbers, b.points, b.price_per_point, b.win_per_point, b.cost,
           s.account_id, s.merchant_code, s.currency
      from lottery_bets b join lottery_slips s on s.id = b.slip_id
     where b.draw_id = ${drawId} and b.status = 'WAITING' and b.id > ${afterId}
     order by b.id
     limit ${limit}`;
}

/**
 * A chunk is a few thousand rows found by key, but once the table holds millions of earlier bets the planner
 * prices a parallel scan cheaper: its workers cost more to start than the read, and take the cores the chunk
 * being written needs (settlement of 1,000,000 bets went from 35 s to 50–56 s on a database holding earlier
 * draws; bench/RESULTS.md). For the rest of the caller's transaction.
 */
export async function withoutParallelWorkers(trx: Transaction<DB>): Promise<void> {
  await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
}

interface Outcome {
  id: number;
  status: 'WON' | 'LOST' | 'VOID';
  hits: number;
  payout: number;
}

/**
 * Moves the bets still WAITING to their outcome; answers the ids it moved. The ids are also given as `= any(…)`:
 * joined only to the unnested outcomes, the planner hashes every waiting bet of the table (a sequential scan per
 * chunk, measured with bench/lottery), where the primary key finds the chunk's rows.
 */
async function markBets(trx: Transaction<DB>, outcomes: readonly Outcome[]): Promise<Set<number>> {
  if (outcomes.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`
    update lottery_bets b
       set status = v.status, hits = v.hits, payout = v.payout, settled_at = now()
      from unnest(${outcomes.map((o) => o.id)}::bigint[], ${outcomes.map((o) => o.status)}::text[],
        ${outcomes.map((o) => o.hits)}::int[], ${outcomes.map((o) => o.payout)}::bigint[]) as v(id, status, hits, payout)
     where b.id = v.id and b.id = any(${outcomes.map((o) => o.id)}::bigint[]) and b.status = 'WAITING'
    returning b.id`.execute(trx);
  return new Set(rows.map((r) => Number(r.id)));
}

function outcomeOf(bet: WaitingBet, region: LotteryRegion, result: ValidResult | null): Outcome {
  if (result === null) return { id: bet.id, status: 'VOID', hits: 0, payout: bet.cost };
  const type = bet.bet_type as BetType;
  const odds = { [type]: { pricePerPoint: bet.price_per_point, winPerPoint: bet.win_per_point } };
  const settled = settleBet(
    { type, region, numbers: bet.numbers, points: bet.points },
    result,
    odds as unknown as OddsTable,
  );
  return {
    id: bet.id,
    status: settled.payout > 0 ? 'WON' : 'LOST',
    hits: settled.hits,
    payout: settled.payout,
  };
}

/** Bets settled between two turns of the event loop: a server settling a draw keeps answering its calls. */
const OUTCOME_SLICE = 500;

async function outcomesOf(
  bets: readonly WaitingBet[],
  region: LotteryRegion,
  result: ValidResult | null,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [i, bet] of bets.entries()) {
    if (i > 0 && i % OUTCOME_SLICE === 0) await yieldToLoop();
    outcomes.push(outcomeOf(bet, region, result));
  }
  return outcomes;
}

/**
 * Where a draw's settlement is: the house accounts found so far (by merchant, currency and shard; kept for the
 * draw's later chunks, and dropped with them when a chunk fails).
 */
interface Cursor {
  houses: Map<string, number>;
}

/** Settles (or, for a void draw, refunds) one chunk of a draw's bets, read before, in one transaction. */
async function settleChunk(
  db: Database,
  draw: { id: number; game_code: string; numero: string; region: LotteryRegion; result: ValidResult | null },
  report: SettlementReport,
  bets: readonly WaitingBet[],
  cursor: Cursor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const outcomes = await outcomesOf(bets, draw.region, draw.result);
    const moved = await markBets(trx, outcomes);
    const houses = new Map(cursor.houses);
    const postings: BatchPosting[] = [];
    const byMember = new Map<number, { betsWon: number; payout: number }>();
    for (const [i, bet] of bets.entries()) {
      const outcome = outcomes[i]!;
      if (!moved.has(bet.id) || outcome.payout === 0) continue;
      const shard = bet.id % LOTTERY_HOUSE_SHARDS;
      const houseKey = `${bet.merchant_code}|${bet.currency}|${shard}`;
      let house = houses.get(houseKey);
      if (house === undefined) {
        const owner = { merchantCode: bet.merchant_code, currency: bet.currency, kind: 'house' as const };
        house = await houseAccount(trx, owner, LOTTERY_HOUSE_VENDOR, shard);
        houses.set(houseKey, house);
      }
      const refund = outcome.status === 'VOID';
      postings.push({
        merchantCode: bet.merchant_code,
        currency: bet.currency,
        kind: refund ? 'lottery_refund' : 'lottery_win',
        reference: `${draw.game_code}/${draw.numero}/${bet.id}`,
        idempotencyKey: `lottery:${refund ? 'refund' : 'payout'}:${bet.id}`,
        actor: 'lottery-settlement',
        legs: [
          { accountId: house, amount: -outcome.payout },
          { accountId: bet.account_id, amount: outcome.payout },
        ],
      });
      if (refund) report.refunded += outcome.payout;
      else {
        report.won += 1;
        report.paid += outcome.payout;
        const sum = byMember.get(bet.member_id) ?? { betsWon: 0, payout: 0 };
        byMember.set(bet.member_id, { betsWon: sum.betsWon + 1, payout: sum.payout + outcome.payout });
      }
    }
    // Each payout's key names a bet this transaction just moved out of WAITING: it cannot have been used.
    const results = await postBatchIn(trx, postings, { newKeys: true });
    const refused = results.find((r) => r.status === 'refused');
    // A credit is refused only at the balance ceiling: leave the chunk for an operator rather than lose it.
    if (refused) throw new Error(`lottery payout refused by the ledger (${refused.code})`);
    // The chunk's winners in a few notifications, sent in one statement and delivered at commit.
    const payloads = lotteryPayloads(
      { gameCode: draw.game_code, numero: draw.numero },
      [...byMember].map(([memberId, sum]) => ({ memberId, ...sum })),
    );
    if (payloads.length > 0)
      await sql`select pg_notify(${LOTTERY_EVENTS_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(
        trx,
      );
    report.bets += moved.size;
    cursor.houses = houses;
  });
}

export interface SettleOptions {
  /** A fixed chunk size; by default SETTLEMENT_CHUNK, or SETTLEMENT_CHUNK_SERVING while `foreground` is busy. */
  chunkSize?: number;
  foreground?: Pick<Foreground, 'busy'>;
  /** Stop after this many chunks, as a process killed between two chunks would (tests of crash recovery). */
  maxChunks?: number;
}

/** The size of the next chunk to read. */
export function nextChunkSize(options: SettleOptions): number {
  if (options.chunkSize !== undefined) return options.chunkSize;
  return (options.foreground ?? foreground).busy() ? SETTLEMENT_CHUNK_SERVING : SETTLEMENT_CHUNK;
}

/**
 * Whether to read the next chunk while the current one is written. Not while the process answers requests: the
 * read ahead is a second database backend busy at once, and on a small machine the requests' statements then wait
 * for a core behind both.
 */
export function readAhead(options: SettleOptions): boolean {
  return !(options.foreground ?? foreground).busy();
}

/**
 * How long to rest after a chunk that took `chunkMs`: while the process answers requests, as long again (at most
 * a second), so that requests share the machine's cores with settlement half of the time, not all of it.
 */
export function restAfterChunk(chunkMs: number, options: SettleOptions): number {
  return (options.foreground ?? foreground).busy() ? Math.min(chunkMs, 1_000) : 0;
}

/** Settles one draw completely (RESULTED → SETTLED) or refunds a void one; safe to run twice or at once. */
export async function settleDraw(
  db: Database,
  drawId: number,
  report = emptyReport(),
  options: SettleOptions = {},
): Promise<SettlementReport> {
  // Decided again before each read: a draw that started settling in a quiet moment gives way when requests come.
  const chunkSize = () => nextChunkSize(options);
  const maxChunks = options.maxChunks ?? Number.POSITIVE_INFINITY;
  const draw = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
    .select(['d.id', 'd.game_code', 'd.numero', 'd.status', 'd.result', 'g.region'])
    .where('d.id', '=', drawId)
    .executeTakeFirst();
  if (!draw || (draw.status !== 'RESULTED' && draw.status !== 'VOID')) return report;
  let result: ValidResult | null = null;
  if (draw.status === 'RESULTED') {
    const check = validateResult(draw.region, draw.result ?? {});
    if (!check.ok) throw new Error(`draw ${draw.game_code}/${draw.numero} has a malformed result`);
    result = check.result;
  }
  report.draws += 1;
  const target = { ...draw, result };
  let chunks = 0;
  const cursor: Cursor = { houses: new Map() };
  // With no request to serve, the next chunk is read while the current one is written (another connection; the
  // embedded database's one connection simply takes them in turn).
  let next: Promise<WaitingBet[]> | null = null;
  let afterId = 0;
  try {
    for (;;) {
      const bets = await (next ?? readChunk(db, drawId, afterId, chunkSize()));
      next = null;
      if (bets.length === 0) break;
      if (chunks >= maxChunks) return report;
      afterId = bets[bets.length - 1]!.id;
      if (readAhead(options)) next = readChunk(db, drawId, afterId, chunkSize());
      const started = performance.now();
      await settleChunk(db, target, report, bets, cursor);
      chunks += 1;
      const resting = restAfterChunk(performance.now() - started, options);
      if (resting > 0) await rest(resting);
    }
  } finally {
    // A chunk that failed leaves the read ahead unwanted: settle it quietly.
    next?.catch(() => undefined);
  }
  if (draw.status === 'RESULTED') {
    await db
      .updateTable('lottery_draws')
      .set({ status: 'SETTLED', settled_at: sql<Date>`now()` })
      .where('id', '=', drawId)
      .where('status', '=', 'RESULTED')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lottery_bets')
              .select('id')
              .where('draw_id', '=', drawId)
              .where('status', '=', 'WAITING'),
          ),
        ),
      )
      .execute();
  }
  return report;
}

const emptyReport = (): SettlementReport => ({ draws: 0, bets: 0, won: 0, paid: 0, refunded: 0 });

/** The settlement job: every resulted draw, and every void draw with bets still to refund. */
export async function runSettlementJob(db: Database, limit = 50): Promise<SettlementReport> {
  const report = emptyReport();
  const draws = await db
    .selectFrom('lottery_draws as d')
    .select('d.id')
    .where((eb) =>
      eb.or([
        eb('d.status', '=', 'RESULTED'),
        eb.and([
          eb('d.status', '=', 'VOID'),
          eb.exists(
            eb
              .selectFrom('lottery_bets as b')
              .select('b.id')
              .whereRef('b.draw_id', '=', 'd.id')
              .where('b.status', '=', 'WAITING'),
          ),
        ]),
      ]),
    )
    .orderBy('d.draw_at')
    .limit(limit)
    .execute();
  for (const { id } of draws) await settleDraw(db, id, report);
  return report;
}

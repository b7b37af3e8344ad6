// The anchor of the lottery settlement benchmark: what the same writes cost as plain SQL with no rules. The
// outcomes are computed before the clock starts (the product computes them inside its time); then, per chunk and
// in one transaction each, one UPDATE moves the draw's bets to their outcome and the ledger batch benchmark's
// plain journal write (one balance UPDATE, one INSERT of the transactions and their two legs) writes the same
// payout rows the ledger writes: a `lottery_win` transaction per winning bet, house shard and member legs.
import { settleBet, validateResult, type BetType, type OddsTable } from '@suerte/contracts/lottery-rules';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { houseAccount, type BatchPosting } from '../../apps/server/src/modules/ledger/index';
import { plainWriteIn } from '../ledger-batch/anchor';
import { CURRENCY, GAME, MERCHANT, REGION } from './seed';

// As the lottery module spreads its house side (lottery-ledger.ts).
const HOUSE_VENDOR = 'LOTTERY';
const HOUSE_SHARDS = 8;

/** The lottery's house accounts by shard, created as settlement creates them. */
export async function houseAccounts(db: Database): Promise<number[]> {
  const owner = { merchantCode: MERCHANT, currency: CURRENCY, kind: 'house' as const };
  const houses: number[] = [];
  for (let shard = 0; shard < HOUSE_SHARDS; shard += 1)
    houses.push(await houseAccount(db, owner, HOUSE_VENDOR, shard));
  return houses;
}

export interface AnchorWork {
  ids: number[];
  status: string[];
  hits: number[];
  payout: number[];
  postings: (BatchPosting | null)[];
  balances: Map<number, number>;
}

/** The outcome of every bet of the draw and the payout postings of the winners, by bet id order. */
export async function prepareAnchor(
  db: Database,
  draw: { id: number; numero: string },
  prizes: Record<string, readonly string[]>,
  houses: number[],
): Promise<AnchorWork> {
  const check = validateResult(REGION, prizes);
  if (!check.ok) throw new Error('the bench result is malformed');
  const { rows } = await sql<{
    id: string;
    bet_type: BetType;
    numbers: string[];
    points: string;
    price_per_point: string;
    win_per_point: string;
    account_id: string;
  }>`
    select b.id, b.bet_type, b.numbers, b.points, b.price_per_point, b.win_per_point, s.account_id
    from lottery_bets b join lottery_slips s on s.id = b.slip_id
    where b.draw_id = ${draw.id} order by b.id`.execute(db);
  const work: AnchorWork = { ids: [], status: [], hits: [], payout: [], postings: [], balances: new Map() };
  for (const r of rows) {
    const id = Number(r.id);
    const odds = {
      [r.bet_type]: { pricePerPoint: Number(r.price_per_point), winPerPoint: Number(r.win_per_point) },
    } as unknown as OddsTable;
    const settled = settleBet(
      { type: r.bet_type, region: REGION, numbers: r.numbers, points: Number(r.points) },
      check.result,
      odds,
    );
    work.ids.push(id);
    work.status.push(settled.payout > 0 ? 'WON' : 'LOST');
    work.hits.push(settled.hits);
    work.payout.push(settled.payout);
    work.postings.push(
      settled.payout > 0
        ? {
            merchantCode: MERCHANT,
            currency: CURRENCY,
            kind: 'lottery_win',
            reference: `${GAME}/${draw.numero}/${id}`,
            idempotencyKey: `bench-anchor:payout:${id}`,
            actor: 'lottery-settlement',
            legs: [
              { accountId: Number(r.account_id), amount: settled.payout },
              { accountId: houses[id % HOUSE_SHARDS]!, amount: -settled.payout },
            ],
          }
        : null,
    );
  }
  return work;
}

/** The members' balances right now: the anchor writes each winner's balance after its payout from them. */
export async function readBalances(db: Database, work: AnchorWork): Promise<void> {
  const { rows } = await sql<{ id: string; balance: string }>`
    select id, balance from ledger_accounts where kind = 'member_main' and balance is not null`.execute(db);
  work.balances.clear();
  for (const b of rows) work.balances.set(Number(b.id), Number(b.balance));
}

/**
 * The timed part: chunk by chunk, the bets' UPDATE and the winners' journal rows in one transaction. The UPDATE
 * names its ids with `= any(…)` too, so that the chunk's rows are found by primary key (joined only to the
 * unnested outcomes, the planner hashes every waiting bet of the table).
 */
export async function plainSettle(db: Database, work: AnchorWork, chunk: number): Promise<void> {
  for (let start = 0; start < work.ids.length; start += chunk) {
    const end = Math.min(work.ids.length, start + chunk);
    const postings = work.postings.slice(start, end).filter((p): p is BatchPosting => p !== null);
    await db.transaction().execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      await sql`
        update lottery_bets b
           set status = v.status, hits = v.hits, payout = v.payout, settled_at = now()
          from unnest(${work.ids.slice(start, end)}::bigint[], ${work.status.slice(start, end)}::text[],
            ${work.hits.slice(start, end)}::int[], ${work.payout.slice(start, end)}::bigint[])
            as v(id, status, hits, payout)
         where b.id = v.id and b.id = any(${work.ids.slice(start, end)}::bigint[]) and b.status = 'WAITING'`.execute(
        trx,
      );
      await plainWriteIn(trx, postings, work.balances);
    });
  }
}

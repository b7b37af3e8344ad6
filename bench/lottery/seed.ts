// Seeding for the lottery benchmarks: members with a main wallet, a locked north draw, and a realistic mix of
// bets on it written straight into lottery_slips / lottery_bets with set-based SQL (placing a million bets one
// slip at a time would take longer than everything measured). Every bet is valid (checkBet) and costs what
// betCost says at the default odds; slips hold four bets each.
import {
  betCost,
  checkBet,
  DEFAULT_ODDS,
  type Bet,
  type BetType,
  type LotteryRegion,
} from '@suerte/contracts/lottery-rules';
import { randomBytes } from 'node:crypto';
import { generateServerSeed } from '@suerte/fair';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { confirmResult, enterResult, rngResult } from '../../apps/server/src/modules/lottery/index';

export const MERCHANT = 'SUERTE_PH';
export const CURRENCY = 'PHP';
/** The regional game the draws belong to: the north, whose 27 numbers make the costliest settlement. */
export const GAME = 'VN_MB';
export const REGION: LotteryRegion = 'north';
const BETS_PER_SLIP = 4;
const INSERT_CHUNK = 40_000;

/**
 * The bet mix, by share of bets: lô 2 số and đề dominate as at sellers, then xiên, 3 càng, đầu / đuôi, lô 3 số,
 * lô trượt and the side bets (tài / xỉu, chẵn / lẻ).
 */
export const BET_MIX: readonly { type: BetType; share: number }[] = [
  { type: 'lo2', share: 36 },
  { type: 'de', share: 22 },
  { type: 'xien2', share: 8 },
  { type: 'xien3', share: 4 },
  { type: 'xien4', share: 2 },
  { type: 'cang3', share: 5 },
  { type: 'dau', share: 3 },
  { type: 'duoi', share: 3 },
  { type: 'lo3', share: 4 },
  { type: 'truot4', share: 2 },
  { type: 'truot8', share: 1 },
  { type: 'tai', share: 3 },
  { type: 'xiu', share: 3 },
  { type: 'chan', share: 2 },
  { type: 'le', share: 2 },
];

/** A small deterministic generator for the bench's data (not outcomes: those come from the result). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DIGITS: Partial<Record<BetType, number>> = { lo3: 3, cang3: 3, dau: 1, duoi: 1 };
const SET_SIZE: Partial<Record<BetType, number>> = { xien2: 2, xien3: 3, xien4: 4, truot4: 4, truot8: 8 };
const SIDES = new Set<BetType>(['tai', 'xiu', 'chan', 'le']);

/** Bet k of the mix, drawn from `random`. */
export function benchBet(random: () => number): Bet {
  let pick = random() * BET_MIX.reduce((s, m) => s + m.share, 0);
  let type: BetType = BET_MIX[0]!.type;
  for (const m of BET_MIX) {
    if (pick < m.share) {
      type = m.type;
      break;
    }
    pick -= m.share;
  }
  const digits = DIGITS[type] ?? 2;
  const count = SIDES.has(type) ? 0 : (SET_SIZE[type] ?? 1);
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(String(Math.floor(random() * 10 ** digits)).padStart(digits, '0'));
  return { type, region: REGION, numbers: [...numbers], points: 1 + Math.floor(random() * 10) };
}

export interface BenchMembers {
  memberIds: number[];
  accountIds: number[];
}

/** `count` members with an empty main wallet each; their ids and account ids, in the same order. */
export async function seedMembers(db: Database, count: number, tag: string): Promise<BenchMembers> {
  await sql`
    insert into members (merchant_code, username, nickname, referral_code)
    select ${MERCHANT}, 'lt' || ${tag} || g, 'lt' || ${tag} || g, upper('lt' || ${tag} || g)
    from generate_series(1, ${count}::int) g`.execute(db);
  const { rows } = await sql<{ id: string; member_id: string }>`
    insert into ledger_accounts (merchant_code, currency_code, kind, member_id, vendor_code, balance)
    select ${MERCHANT}, ${CURRENCY}, 'member_main', id, '', 0
    from members where username like ${`lt${tag}%`} order by id
    returning id, member_id`.execute(db);
  return { memberIds: rows.map((r) => Number(r.member_id)), accountIds: rows.map((r) => Number(r.id)) };
}

/** A locked draw of GAME (betting closed, waiting for its result), numbered `n`. */
export async function seedLockedDraw(db: Database, n: number): Promise<{ id: number; numero: string }> {
  const numero = `20200101-${n}`; // A day long past: never a numero the draw job makes.
  const { rows } = await sql<{ id: string }>`
    insert into lottery_draws (game_code, numero, draw_at, lock_at, status)
    values (${GAME}, ${numero}, now() - interval '1 minute', now() - interval '16 minutes', 'LOCKED')
    returning id`.execute(db);
  return { id: Number(rows[0]!.id), numero };
}

/**
 * `betCount` bets of the mix on `drawId`, spread over the members round-robin, four to a slip; the same `seed`
 * gives the same bets (so two draws can carry identical bets).
 */
export async function seedBets(
  db: Database,
  drawId: number,
  members: BenchMembers,
  betCount: number,
  seed: number,
): Promise<void> {
  const random = mulberry32(seed);
  const odds = DEFAULT_ODDS[REGION];
  for (let start = 0; start < betCount; start += INSERT_CHUNK) {
    const end = Math.min(betCount, start + INSERT_CHUNK);
    const bets = Array.from({ length: end - start }, () => benchBet(random));
    const slipCount = Math.ceil(bets.length / BETS_PER_SLIP);
    const costs = bets.map((b) => betCost(b, odds[b.type]));
    const slipMember: number[] = [];
    const slipAccount: number[] = [];
    const slipCost: number[] = [];
    const slipRequest: string[] = [];
    for (let s = 0; s < slipCount; s += 1) {
      const m = (start / BETS_PER_SLIP + s) % members.memberIds.length;
      slipMember.push(members.memberIds[m]!);
      slipAccount.push(members.accountIds[m]!);
      slipCost.push(costs.slice(s * BETS_PER_SLIP, (s + 1) * BETS_PER_SLIP).reduce((a, c) => a + c, 0));
      slipRequest.push(`bench-${drawId}-${start + s * BETS_PER_SLIP}`);
    }
    for (const bet of bets) {
      const refusals = checkBet(bet);
      if (refusals.length > 0) throw new Error(`bench bet is not valid: ${refusals[0]!.message}`);
    }
    await sql`
      with slip_in as (
        select * from unnest(${slipMember}::bigint[], ${slipAccount}::bigint[], ${slipCost}::bigint[],
          ${slipRequest}::text[]) with ordinality as s(member_id, account_id, total_cost, request_id, ord)
      ), slips as (
        insert into lottery_slips (member_id, request_id, draw_id, merchant_code, currency, account_id, total_cost)
        select member_id, request_id, ${drawId}, ${MERCHANT}, ${CURRENCY}, account_id, total_cost from slip_in
        returning id, member_id, request_id
      ), bet_in as (
        select * from unnest(${bets.map((b) => b.type)}::text[], ${bets.map((b) => b.numbers.join(','))}::text[],
          ${bets.map((b) => b.points)}::bigint[], ${bets.map((b) => odds[b.type].pricePerPoint)}::bigint[],
          ${bets.map((b) => odds[b.type].winPerPoint)}::bigint[], ${costs}::bigint[])
          with ordinality as b(bet_type, numbers, points, price_per_point, win_per_point, cost, ord)
      )
      insert into lottery_bets (slip_id, draw_id, member_id, bet_type, numbers, points, price_per_point,
        win_per_point, cost)
      select s.id, ${drawId}, s.member_id, b.bet_type,
        case when b.numbers = '' then '{}'::text[] else string_to_array(b.numbers, ',') end,
        b.points, b.price_per_point, b.win_per_point, b.cost
      from bet_in b
        join slip_in i on i.ord = (b.ord - 1) / ${BETS_PER_SLIP} + 1
        join slips s on s.request_id = i.request_id
      order by b.ord`.execute(db);
  }
}

export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

export { loadAverage } from '../system/measure';

/** A result for the draw from the studio's RNG, as an operator would type it in from the official one. */
export function benchResult() {
  return rngResult(REGION, {
    serverSeed: generateServerSeed((n) => randomBytes(n)),
    clientSeed: 'bench',
    nonce: 1,
  });
}

/** Enters and confirms (four eyes) `result` on a locked draw: it is then RESULTED, waiting for settlement. */
export async function resultDraw(db: Database, numero: string, result: Record<string, readonly string[]>) {
  const entered = await enterResult(db, { gameCode: GAME, numero, operator: 'bench-entry', result });
  if (!entered.ok) throw new Error(`result entry refused: ${entered.reason}`);
  const confirmed = await confirmResult(db, { gameCode: GAME, numero, operator: 'bench-confirm' });
  if (!confirmed.ok) throw new Error(`result confirmation refused: ${confirmed.reason}`);
}

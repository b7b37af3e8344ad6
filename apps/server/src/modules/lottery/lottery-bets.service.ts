import type {
  Locale,
  LotteryBetRefusal,
  PlaceLotteryBetsBody,
  PlaceLotteryBetsResult,
} from '@suerte/contracts';
import { betCost, checkBet, stakeKeys, type Bet, type BetType } from '@suerte/contracts/lottery-rules';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { retryTransient } from '../../db/db-errors.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import { checkLimits, type StakedSoFar } from './limits.js';
import { gameByCode, type GameRow } from './lottery-draws.repository.js';
import { LOTTERY_HOUSE_SHARDS, LOTTERY_HOUSE_VENDOR } from './lottery-ledger.js';
import { termsFor, type BetTypeTerms } from './lottery-odds.repository.js';
import { betView, type BetFields } from './lottery-views.js';

/** The member placing bets, as the ledger keys its accounts. */
export interface Bettor {
  id: number;
  merchantCode: string;
  currency: string;
}

/** Tài/xỉu and chẵn/lẻ are e-lottery bets. */
const SIDE_BETS: ReadonlySet<BetType> = new Set(['tai', 'xiu', 'chan', 'le']);

interface PricedBet {
  bet: Bet;
  terms: BetTypeTerms;
  cost: number;
  keys: string[];
}

/**
 * Places a bet slip in one transaction: the draw row is read FOR SHARE with its lock time compared to the
 * database's clock in the same statement, so a bet that races the lock either commits before the lock job can
 * close the draw or is refused; stakes go into the usage rows by guarded upserts (a number over its limit is
 * refused, also against a concurrent slip); the whole slip is charged by one ledger posting keyed by the slip.
 * The client's requestId makes a repeat answer the first slip.
 */
export async function placeSlip(
  db: Database,
  bettor: Bettor,
  body: PlaceLotteryBetsBody,
  locale: Locale,
): Promise<PlaceLotteryBetsResult> {
  return retryTransient(() =>
    db.transaction().execute(async (trx) => {
      const first = await slipByRequest(trx, bettor.id, body.requestId);
      if (first) return slipView(trx, first.id, locale);
      const game = await gameByCode(trx, body.gameCode);
      if (!game) throw new AppError('NOT_FOUND');
      const draw = await openDraw(trx, game.code, body.numero);
      const priced = await priceBets(trx, bettor, game, body);
      const account = await memberAccount(trx, bettor, 'member_main');
      const total = priced.reduce((sum, p) => sum + p.cost, 0);
      const slip = await trx
        .insertInto('lottery_slips')
        .values({
          member_id: bettor.id,
          request_id: body.requestId,
          draw_id: draw.id,
          merchant_code: bettor.merchantCode,
          currency: bettor.currency,
          account_id: account.id,
          total_cost: total,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // The same requestId committed by a concurrent call meanwhile: answer that slip.
      if (!slip) return slipView(trx, (await slipByRequest(trx, bettor.id, body.requestId))!.id, locale);
      await useStakes(trx, draw.id, priced);
      await trx
        .insertInto('lottery_bets')
        .values(
          priced.map((p) => ({
            slip_id: slip.id,
            draw_id: draw.id,
            member_id: bettor.id,
            bet_type: p.bet.type,
            numbers: [...p.bet.numbers],
            points: p.bet.points,
            price_per_point: p.terms.pricePerPoint,
            win_per_point: p.terms.winPerPoint,
            cost: p.cost,
          })),
        )
        .execute();
      const house = await houseAccount(
        trx,
        { merchantCode: bettor.merchantCode, currency: bettor.currency, kind: 'house' },
        LOTTERY_HOUSE_VENDOR,
        slip.id % LOTTERY_HOUSE_SHARDS,
      );
      const posted = await post(trx, {
        merchantCode: bettor.merchantCode,
        currency: bettor.currency,
        kind: 'lottery_bet',
        reference: `${game.code}/${body.numero}/slip-${slip.id}`,
        idempotencyKey: `lottery:slip:${slip.id}`,
        actor: `member:${bettor.id}`,
        legs: [
          { accountId: account.id, amount: -total },
          { accountId: house, amount: total },
        ],
      });
      await trx
        .updateTable('lottery_slips')
        .set({ ledger_transaction_id: posted.transactionId })
        .where('id', '=', slip.id)
        .execute();
      return slipView(trx, slip.id, locale);
    }),
  );
}

async function slipByRequest(trx: Transaction<DB>, memberId: number, requestId: string) {
  return trx
    .selectFrom('lottery_slips')
    .select('id')
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The draw, share-locked, if betting is open on it by the database's clock at this statement. */
async function openDraw(trx: Transaction<DB>, gameCode: string, numero: string) {
  const { rows } = await sql<{ id: number; status: string; open: boolean }>`
    select id, status, (status = 'OPEN' and lock_at > clock_timestamp()) as open
      from lottery_draws where game_code = ${gameCode} and numero = ${numero}
       for share`.execute(trx);
  const draw = rows[0];
  if (!draw) throw new AppError('NOT_FOUND');
  if (!draw.open) throw new AppError('LOTTERY_CLOSED');
  return { id: Number(draw.id) };
}

/** Each bet checked for shape and limits (with the slip's earlier bets counted) and priced. */
async function priceBets(
  trx: Transaction<DB>,
  bettor: Bettor,
  game: GameRow,
  body: PlaceLotteryBetsBody,
): Promise<PricedBet[]> {
  const terms = await termsFor(trx, bettor.merchantCode, game.region);
  const shapeReasons: LotteryBetRefusal[] = [];
  const bets: Bet[] = body.bets.map((input, betIndex) => {
    const bet: Bet = {
      type: input.betType,
      region: game.region,
      numbers: input.numbers,
      points: input.points,
    };
    if (SIDE_BETS.has(bet.type) && game.game_type !== 'ELOTT')
      shapeReasons.push({ betIndex, code: 'NOT_OFFERED', message: `${bet.type} is an e-lottery bet` });
    for (const r of checkBet(bet)) shapeReasons.push({ betIndex, ...r });
    return bet;
  });
  if (shapeReasons.length > 0) throw new AppError('VALIDATION_FAILED', undefined, { reasons: shapeReasons });

  const staked = await stakedSoFar(trx, body, [...new Set(bets.map((b) => b.type))]);
  const limitReasons: LotteryBetRefusal[] = [];
  const priced = bets.map((bet, betIndex) => {
    const t = terms[bet.type];
    const check = checkLimits(bet, t.limits, staked.get(bet.type));
    if (!check.ok) for (const r of check.reasons) limitReasons.push({ betIndex, ...r });
    const keys = stakeKeys(bet);
    staked.set(bet.type, addStake(staked.get(bet.type)!, keys, bet.points));
    return { bet, terms: t, cost: betCost(bet, t), keys };
  });
  if (limitReasons.length > 0) throw new AppError('LOTTERY_LIMIT', undefined, { reasons: limitReasons });
  return priced;
}

function addStake(staked: StakedSoFar, keys: readonly string[], points: number): StakedSoFar {
  const byNumber = new Map(staked.byNumber);
  for (const key of keys) byNumber.set(key, (byNumber.get(key) ?? 0) + points);
  return { byNumber, total: staked.total + points * keys.length };
}

const DRAW_TOTAL = '*';

async function stakedSoFar(trx: Transaction<DB>, body: PlaceLotteryBetsBody, types: BetType[]) {
  const rows = await trx
    .selectFrom('lottery_stake_usage as u')
    .innerJoin('lottery_draws as d', 'd.id', 'u.draw_id')
    .select(['u.bet_type', 'u.stake_key', 'u.points'])
    .where('d.game_code', '=', body.gameCode)
    .where('d.numero', '=', body.numero)
    .where('u.bet_type', 'in', types)
    .execute();
  const staked = new Map<string, StakedSoFar>();
  for (const type of types) staked.set(type, { byNumber: new Map(), total: 0 });
  for (const row of rows) {
    const entry = staked.get(row.bet_type)!;
    if (row.stake_key === DRAW_TOTAL) entry.total = Number(row.points);
    else (entry.byNumber as Map<string, number>).set(row.stake_key, Number(row.points));
  }
  return staked;
}

/** Adds the slip's stakes to the usage rows; a row that would pass its limit (a concurrent slip) refuses all. */
async function useStakes(trx: Transaction<DB>, drawId: number, priced: readonly PricedBet[]): Promise<void> {
  const adds = new Map<string, { type: string; key: string; points: number; limit: number }>();
  const add = (type: string, key: string, points: number, limit: number) => {
    const id = `${type}\u0000${key}`;
    const entry = adds.get(id) ?? { type, key, points: 0, limit };
    adds.set(id, { ...entry, points: entry.points + points });
  };
  for (const p of priced) {
    for (const key of p.keys) add(p.bet.type, key, p.bet.points, p.terms.limits.maxPointsPerNumber);
    add(p.bet.type, DRAW_TOTAL, p.bet.points * p.keys.length, p.terms.limits.maxPointsPerDraw);
  }
  // One order for every writer, so two slips on the same numbers cannot deadlock.
  for (const [, a] of [...adds].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    const { rows } = await sql<{ points: number }>`
      insert into lottery_stake_usage as u (draw_id, bet_type, stake_key, points)
      values (${drawId}, ${a.type}, ${a.key}, ${a.points})
      on conflict (draw_id, bet_type, stake_key)
        do update set points = u.points + excluded.points where u.points + excluded.points <= ${a.limit}
      returning u.points`.execute(trx);
    if (rows.length === 0 || Number(rows[0]!.points) > a.limit) {
      const number = a.key === DRAW_TOTAL ? undefined : a.key;
      const message = number
        ? `${number} has reached its limit of ${a.limit} points`
        : `the draw has reached its limit of ${a.limit} points for ${a.type}`;
      const code = number ? 'NUMBER_OVER_LIMIT' : 'DRAW_OVER_LIMIT';
      throw new AppError('LOTTERY_LIMIT', undefined, {
        reasons: [
          { betIndex: priced.findIndex((p) => p.bet.type === a.type), code, message, number, limit: a.limit },
        ],
      });
    }
  }
}

/** A slip as answered (also to a repeat of its requestId). */
async function slipView(
  trx: Transaction<DB>,
  slipId: number,
  locale: Locale,
): Promise<PlaceLotteryBetsResult> {
  const slip = await trx
    .selectFrom('lottery_slips as s')
    .innerJoin('lottery_draws as d', 'd.id', 's.draw_id')
    .innerJoin('ledger_accounts as a', 'a.id', 's.account_id')
    .select(['s.id', 's.request_id', 's.total_cost', 'd.game_code', 'd.numero', 'a.balance'])
    .where('s.id', '=', slipId)
    .executeTakeFirstOrThrow();
  const game = (await gameByCode(trx, slip.game_code))!;
  const bets = await trx
    .selectFrom('lottery_bets')
    .selectAll()
    .where('slip_id', '=', slipId)
    .orderBy('id')
    .execute();
  return {
    slipId: String(slip.id),
    requestId: slip.request_id,
    gameCode: slip.game_code,
    numero: slip.numero,
    totalCost: Number(slip.total_cost),
    balance: Number(slip.balance ?? 0),
    bets: bets.map((b) => betView(b as BetFields, game, slip.numero, locale)),
  };
}

import {
  BET_SHAPES,
  BET_TYPES,
  DEFAULT_ODDS,
  LOTTERY_REGIONS,
  type BetType,
  type LotteryRegion,
} from '@suerte/contracts/lottery-rules';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import {
  deleteOdds,
  FALLBACK_LIMITS,
  merchantOddsRows,
  upsertOdds,
  type OddsRow,
} from './lottery-odds.repository.js';
import { parseWeekdays } from './weekdays.js';

/**
 * The operator's side of the lottery's configuration: the regional station table (which station draws on which
 * weekday) and each merchant's price per point, win per point and limits per bet type and region, over the
 * common-market defaults. Every change is written to the operator audit log with the values before and after,
 * in the transaction of the change.
 */
const refuse = (message: string) => new AppError('VALIDATION_FAILED', message);

export function regionOf(text: string): LotteryRegion {
  if (!(LOTTERY_REGIONS as readonly string[]).includes(text))
    throw refuse(`region must be one of ${LOTTERY_REGIONS.join(', ')}`);
  return text as LotteryRegion;
}

export function betTypeOf(text: string, region: LotteryRegion): BetType {
  if (!(BET_TYPES as readonly string[]).includes(text))
    throw refuse(`bet type must be one of ${BET_TYPES.join(', ')}`);
  const type = text as BetType;
  if (!BET_SHAPES[type].regions.includes(region)) throw refuse(`${type} is not offered on ${region} draws`);
  return type;
}

/** Regional stations with their draw time, lock, weekdays and result source. */
export async function listStations(db: Database, region?: LotteryRegion) {
  let query = db
    .selectFrom('lottery_games as g')
    .select([
      'g.code',
      'g.name',
      'g.region',
      'g.draw_time_local',
      'g.lock_seconds',
      'g.result_source',
      'g.enabled',
    ])
    .select(
      sql<number[]>`coalesce((select array_agg(d.weekday order by d.weekday)
        from lottery_draw_days d where d.game_code = g.code), '{}')`.as('weekdays'),
    )
    .where('g.game_type', '=', 'LOTT');
  if (region) query = query.where('g.region', '=', region);
  return query.orderBy('g.sort').orderBy('g.code').execute();
}

export interface DaysChange {
  before: number[];
  after: number[];
  /** Upcoming draws on weekdays no longer in the table, without bets: removed. */
  removed: string[];
  /** Upcoming draws on such weekdays that have bets: kept, for the operator to void (lottery:void). */
  keptWithBets: string[];
}

/**
 * Replaces a station's weekdays. Draws on the new days are made by the next run of the draw job; upcoming open
 * draws on days dropped from the table are removed unless bets were placed on them (those are named, to void).
 */
export async function setStationDays(
  db: Database,
  actor: string,
  code: string,
  text: string,
): Promise<DaysChange> {
  const parsed = parseWeekdays(text);
  if (!parsed.ok)
    throw refuse(
      parsed.invalid.length > 0
        ? `not weekdays: ${parsed.invalid.join(', ')} (use T2 … T7 and CN, 1 … 7 or mon … sun)`
        : 'a station needs at least one weekday (disable it instead)',
    );
  return db.transaction().execute(async (trx) => {
    const game = await trx
      .selectFrom('lottery_games')
      .select(['code', 'game_type'])
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!game) throw new AppError('NOT_FOUND', `unknown lottery game ${code}`);
    if (game.game_type !== 'LOTT') throw refuse('e-lottery games draw every day at their interval');
    const before = (
      await trx.selectFrom('lottery_draw_days').select('weekday').where('game_code', '=', code).execute()
    )
      .map((r) => r.weekday)
      .sort((a, b) => a - b);
    await trx.deleteFrom('lottery_draw_days').where('game_code', '=', code).execute();
    await trx
      .insertInto('lottery_draw_days')
      .values(parsed.weekdays.map((weekday) => ({ game_code: code, weekday })))
      .execute();
    const { removed, keptWithBets } = await dropDrawsOffTable(trx, code, parsed.weekdays);
    const after = parsed.weekdays;
    await appendAudit(trx, {
      actor,
      action: 'lottery.station.days',
      target: `lottery-game:${code}`,
      before: { weekdays: before },
      after: { weekdays: after, removedDraws: removed, keptWithBets },
    });
    return { before, after, removed, keptWithBets };
  });
}

/** Upcoming open draws of a station whose local day is not in `weekdays`: removed when betless, else named. */
async function dropDrawsOffTable(trx: Database, code: string, weekdays: number[]) {
  const offTable = await trx
    .selectFrom('lottery_draws as d')
    .select(['d.id', 'd.numero'])
    .select(sql<boolean>`exists (select 1 from lottery_slips s where s.draw_id = d.id)`.as('has_bets'))
    .where('d.game_code', '=', code)
    .where('d.status', '=', 'OPEN')
    .where(
      sql<number>`extract(dow from to_date(substr(d.numero, 1, 8), 'YYYYMMDD'))::int + 1`,
      'not in',
      weekdays,
    )
    .orderBy('d.draw_at')
    .execute();
  const betless = offTable.filter((d) => !d.has_bets);
  if (betless.length > 0)
    await trx
      .deleteFrom('lottery_draws')
      .where(
        'id',
        'in',
        betless.map((d) => d.id),
      )
      .where('status', '=', 'OPEN')
      .where(sql<boolean>`not exists (select 1 from lottery_draw_audit a where a.draw_id = lottery_draws.id)`)
      .execute();
  return {
    removed: betless.map((d) => d.numero),
    keptWithBets: offTable.filter((d) => d.has_bets).map((d) => d.numero),
  };
}

export interface OddsLine {
  betType: BetType;
  pricePerPoint: number;
  winPerPoint: number;
  maxPointsPerNumber: number;
  maxPointsPerBet: number;
  maxPointsPerDraw: number;
  /** merchant: the merchant's own row; default: the common-market default (and the fallback limits). */
  source: 'merchant' | 'default';
}

/** The terms per bet type offered in a region: a merchant's (its rows over the defaults) or the defaults. */
export async function oddsLines(
  db: Database,
  merchantCode: string | null,
  region: LotteryRegion,
): Promise<OddsLine[]> {
  if (merchantCode !== null) await merchantOrNotFound(db, merchantCode);
  const rows = merchantCode === null ? new Map() : await merchantOddsRows(db, merchantCode, region);
  return BET_TYPES.filter((t) => BET_SHAPES[t].regions.includes(region)).map((betType) => {
    const row = rows.get(betType);
    if (!row) return { betType, ...DEFAULT_ODDS[region][betType], ...FALLBACK_LIMITS, source: 'default' };
    return {
      betType,
      pricePerPoint: Number(row.price_per_point),
      winPerPoint: Number(row.win_per_point),
      maxPointsPerNumber: Number(row.max_points_per_number),
      maxPointsPerBet: Number(row.max_points_per_bet),
      maxPointsPerDraw: Number(row.max_points_per_draw),
      source: 'merchant',
    };
  });
}

async function merchantOrNotFound(db: Database, code: string) {
  const found = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
}

/** What an operator changes of one bet type's terms; what is left out keeps its current value. */
export type TermsChange = Partial<Omit<OddsLine, 'betType' | 'source'>>;

function checkChange(change: TermsChange): void {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  if (entries.length === 0) throw refuse('nothing to change: give at least one value');
  for (const [name, value] of entries) {
    const min = name === 'pricePerPoint' ? 1 : 0;
    if (!Number.isSafeInteger(value) || value < min)
      throw refuse(`${name} must be a whole number of at least ${min} (minor units or points)`);
  }
}

/** Sets a merchant's terms of one bet type in one region (the unchanged ones kept); audited. */
export async function setTerms(
  db: Database,
  actor: string,
  target: { merchantCode: string; region: LotteryRegion; betType: BetType },
  change: TermsChange,
): Promise<OddsLine> {
  checkChange(change);
  await merchantOrNotFound(db, target.merchantCode);
  const current = (await oddsLines(db, target.merchantCode, target.region)).find(
    (l) => l.betType === target.betType,
  )!;
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
  };
  const row: OddsRow = {
    merchant_code: target.merchantCode,
    region: target.region,
    bet_type: target.betType,
    price_per_point: next.pricePerPoint,
    win_per_point: next.winPerPoint,
    max_points_per_number: next.maxPointsPerNumber,
    max_points_per_bet: next.maxPointsPerBet,
    max_points_per_draw: next.maxPointsPerDraw,
  };
  await db.transaction().execute(async (trx) => {
    await upsertOdds(trx, row);
    await appendAudit(trx, {
      actor,
      action: 'lottery.terms.set',
      target: `lottery-odds:${target.merchantCode}/${target.region}/${target.betType}`,
      before: termsOf(current),
      after: termsOf(next),
    });
  });
  return { ...next, source: 'merchant' };
}

/** Drops a merchant's own terms of one bet type in one region: the defaults apply again; audited. */
export async function resetTerms(
  db: Database,
  actor: string,
  target: { merchantCode: string; region: LotteryRegion; betType: BetType },
): Promise<boolean> {
  await merchantOrNotFound(db, target.merchantCode);
  return db.transaction().execute(async (trx) => {
    const dropped = await deleteOdds(trx, target.merchantCode, target.region, target.betType);
    if (!dropped) return false;
    await appendAudit(trx, {
      actor,
      action: 'lottery.terms.reset',
      target: `lottery-odds:${target.merchantCode}/${target.region}/${target.betType}`,
      before: dropped,
      after: { ...DEFAULT_ODDS[target.region][target.betType], ...FALLBACK_LIMITS },
    });
    return true;
  });
}

const termsOf = (l: TermsChange) => ({
  pricePerPoint: l.pricePerPoint,
  winPerPoint: l.winPerPoint,
  maxPointsPerNumber: l.maxPointsPerNumber,
  maxPointsPerBet: l.maxPointsPerBet,
  maxPointsPerDraw: l.maxPointsPerDraw,
});

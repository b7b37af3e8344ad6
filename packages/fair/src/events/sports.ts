import { fraction, type Fraction } from '../fraction.js';
import type { FairStream } from '../stream.js';
import { DEFAULT_MARGIN_BP, priceSelection, type BetOutcome, type SelectionChance } from './pricing.js';

/**
 * Simulated football. A team's rating (1–60) is its chance, in percent, of scoring on each of its attacks; each
 * team has SPORTS_ATTACKS attacks. Goals are therefore binomial: P(g goals) = C(A, g) q^g (1 − q)^(A − g), q = rating /
 * 100, independently for the two teams, and every market's chances are exact fractions of that score table.
 */
export const SPORTS_ATTACKS = 10;
export const SPORTS_MIN_RATING = 1;
export const SPORTS_MAX_RATING = 60;

export interface SportsFixture {
  home: number;
  away: number;
}

export interface Score {
  home: number;
  away: number;
}

export type SportsMarket = 'moneyline' | 'total';
export type MoneylineSelection = 'home' | 'draw' | 'away';
export type TotalSelection = 'over' | 'under';

export interface SportsPrices {
  /** Chances used by the draw (exact), the odds offered (hundredths, null = not offered). */
  moneyline: Record<MoneylineSelection, { chance: SelectionChance; odds: number | null }>;
  /** Over / under `line + 0.5` goals in total. */
  total: { line: number } & Record<TotalSelection, { chance: SelectionChance; odds: number | null }>;
  marginBp: number;
}

function assertRating(rating: number): void {
  if (!Number.isInteger(rating) || rating < SPORTS_MIN_RATING || rating > SPORTS_MAX_RATING)
    throw new RangeError(`a rating is a whole number from ${SPORTS_MIN_RATING} to ${SPORTS_MAX_RATING}`);
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Numerators of P(g goals), g = 0 … attacks, over the common denominator 100^attacks. */
function goalWeights(rating: number, attacks: number): bigint[] {
  assertRating(rating);
  const q = BigInt(rating);
  const miss = 100n - q;
  return Array.from(
    { length: attacks + 1 },
    (_, g) => binomial(attacks, g) * q ** BigInt(g) * miss ** BigInt(attacks - g),
  );
}

/** Numerators of P(home = h, away = a) over the common denominator 100^(2 × attacks). */
function scoreWeights(fixture: SportsFixture, attacks: number): { weights: bigint[][]; denominator: bigint } {
  const home = goalWeights(fixture.home, attacks);
  const away = goalWeights(fixture.away, attacks);
  return { weights: home.map((h) => away.map((a) => h * a)), denominator: 100n ** BigInt(2 * attacks) };
}

/** The exact score table: P(home = h, away = a) as fractions. */
export function scoreTable(fixture: SportsFixture, attacks = SPORTS_ATTACKS): Fraction[][] {
  const { weights, denominator } = scoreWeights(fixture, attacks);
  return weights.map((row) => row.map((w) => fraction(w, denominator)));
}

const ZERO = fraction(0);

type Weights = ReturnType<typeof scoreWeights>;

/** P(the score satisfies `keep`), summed over the common denominator and reduced once. */
function sumWhere(
  { weights, denominator }: Weights,
  keep: (home: number, away: number) => boolean,
): Fraction {
  let sum = 0n;
  weights.forEach((row, h) => row.forEach((w, a) => (sum = keep(h, a) ? sum + w : sum)));
  return fraction(sum, denominator);
}

/**
 * Prices both markets of a fixture. The total line is `n + 0.5` for the whole n whose P(total > n) is nearest
 * one half (the lower n on a tie).
 */
export function priceSports(
  fixture: SportsFixture,
  marginBp = DEFAULT_MARGIN_BP,
  attacks = SPORTS_ATTACKS,
): SportsPrices {
  const table = scoreWeights(fixture, attacks);
  const offer = (win: Fraction) => {
    const chance = { win, push: ZERO };
    return { chance, odds: priceSelection(chance, marginBp) };
  };
  let line = 0;
  let bestDistance = Infinity;
  for (let n = 0; n < 2 * attacks; n++) {
    const over = sumWhere(table, (h, a) => h + a > n);
    const distance = Math.abs(Number(over.n) / Number(over.d) - 0.5);
    if (distance < bestDistance) [line, bestDistance] = [n, distance];
  }
  return {
    moneyline: {
      home: offer(sumWhere(table, (h, a) => h > a)),
      draw: offer(sumWhere(table, (h, a) => h === a)),
      away: offer(sumWhere(table, (h, a) => h < a)),
    },
    total: {
      line,
      over: offer(sumWhere(table, (h, a) => h + a > line)),
      under: offer(sumWhere(table, (h, a) => h + a <= line)),
    },
    marginBp,
  };
}

/**
 * The match, drawn after betting closes: the home team's attacks, then the away team's, each a goal when
 * nextInt(100) < rating. This is exactly the binomial model the odds come from.
 */
export function playMatch(fixture: SportsFixture, stream: FairStream, attacks = SPORTS_ATTACKS): Score {
  assertRating(fixture.home);
  assertRating(fixture.away);
  const goals = (rating: number) => {
    let scored = 0;
    for (let i = 0; i < attacks; i++) if (stream.nextInt(100) < rating) scored++;
    return scored;
  };
  const home = goals(fixture.home);
  return { home, away: goals(fixture.away) };
}

export function moneylineOutcome(selection: MoneylineSelection, score: Score): BetOutcome {
  const result = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  return result === selection ? 'win' : 'lose';
}

export function totalOutcome(selection: TotalSelection, line: number, score: Score): BetOutcome {
  const over = score.home + score.away > line;
  return over === (selection === 'over') ? 'win' : 'lose';
}

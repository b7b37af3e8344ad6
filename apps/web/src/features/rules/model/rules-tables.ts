import {
  BINGO_COLUMNS,
  BINGO_PATTERNS,
  CRASH_BITS,
  CRASH_RTP_PERCENT,
  DEFAULT_DRAW_BP,
  HIGH_CARD_MAX_PLAYERS,
  HIGH_CARD_MIN_PLAYERS,
  baccaratRulesData,
  fraction,
  fractionToDecimal,
  fractionToPercent,
  minesMultiplier,
  minesSurvival,
  mulF,
  priceCockfight,
  priceSports,
  safeTiles,
  selectionReturn,
  settleHighCard,
  type BingoPattern,
  type SelectionChance,
} from '@suerte/fair';

/** Hundredths (odds, multipliers) or cents as a two-decimal text. */
const hundredths = (value: number) => fractionToDecimal(fraction(value, 100), 2);

export interface MinesRow {
  picks: number;
  /** P(all `picks` picks safe), percent to 4 decimals. */
  chance: string;
  /** Cash-out multiplier to 4 decimals, rounded down (payouts are floor(stake × exact multiplier)). */
  multiplier: string;
}

/** Every cash-out point of a round with `mines` mines. */
export function minesTable(mines: number): MinesRow[] {
  return Array.from({ length: safeTiles(mines) }, (_, i) => ({
    picks: i + 1,
    chance: fractionToPercent(minesSurvival(mines, i + 1), 4, 'nearest'),
    multiplier: fractionToDecimal(minesMultiplier(mines, i + 1), 4),
  }));
}

export const CRASH_TARGETS = [101, 150, 200, 300, 500, 1000, 10_000, 100_000] as const;

export interface CrashRow {
  target: string;
  /** P(crash point ≥ target) = floor(97 N / target) / N, N = 2^52, percent to 4 decimals. */
  chance: string;
  /** That chance times the target: the return of a cash-out there. */
  return: string;
}

/** P(the round reaches ×x) for a few cash-out targets, exact, from the crash formula. */
export function crashTable(targets: readonly number[] = CRASH_TARGETS): CrashRow[] {
  const n = 1n << BigInt(CRASH_BITS);
  return targets.map((x) => {
    const chance = fraction((BigInt(CRASH_RTP_PERCENT) * n) / BigInt(x), n);
    return {
      target: hundredths(x),
      chance: fractionToPercent(chance, 4, 'nearest'),
      return: fractionToPercent(mulF(chance, fraction(x, 100)), 4, 'nearest'),
    };
  });
}

/** The cells (0…24) a pattern marks, for its picture: a line shows one of its twelve lines, the top row. */
export function bingoPatternCells(pattern: BingoPattern): number[] {
  const mask = BINGO_PATTERNS[pattern][0]!;
  return Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => (mask & (1 << cell)) !== 0);
}

export const BINGO_PATTERN_NAMES = Object.keys(BINGO_PATTERNS) as BingoPattern[];

export const bingoColumns = () =>
  BINGO_COLUMNS.map((letter, c) => ({ letter, from: 15 * c + 1, to: 15 * c + 15 }));

export interface OddsRow {
  selection: string;
  /** Chance of a win, percent to 2 decimals. */
  chance: string;
  /** Decimal odds (stake times odds is paid on a win), or null when not offered. */
  odds: string | null;
  /** Exact return per unit staked at these odds, percent to 2 decimals. */
  return: string | null;
}

function oddsRow(selection: string, offer: { chance: SelectionChance; odds: number | null }): OddsRow {
  return {
    selection,
    chance: fractionToPercent(offer.chance.win, 2, 'nearest'),
    odds: offer.odds === null ? null : hundredths(offer.odds),
    return: offer.odds === null ? null : fractionToPercent(selectionReturn(offer.chance, offer.odds), 2),
  };
}

export const SPORTS_EXAMPLE = { home: 30, away: 20 } as const;

/** An example fixture's prices: match result and the total-goals line. */
export function sportsTable(fixture = SPORTS_EXAMPLE): { line: number; rows: OddsRow[] } {
  const prices = priceSports(fixture);
  return {
    line: prices.total.line,
    rows: [
      oddsRow('home', prices.moneyline.home),
      oddsRow('draw', prices.moneyline.draw),
      oddsRow('away', prices.moneyline.away),
      oddsRow('over', prices.total.over),
      oddsRow('under', prices.total.under),
    ],
  };
}

export const COCKFIGHT_EXAMPLE = { meron: 3, wala: 1, drawBp: DEFAULT_DRAW_BP } as const;

export function cockfightTable(fight = COCKFIGHT_EXAMPLE): OddsRow[] {
  const { selections } = priceCockfight(fight);
  return (['meron', 'wala', 'draw'] as const).map((side) => oddsRow(side, selections[side]));
}

export const HIGH_CARD_ANTE = 1000;

/** Pot, rake and a lone winner's prize for each table size, at an ante of 10.00. */
export function highCardTable(ante = HIGH_CARD_ANTE) {
  const sizes = Array.from(
    { length: HIGH_CARD_MAX_PLAYERS - HIGH_CARD_MIN_PLAYERS + 1 },
    (_, i) => HIGH_CARD_MIN_PLAYERS + i,
  );
  return sizes.map((players) => {
    // Seat 1 holds the ace of clubs (code 0), the others two, three… of clubs: seat 1 wins alone.
    const table = settleHighCard(
      Array.from({ length: players }, (_, seat) => seat),
      ante,
    );
    return {
      players,
      pot: hundredths(table.pot),
      rake: hundredths(table.rake),
      prize: hundredths(table.payouts[0]!),
    };
  });
}

const payoutText = (units: number) => `${units}:1`;

/** Each bet's payout and exact house edge, and each coup result's chance, from the rules data. */
export function baccaratTables() {
  const data = baccaratRulesData();
  const { payouts, edges } = data;
  return {
    bets: [
      { bet: 'player', pays: payoutText(payouts.player), edge: edges.player.percent },
      { bet: 'banker', pays: payoutText(payouts.banker), edge: edges.banker.percent },
      { bet: 'tie', pays: payoutText(payouts.tie), edge: edges.tie.percent },
      { bet: 'playerPair', pays: payoutText(payouts.pair), edge: edges.playerPair.percent },
      { bet: 'bankerPair', pays: payoutText(payouts.pair), edge: edges.bankerPair.percent },
    ] as const,
    outcomes: (['banker', 'player', 'tie'] as const).map((result) => ({
      result,
      chance: data.outcomes[result],
    })),
  };
}

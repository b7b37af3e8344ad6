import { baccaratRulesData } from './baccarat/rules-data.js';
import { BINGO_DEFAULT_RETURN_BP, bingoPot, splitPot } from './bingo/bingo.js';
import { CRASH_BITS, CRASH_RTP_PERCENT, crashPointOf } from './crash/crash.js';
import { DEFAULT_DRAW_BP, priceCockfight } from './events/cockfight.js';
import { DEFAULT_MARGIN_BP, targetReturn } from './events/pricing.js';
import { SPORTS_ATTACKS, SPORTS_MAX_RATING, SPORTS_MIN_RATING } from './events/sports.js';
import { fraction, fractionToDecimal, fractionToPercent } from './fraction.js';
import { MINES_MAX, MINES_MIN, MINES_RTP, minesMultiplier } from './mines/mines.js';
import {
  HIGH_CARD_MAX_PLAYERS,
  HIGH_CARD_MIN_PLAYERS,
  HIGH_CARD_RAKE_BP,
  settleHighCard,
} from './pvp/high-card.js';

/** Minor units (cents) as a two-decimal amount, for worked examples. */
const money = (minor: number) => fractionToDecimal(fraction(minor, 100), 2);
const percentBp = (bp: number) => fractionToPercent(fraction(bp, 10_000), bp % 100 === 0 ? 0 : 2);

/**
 * The numbers of each game's rules text (the `games-rules` catalogs' {{placeholders}}), taken from the engines,
 * so a rules page can never publish a return, rake or margin the game does not have.
 */
export function gameRulesFigures() {
  const baccarat = baccaratRulesData();
  const fight = priceCockfight({ meron: 3, wala: 1, drawBp: DEFAULT_DRAW_BP }, DEFAULT_MARGIN_BP).selections;
  const table = settleHighCard([12, 0, 6 + 26], 1000);
  const pot = bingoPot(101, 1000, BINGO_DEFAULT_RETURN_BP);
  const shares = splitPot(pot, 7);
  const n = 1n << BigInt(CRASH_BITS);
  const instant = fraction(n - (BigInt(CRASH_RTP_PERCENT) * n) / 100n, n);
  return {
    mines: {
      rtp: fractionToPercent(MINES_RTP, 0),
      minMines: String(MINES_MIN),
      maxMines: String(MINES_MAX),
      oneMine: fractionToDecimal(minesMultiplier(1, 1), 4),
      threeMinesTwo: fractionToDecimal(minesMultiplier(3, 2), 4),
      allMines: fractionToDecimal(minesMultiplier(24, 1), 2),
    },
    crash: {
      rtp: String(CRASH_RTP_PERCENT),
      instant: fractionToPercent(instant, 0, 'nearest'),
      example: money(Number(crashPointOf(n / 2n))), // U = N/2: ×1.94
    },
    bingo: {
      return: percentBp(BINGO_DEFAULT_RETURN_BP),
      exampleCards: '101',
      examplePrice: money(1000),
      exampleSales: money(101 * 1000),
      examplePot: money(pot),
      exampleWinners: '7',
      exampleShareHigh: money(shares[0]!),
      exampleHigh: String(shares.filter((s) => s === shares[0]).length),
      exampleShareLow: money(shares[6]!),
    },
    sports: {
      margin: percentBp(DEFAULT_MARGIN_BP),
      return: fractionToPercent(targetReturn(DEFAULT_MARGIN_BP), 2, 'nearest'),
      attacks: String(SPORTS_ATTACKS),
      minRating: String(SPORTS_MIN_RATING),
      maxRating: String(SPORTS_MAX_RATING),
    },
    cockfight: {
      margin: percentBp(DEFAULT_MARGIN_BP),
      return: fractionToPercent(targetReturn(DEFAULT_MARGIN_BP), 2, 'nearest'),
      draw: percentBp(DEFAULT_DRAW_BP),
      meronOdds: money(fight.meron.odds!),
      walaOdds: money(fight.wala.odds!),
      drawOdds: money(fight.draw.odds!),
    },
    highCard: {
      rake: percentBp(HIGH_CARD_RAKE_BP),
      minPlayers: String(HIGH_CARD_MIN_PLAYERS),
      maxPlayers: String(HIGH_CARD_MAX_PLAYERS),
      ante: money(1000),
      pot: money(table.pot),
      rakeAmount: money(table.rake),
      prize: money(table.payouts[1]!),
    },
    baccarat: {
      decks: String(baccarat.decks),
      commission: String(baccarat.commissionPercent),
      tiePays: String(baccarat.payouts.tie),
      pairPays: String(baccarat.payouts.pair),
      banker: baccarat.edges.banker.percent,
      player: baccarat.edges.player.percent,
      tie: baccarat.edges.tie.percent,
      pair: baccarat.edges.playerPair.percent,
      bankerWins: baccarat.outcomes.banker,
      playerWins: baccarat.outcomes.player,
      ties: baccarat.outcomes.tie,
    },
  };
}

export type GameRulesFigures = ReturnType<typeof gameRulesFigures>;

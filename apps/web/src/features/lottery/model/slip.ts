/**
 * The bet slip: lines of (bet type, chosen numbers, points), turned into the bets the server places and costed
 * with the shared rules before the member confirms. A xiên N line over more than N numbers places one xiên for
 * every N-number combination of them; a lô trượt line takes exactly its 4, 8 or 10 numbers.
 */
import {
  BET_SHAPES,
  betCost,
  checkBet,
  costMultiplier,
  type Bet,
  type BetRefusal,
  type BetType,
  type LotteryRegion,
  type OddsTable,
} from '@suerte/contracts/lottery-rules';
import { combinationCount, combinations } from './combinations';

export interface SlipLine {
  id: string;
  type: BetType;
  numbers: readonly string[];
  points: number;
}

/** The set size a line over more numbers expands by: a xiên's; undefined for every other bet type. */
function comboSize(type: BetType): number | undefined {
  const shape = BET_SHAPES[type];
  return shape.missAll ? undefined : shape.setSize;
}

/** The bets one slip line places (several for a xiên over more numbers than its size). */
export function lineBets(line: SlipLine, region: LotteryRegion): Bet[] {
  const size = comboSize(line.type);
  if (size !== undefined && line.numbers.length > size) {
    return combinations([...line.numbers].sort(), size).map((numbers) => ({
      type: line.type,
      region,
      numbers,
      points: line.points,
    }));
  }
  return [{ type: line.type, region, numbers: [...line.numbers], points: line.points }];
}

/** How many bets a line places: 1, or for xiên N over n numbers, n choose N. */
export function lineBetCount(type: BetType, pickCount: number): number {
  const size = comboSize(type);
  return size !== undefined && pickCount > size ? combinationCount(pickCount, size) : 1;
}

/** Why the line cannot be placed (the first bet's refusals; an expanded xiên shares them). */
export function lineProblems(line: SlipLine, region: LotteryRegion): BetRefusal[] {
  const size = comboSize(line.type);
  if (size !== undefined && line.numbers.length > size) {
    return checkBet({ type: line.type, region, numbers: line.numbers.slice(0, size), points: line.points });
  }
  return checkBet({ type: line.type, region, numbers: line.numbers, points: line.points });
}

export interface LineQuote {
  bets: number;
  /** Stakes over all the line's bets (numbers, xiên sets or sides). */
  stakes: number;
  /** Minor units the line costs. */
  cost: number;
  /** Minor units one hit of one stake pays (for lô: one occurrence). */
  winPerHit: number;
}

/** Cost and pay per hit of a line, or null while the line cannot be placed. */
export function quoteLine(line: SlipLine, region: LotteryRegion, odds: OddsTable): LineQuote | null {
  if (lineProblems(line, region).length > 0) return null;
  const bets = lineBets(line, region);
  const betOdds = odds[line.type];
  const cost = bets.reduce((sum, bet) => sum + betCost(bet, betOdds), 0);
  const stakes = BET_SHAPES[line.type].setSize !== undefined ? bets.length : bets[0]?.numbers.length || 1;
  return { bets: bets.length, stakes, cost, winPerHit: line.points * betOdds.winPerPoint };
}

/** The whole slip's cost in minor units (lines that cannot be placed count nothing). */
export function slipCost(lines: readonly SlipLine[], region: LotteryRegion, odds: OddsTable): number {
  return lines.reduce((sum, line) => sum + (quoteLine(line, region, odds)?.cost ?? 0), 0);
}

/**
 * How many prices one point is priced on: the drawn numbers for lô (27 north / 18 south and central for lô 2
 * số), the chosen numbers for lô trượt (4 / 8 / 10), else 1.
 */
export function loMultiplier(type: BetType, region: LotteryRegion): number {
  return costMultiplier(type, region);
}

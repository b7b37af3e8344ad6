/**
 * The results board: a draw's prizes in order with the lô (last two digits) of every number, and the lô table
 * by đầu (tens digit) the market reads results from. North draws 27 numbers, south and central 18.
 */
import { LOTTERY_PRIZES, type LotteryPrize } from '@suerte/contracts/core';
import type { LotteryPrizes } from '@suerte/contracts';

export interface PrizeRow {
  prize: LotteryPrize;
  numbers: string[];
}

/** The prizes of a result in board order (ĐB first), leaving out those the region does not draw. */
export function prizeRows(prizes: LotteryPrizes | null): PrizeRow[] {
  if (!prizes) return [];
  return LOTTERY_PRIZES.flatMap((prize) => {
    const numbers = prizes[prize];
    return numbers && numbers.length > 0 ? [{ prize, numbers: [...numbers] }] : [];
  });
}

/** Every lô of a result: the last two digits of each drawn number, with repeats (27 north, 18 south). */
export function loNumbers(prizes: LotteryPrizes | null): string[] {
  return prizeRows(prizes).flatMap((row) => row.numbers.filter((n) => n.length >= 2).map((n) => n.slice(-2)));
}

/** The lô table: for each đầu 0–9, the đuôi digits drawn with it (sorted, with repeats). */
export function loTable(prizes: LotteryPrizes | null): string[][] {
  const table: string[][] = Array.from({ length: 10 }, () => []);
  for (const lo of loNumbers(prizes)) table[Number(lo[0])]?.push(lo[1] as string);
  return table.map((tails) => tails.sort());
}

/** How many times a chosen two-digit number came out among the lô. */
export function loCount(prizes: LotteryPrizes | null, number: string): number {
  return loNumbers(prizes).filter((lo) => lo === number).length;
}

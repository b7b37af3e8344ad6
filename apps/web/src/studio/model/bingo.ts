import type { BingoStagePattern, StudioBingoCard, StudioBingoStageResult } from '@suerte/contracts';

/** Column letters of a 75-ball card. */
export const BINGO_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
const FREE = 12;

/** The letter a ball is called with (B 1–15 … O 61–75). */
export const ballLetter = (ball: number) => BINGO_LETTERS[Math.min(4, Math.floor((ball - 1) / 15))]!;

/** Seconds left until `closeAt` by the server's clock (`serverNow` read at `readAt` on this device). */
export function secondsLeft(closeAt: string, serverNow: string, readAt: number, now: number): number {
  const offset = Date.parse(serverNow) - readAt;
  return Math.max(0, Math.ceil((Date.parse(closeAt) - (now + offset)) / 1000));
}

/** "m:ss" of a countdown. */
export function countdownText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Which cells of a card are daubed after the first `shown` balls of the draw (the centre always). */
export function daubed(card: StudioBingoCard, draw: readonly number[], shown: number): boolean[] {
  const called = new Set(draw.slice(0, shown));
  return card.numbers.map((n, cell) => cell === FREE || called.has(n));
}

/** The stages already won when `shown` balls have been called, in order (as the server decided them). */
export function stagesWon(
  stages: readonly StudioBingoStageResult[],
  shown: number,
): StudioBingoStageResult[] {
  return stages.filter((s) => s.ball !== null && s.ball < shown);
}

/** What a card won in the stages won so far. */
export function cardWins(
  stages: readonly StudioBingoStageResult[],
  index: number,
  shown: number,
): { pattern: BingoStagePattern; amount: number }[] {
  return stagesWon(stages, shown).flatMap((s) => {
    const at = s.winners.indexOf(index);
    return at >= 0 ? [{ pattern: s.pattern, amount: s.prizes[at]! }] : [];
  });
}

/** Basis points as a percentage text ("85", "12.5"). */
export const percentOfBp = (bp: number) => String(bp / 100);

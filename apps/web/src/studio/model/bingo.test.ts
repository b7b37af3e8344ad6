import { describe, expect, it } from 'vitest';
import { ballLetter, cardWins, countdownText, daubed, secondsLeft, stagesWon } from './bingo';

const card = { index: 4, numbers: [1, 16, 31, 46, 61, ...Array(7).fill(99), 0, ...Array(12).fill(98)] };
const stages = [
  { pattern: 'line' as const, pot: 255, ball: 4, winners: [2, 4], prizes: [128, 127] },
  { pattern: 'blackout' as const, pot: 765, ball: 60, winners: [2], prizes: [765] },
];

describe('bingo screen model', () => {
  it('names balls by column and counts down by the server clock', () => {
    expect([1, 15, 16, 45, 46, 75].map(ballLetter)).toEqual(['B', 'B', 'I', 'N', 'G', 'O']);
    // The device is 5 s behind the server: 90 s left on the server are 85 s after 5 s of device time.
    expect(secondsLeft('2026-11-28T12:02:00Z', '2026-11-28T12:00:30Z', 1_000, 6_000)).toBe(85);
    expect(secondsLeft('2026-11-28T12:02:00Z', '2026-11-28T12:03:00Z', 0, 0)).toBe(0);
    expect(countdownText(85)).toBe('1:25');
  });

  it('daubs the called numbers and the free centre, and shows only stages already reached', () => {
    const marks = daubed(card, [1, 16, 31, 46, 61], 4);
    expect(marks.slice(0, 5)).toEqual([true, true, true, true, false]);
    expect(marks[12]).toBe(true);
    expect(stagesWon(stages, 4)).toEqual([]);
    expect(cardWins(stages, 4, 5)).toEqual([{ pattern: 'line', amount: 127 }]);
    expect(cardWins(stages, 4, 75)).toEqual([{ pattern: 'line', amount: 127 }]);
    expect(cardWins(stages, 2, 61).map((w) => w.amount)).toEqual([128, 765]);
  });
});

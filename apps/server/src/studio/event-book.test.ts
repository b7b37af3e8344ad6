import { fraction, priceCockfight, type FairStream } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { betOutcome, betReturn, drawResult, eventIdOf, priceEvent, scheduledCloses } from './event-book.js';

const scripted = (answers: number[]) =>
  ({
    nextInt(n: number) {
      const value = answers.shift();
      if (value === undefined || value >= n) throw new Error('script exhausted');
      return value;
    },
  }) as unknown as FairStream;

const fight = { sport: 'cockfight' as const, homeRating: 600, awayRating: 400, drawBp: 300, marginBp: 500 };

describe('event book', () => {
  it('prices a cockfight by hand: 600 vs 400 with a 3 % draw and a 5 % margin', () => {
    // P(meron) = 0.6 × 0.97 = 0.582, P(wala) = 0.388, P(draw) = 0.03; a draw refunds meron and wala.
    // R = 1/1.05. meron: floor(100 × (R − 0.03) / 0.582) = floor(158.47) = 158; wala: floor(237.71) = 237;
    // draw: floor(100 × R / 0.03) = floor(3174.6) = 3174.
    expect(priceEvent(fight)).toEqual({ odds: { meron: 158, wala: 237, draw: 3174 }, totalLine: null });
    expect(priceCockfight({ meron: 600, wala: 400, drawBp: 300 }).selections.meron.chance.win).toEqual(
      fraction(582, 1000),
    );
  });

  it('draws a cockfight from the stream: x in 0…10 000 000: below 5 820 000 meron, below 9 700 000 wala, else draw', () => {
    expect(drawResult(fight, scripted([5_819_999])).side).toBe('meron');
    expect(drawResult(fight, scripted([5_820_000])).side).toBe('wala');
    expect(drawResult(fight, scripted([9_700_000])).side).toBe('draw');
  });

  it('settles by hand: a win pays floor(stake × odds / 100), a draw refunds the sides, a loss pays nothing', () => {
    const draw = { side: 'draw' as const, score: null };
    const meron = { side: 'meron' as const, score: null };
    expect(betOutcome(fight, null, 'meron', meron)).toBe('win');
    expect(betReturn(333, 158, 'win')).toBe(526); // 526.14
    expect(betOutcome(fight, null, 'wala', meron)).toBe('lose');
    expect(betOutcome(fight, null, 'wala', draw)).toBe('push');
    expect(betReturn(333, 237, 'push')).toBe(333);
    expect(betOutcome(fight, null, 'draw', draw)).toBe('win');
    expect(betReturn(100, 3174, 'win')).toBe(3174);
  });

  it('prices football 1X2 and the total line, and settles a drawn score', () => {
    const match = { sport: 'football' as const, homeRating: 30, awayRating: 20, drawBp: null, marginBp: 600 };
    const { odds, totalLine } = priceEvent(match);
    expect(Object.keys(odds).sort()).toEqual(['away', 'draw', 'home', 'over', 'under']);
    // Expected goals 3 + 2 = 5: the line nearest an even split is 4.5.
    expect(totalLine).toBe(4);
    // Home attacks: 10 draws < 30 scores 3 goals; away: 2 goals.
    const stream = scripted([0, 0, 0, 99, 99, 99, 99, 99, 99, 99, 0, 0, 99, 99, 99, 99, 99, 99, 99, 99]);
    const result = drawResult(match, stream);
    expect(result.score).toEqual({ home: 3, away: 2 });
    expect(betOutcome(match, totalLine, 'home', result)).toBe('win');
    expect(betOutcome(match, totalLine, 'draw', result)).toBe('lose');
    expect(betOutcome(match, totalLine, 'over', result)).toBe('win');
    expect(betOutcome(match, totalLine, 'under', result)).toBe('lose');
  });

  it('schedules closes on the epoch grid, the same on every node', () => {
    expect(scheduledCloses(125_000, 60_000, 3)).toEqual([180_000, 240_000, 300_000]);
    expect(scheduledCloses(180_000, 60_000, 2)).toEqual([240_000, 300_000]);
    expect(eventIdOf('cockfight', 180_000)).toBe('cockfight-180');
  });
});

import { describe, expect, it } from 'vitest';
import type { LotteryPrizes } from '@suerte/contracts';
import { NORTH_SAMPLE, SOUTH_SAMPLE } from './rule-examples';
import { REVEAL_SPECIAL_PAUSE_MS, REVEAL_STEP_MS, revealSteps, shownNumbers } from './live-reveal';

const north = NORTH_SAMPLE as unknown as LotteryPrizes;
const south = SOUTH_SAMPLE as unknown as LotteryPrizes;

describe('live draw playback', () => {
  it('plays the north from G1 down to G7, every number once, and ĐB last after a longer pause', () => {
    const steps = revealSteps(north, 'north');
    expect(steps).toHaveLength(27);
    expect(steps.map((s) => s.prize).filter((p, i, all) => all[i - 1] !== p)).toEqual([
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'DB',
    ]);
    expect(steps.slice(0, 3).map((s) => s.number)).toEqual(['67845', '11111', '22222']);
    expect(steps.at(-1)).toMatchObject({ prize: 'DB', number: '12345' });
    expect(steps.at(-1)!.atMs - steps.at(-2)!.atMs).toBe(REVEAL_SPECIAL_PAUSE_MS);
    expect(steps[1]!.atMs - steps[0]!.atMs).toBe(REVEAL_STEP_MS);
  });

  it('plays the south and central from G8 up to G1, then ĐB: 18 numbers', () => {
    const steps = revealSteps(south, 'south');
    expect(steps).toHaveLength(18);
    expect(steps[0]).toMatchObject({ prize: 'G8', number: '56' });
    expect(steps.map((s) => s.prize).indexOf('G1')).toBe(16);
    expect(revealSteps(south, 'central').map((s) => s.number)).toEqual(steps.map((s) => s.number));
  });

  it('counts the numbers shown per prize after a number of steps', () => {
    const steps = revealSteps(north, 'north');
    // G1 (1), G2 (2), then 2 of G3's 6.
    expect([...shownNumbers(steps, 5)]).toEqual([
      ['G1', 1],
      ['G2', 2],
      ['G3', 2],
    ]);
    expect(shownNumbers(steps, 27).get('DB')).toBe(1);
  });
});

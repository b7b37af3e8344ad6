import { describe, expect, it } from 'vitest';
import { cockfightEvent } from '../test-support';
import { countdown, eventFairLink, isOpen, oddsText, potentialReturn, selectionRows } from './events';

const fight = cockfightEvent();

describe('event model', () => {
  it('shows odds with two decimals and the return as the server settles it', () => {
    expect(oddsText(158, 'en')).toBe('1.58');
    expect(oddsText(3174, 'en')).toBe('31.74');
    expect(potentialReturn(333, 158)).toBe(526);
  });

  it('counts down on the server clock and closes at zero', () => {
    const closes = Date.parse(fight.closesAt);
    expect(countdown(fight.closesAt, closes - 61_500, 0)).toBe('1:02');
    // The device is 5 s behind the server.
    expect(countdown(fight.closesAt, closes - 10_000, 5_000)).toBe('0:05');
    expect(countdown(fight.closesAt, closes + 1, 0)).toBe('0:00');
    expect(isOpen(fight, closes - 1, 0)).toBe(true);
    expect(isOpen(fight, closes, 0)).toBe(false);
  });

  it('orders selections and links a revealed event to the verifier', () => {
    expect(selectionRows(fight)).toEqual([['meron', 'draw', 'wala']]);
    expect(eventFairLink(fight)).toBeNull();
    const link = eventFairLink({ ...fight, fairness: { ...fight.fairness, serverSeed: 'cd' } })!;
    expect(link).toContain('game=cockfight');
    expect(link).toContain('meron=600&wala=400&drawBp=300');
  });
});

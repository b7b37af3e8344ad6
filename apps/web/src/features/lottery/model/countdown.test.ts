import { describe, expect, it } from 'vitest';
import { closingIn, formatCountdown, refreshDelay, UNKNOWN_COUNTDOWN } from './countdown';

describe('lottery countdown text', () => {
  it('reads hh:mm:ss from one hour up and mm:ss under an hour', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(3_599_999)).toBe('59:59');
    expect(formatCountdown(26 * 3_600_000 + 61_000)).toBe('26:01:01');
    expect(formatCountdown(65_400)).toBe('01:05');
  });

  it("shows '--:--:--' when unknown, not on sale or under one second", () => {
    expect(formatCountdown(null)).toBe(UNKNOWN_COUNTDOWN);
    expect(formatCountdown(999)).toBe(UNKNOWN_COUNTDOWN);
    expect(formatCountdown(-5_000)).toBe(UNKNOWN_COUNTDOWN);
    expect(formatCountdown(60_000, false)).toBe(UNKNOWN_COUNTDOWN);
    expect(formatCountdown(1_000)).toBe('00:01');
  });

  it('runs to the draw minus the lock time', () => {
    expect(closingIn(120_000, 30_000)).toBe(90_000);
    expect(closingIn(120_000, null)).toBe(120_000);
    expect(closingIn(null, 30_000)).toBeNull();
  });
});

describe('lottery refresh timer', () => {
  it('refreshes after the shortest remaining time', () => {
    expect(refreshDelay([25_000, 12_000, null, 29_000])).toBe(12_000);
  });

  it('waits 7000 ms when a countdown has run out', () => {
    expect(refreshDelay([0, 20_000])).toBe(7_000);
    expect(refreshDelay([-300, 20_000])).toBe(7_000);
  });

  it('never waits more than 30000 ms', () => {
    expect(refreshDelay([3_600_000])).toBe(30_000);
    expect(refreshDelay([])).toBe(30_000);
    expect(refreshDelay([null])).toBe(30_000);
  });
});

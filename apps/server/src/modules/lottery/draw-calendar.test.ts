import { describe, expect, it } from 'vitest';
import { drawsBetween, type GameCalendar } from './draw-calendar.js';

const south: GameCalendar = {
  gameType: 'LOTT',
  drawTimeLocal: '16:15',
  utcOffsetMinutes: 420,
  intervalSeconds: null,
  lockSeconds: 900,
  weekdays: [2, 7], // Monday and Saturday, as TP. Hồ Chí Minh.
};
const speed = (minutes: number): GameCalendar => ({
  gameType: 'ELOTT',
  drawTimeLocal: null,
  utcOffsetMinutes: 420,
  intervalSeconds: minutes * 60,
  lockSeconds: 10,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
});

describe('drawsBetween', () => {
  it('draws a regional station at its local time on its weekdays only, locking before', () => {
    // Wednesday 2026-11-25 00:00 UTC; the next Monday/Saturday draws are Sat 28th and Mon 30th.
    const draws = drawsBetween(south, new Date('2026-11-25T00:00:00Z'), 6 * 86_400_000);
    expect(draws.map((d) => d.numero)).toEqual(['20261128-1', '20261130-1']);
    expect(draws[0]!.drawAt.toISOString()).toBe('2026-11-28T09:15:00.000Z');
    expect(draws[0]!.lockAt.toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('leaves out a draw whose time has passed', () => {
    const draws = drawsBetween(south, new Date('2026-11-28T09:15:00Z'), 3 * 86_400_000);
    expect(draws.map((d) => d.numero)).toEqual(['20261130-1']);
  });

  it('numbers e-lottery draws by their place in the local day, the last one on the next midnight', () => {
    // 16:58:30 UTC is 23:58:30 in Vietnam: the day's draws 1439 (23:59) and 1440 (24:00), then the next day's 1.
    const draws = drawsBetween(speed(1), new Date('2026-11-25T16:58:30Z'), 3 * 60_000);
    expect(draws.map((d) => d.numero)).toEqual(['20261125-1439', '20261125-1440', '20261126-1']);
    expect(draws[1]!.drawAt.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(draws[1]!).toMatchObject({ day: '20261125', n: 1440 });
    expect(draws[2]!.lockAt.toISOString()).toBe('2026-11-25T17:00:50.000Z');
  });

  it('spaces 3- and 5-minute games by their interval', () => {
    const from = new Date('2026-11-25T01:00:00Z'); // 08:00 local
    expect(drawsBetween(speed(3), from, 9 * 60_000).map((d) => d.numero)).toEqual([
      '20261125-161',
      '20261125-162',
      '20261125-163',
    ]);
    expect(drawsBetween(speed(5), from, 10 * 60_000).map((d) => d.n)).toEqual([97, 98]);
  });
});

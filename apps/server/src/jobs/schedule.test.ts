import { describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-definition.js';
import {
  cronSchedule,
  describeSchedule,
  duePeriods,
  latestPeriod,
  nextPeriod,
  parseSchedule,
  ScheduleError,
} from '../lib/schedule.js';

const at = (iso: string) => new Date(iso);
const keys = (periods: { key: string }[]) => periods.map((p) => p.key);

describe('parseSchedule', () => {
  it('reads intervals and cron expressions with their time zone', () => {
    expect(parseSchedule('5s')).toEqual({ kind: 'interval', everySeconds: 5 });
    expect(parseSchedule('5m')).toEqual({ kind: 'interval', everySeconds: 300 });
    expect(parseSchedule(' 1d ')).toEqual({ kind: 'interval', everySeconds: 86_400 });
    expect(parseSchedule('0 20 * * * Asia/Manila')).toEqual({
      kind: 'cron',
      cron: '0 20 * * *',
      timeZone: 'Asia/Manila',
    });
    expect(describeSchedule(parseSchedule('30 0 1 * * * UTC'))).toBe('cron "30 0 1 * * *" UTC');
  });

  it('refuses what it cannot read', () => {
    for (const bad of ['0s', '5', '5w', '0 20 * * *', '0 20 * * * Mars/Olympus', '99 * * * * UTC'])
      expect(() => parseSchedule(bad), bad).toThrow(ScheduleError);
  });
});

describe('periods of an interval', () => {
  const every5m = parseSchedule('5m');

  it('counts periods from the epoch, so every node agrees on them', () => {
    expect(latestPeriod(every5m, at('2026-11-24T12:07:30Z'))?.key).toBe('2026-11-24T12:05:00.000Z');
    expect(latestPeriod(every5m, at('2026-11-24T12:05:00Z'))?.key).toBe('2026-11-24T12:05:00.000Z');
    expect(nextPeriod(every5m, at('2026-11-24T12:05:00Z'))?.key).toBe('2026-11-24T12:10:00.000Z');
  });

  it('plans nothing again for a period already planned', () => {
    expect(duePeriods(every5m, at('2026-11-24T12:05:00Z'), at('2026-11-24T12:09:59Z'), 'each')).toEqual([]);
  });

  it('after downtime runs the newest period only, or each one missed (the newest when too many)', () => {
    const last = at('2026-11-24T12:00:00Z');
    const now = at('2026-11-24T12:17:00Z');
    expect(keys(duePeriods(every5m, last, now, 'latest'))).toEqual(['2026-11-24T12:15:00.000Z']);
    expect(keys(duePeriods(every5m, last, now, 'each'))).toEqual([
      '2026-11-24T12:05:00.000Z',
      '2026-11-24T12:10:00.000Z',
      '2026-11-24T12:15:00.000Z',
    ]);
    expect(keys(duePeriods(every5m, last, now, 'each', 2))).toEqual([
      '2026-11-24T12:10:00.000Z',
      '2026-11-24T12:15:00.000Z',
    ]);
  });

  it('starts a new job at the current period rather than replaying history', () => {
    expect(keys(duePeriods(every5m, null, at('2026-11-24T12:17:00Z'), 'each'))).toEqual([
      '2026-11-24T12:15:00.000Z',
    ]);
  });
});

describe('periods of a cron schedule in a time zone', () => {
  // The kind of job later features declare: a draw at 20:00 and 22:30 Manila time, every missed draw owed.
  const draw: JobDefinition = {
    name: 'lottery-draw',
    description: 'draw the evening games',
    schedule: cronSchedule('0 20 * * *', 'Asia/Manila'),
    missed: 'each',
    timeoutSeconds: 600,
    retry: { limit: 5, delaySeconds: 10 },
    run: async ({ period }) => period.key,
  };

  it('falls due at the local time, whatever the server zone', () => {
    expect(latestPeriod(draw.schedule, at('2026-11-24T12:00:00Z'))?.key).toBe('2026-11-24T12:00:00.000Z');
    expect(latestPeriod(draw.schedule, at('2026-11-24T11:59:59Z'))?.key).toBe('2026-11-23T12:00:00.000Z');
    expect(nextPeriod(draw.schedule, at('2026-11-24T12:00:00Z'))?.key).toBe('2026-11-25T12:00:00.000Z');
  });

  it('owes every draw missed while every node was down, oldest first', () => {
    const due = duePeriods(
      draw.schedule,
      at('2026-11-24T12:00:00Z'),
      at('2026-11-27T13:00:00Z'),
      draw.missed,
    );
    expect(keys(due)).toEqual([
      '2026-11-25T12:00:00.000Z',
      '2026-11-26T12:00:00.000Z',
      '2026-11-27T12:00:00.000Z',
    ]);
  });

  it('keeps several fire times a day and seconds (5-minute salaries, daily wages at 00:30)', () => {
    const twiceEvening = cronSchedule('0 30 20,22 * * *', 'Asia/Bangkok');
    expect(
      keys(duePeriods(twiceEvening, at('2026-11-24T13:30:00Z'), at('2026-11-24T16:00:00Z'), 'each')),
    ).toEqual(['2026-11-24T15:30:00.000Z']);
    const salaries = cronSchedule('*/5 * * * *', 'Asia/Ho_Chi_Minh');
    expect(latestPeriod(salaries, at('2026-11-24T12:04:59Z'))?.key).toBe('2026-11-24T12:00:00.000Z');
    const wages = parseSchedule('30 0 * * * Asia/Jakarta');
    expect(latestPeriod(wages, at('2026-11-24T18:00:00Z'))?.key).toBe('2026-11-24T17:30:00.000Z');
  });
});

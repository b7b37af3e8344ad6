import { Cron } from 'croner';

/**
 * When a job falls due. An interval is counted from the Unix epoch, so every node agrees on its periods without
 * talking to the others; a cron expression (five fields, or six with seconds) is read in its IANA time zone, so
 * "20:00 in Manila" stays 20:00 there whatever the server's zone.
 */
export type JobSchedule =
  | { readonly kind: 'interval'; readonly everySeconds: number }
  | { readonly kind: 'cron'; readonly cron: string; readonly timeZone: string };

/** One period of a job: its key (unique per job in the database) and the time it fell due. */
export interface Period {
  readonly key: string;
  readonly dueAt: Date;
}

export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/**
 * Reads a schedule as written in configuration: `30s`, `5m`, `1h`, `1d` for an interval, or a cron expression
 * followed by its time zone (`0 20 * * * Asia/Manila`, `*\/5 * * * * UTC`).
 */
export function parseSchedule(text: string): JobSchedule {
  const trimmed = text.trim();
  const interval = /^(\d{1,6})([smhd])$/.exec(trimmed);
  if (interval) {
    const everySeconds = Number(interval[1]) * UNIT_SECONDS[interval[2] as keyof typeof UNIT_SECONDS];
    if (everySeconds < 1) throw new ScheduleError(`an interval must be at least 1s: ${text}`);
    return { kind: 'interval', everySeconds };
  }
  const fields = trimmed.split(/\s+/);
  if (fields.length < 6 || fields.length > 7)
    throw new ScheduleError(`not an interval (30s, 5m, 1h) nor a cron expression with a time zone: ${text}`);
  return cronSchedule(fields.slice(0, -1).join(' '), fields.at(-1)!);
}

export function cronSchedule(cron: string, timeZone: string): JobSchedule {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ScheduleError(`unknown time zone: ${timeZone}`);
  }
  try {
    cronOf(cron, timeZone);
  } catch (err) {
    throw new ScheduleError(`bad cron expression "${cron}": ${err instanceof Error ? err.message : err}`);
  }
  return { kind: 'cron', cron, timeZone };
}

export function describeSchedule(schedule: JobSchedule): string {
  return schedule.kind === 'interval'
    ? `every ${schedule.everySeconds}s`
    : `cron "${schedule.cron}" ${schedule.timeZone}`;
}

function cronOf(cron: string, timeZone: string): Cron {
  return new Cron(cron, { timezone: timeZone, paused: true });
}

function periodAt(dueAt: Date): Period {
  return { key: dueAt.toISOString(), dueAt };
}

/** The latest period that has fallen due at `now` (its due time is at or before now); null if none ever did. */
export function latestPeriod(schedule: JobSchedule, now: Date): Period | null {
  if (schedule.kind === 'interval') {
    const step = schedule.everySeconds * 1000;
    return periodAt(new Date(Math.floor(now.getTime() / step) * step));
  }
  const [previous] = cronOf(schedule.cron, schedule.timeZone).previousRuns(1, new Date(now.getTime() + 1));
  return previous ? periodAt(previous) : null;
}

/** The first period due strictly after `after`. */
export function nextPeriod(schedule: JobSchedule, after: Date): Period | null {
  if (schedule.kind === 'interval') {
    const step = schedule.everySeconds * 1000;
    return periodAt(new Date((Math.floor(after.getTime() / step) + 1) * step));
  }
  const next = cronOf(schedule.cron, schedule.timeZone).nextRun(after);
  return next ? periodAt(next) : null;
}

/**
 * What to run when a job has fallen behind (every node was down, or the job is new):
 * `latest` runs only the newest period (a sweep such as sealing catches up by itself);
 * `each` runs every period after the last one planned, oldest first (each day's wages are owed), at most `cap`.
 */
export type MissedPolicy = 'latest' | 'each';

export function duePeriods(
  schedule: JobSchedule,
  lastPlanned: Date | null,
  now: Date,
  missed: MissedPolicy,
  cap = 100,
): Period[] {
  const latest = latestPeriod(schedule, now);
  if (!latest || (lastPlanned && latest.dueAt <= lastPlanned)) return [];
  if (missed === 'latest' || !lastPlanned) return [latest];
  const periods: Period[] = [];
  // An interval's periods are evenly spaced: start at the oldest one kept rather than walk a long backlog.
  const from =
    schedule.kind === 'interval'
      ? new Date(Math.max(lastPlanned.getTime(), latest.dueAt.getTime() - cap * schedule.everySeconds * 1000))
      : lastPlanned;
  for (let p = nextPeriod(schedule, from); p && p.dueAt <= now; p = nextPeriod(schedule, p.dueAt)) {
    periods.push(p);
    // The newest periods matter most when a backlog is too long: keep the last `cap`.
    if (periods.length > cap) periods.shift();
  }
  return periods;
}

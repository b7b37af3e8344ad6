/**
 * When a game draws: the pure calendar behind draw creation. Regional games draw once on each of their weekdays
 * at a local time; e-lottery games every `intervalSeconds` from local midnight. A draw is numbered
 * `yyyyMMdd-N` in the game's local day: N = 1 for a regional draw, the draw's place in the day for e-lottery
 * (the day's last draw falls on the next midnight and still belongs to the day it ends).
 */
export interface GameCalendar {
  gameType: 'LOTT' | 'ELOTT';
  /** 'HH:MM' local, regional games. */
  drawTimeLocal: string | null;
  utcOffsetMinutes: number;
  /** E-lottery: seconds between draws (divides a day). */
  intervalSeconds: number | null;
  lockSeconds: number;
  /** 1 = Sunday … 7 = Saturday. */
  weekdays: readonly number[];
}

export interface PlannedDraw {
  numero: string;
  drawAt: Date;
  lockAt: Date;
  /** The day part of the numero (yyyyMMdd) and N: the fair client seed and nonce of an RNG draw. */
  day: string;
  n: number;
}

const DAY_MS = 86_400_000;

function dayKey(localMs: number): string {
  const d = new Date(localMs);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

function planned(game: GameCalendar, localDayStart: number, n: number, drawLocalMs: number): PlannedDraw {
  const drawAt = new Date(drawLocalMs - game.utcOffsetMinutes * 60_000);
  const day = dayKey(localDayStart);
  return {
    numero: `${day}-${n}`,
    drawAt,
    lockAt: new Date(drawAt.getTime() - game.lockSeconds * 1000),
    day,
    n,
  };
}

/** Every draw of the game with a draw time after `from` and at most `horizonMs` later, in time order. */
export function drawsBetween(game: GameCalendar, from: Date, horizonMs: number): PlannedDraw[] {
  const offset = game.utcOffsetMinutes * 60_000;
  const localFrom = from.getTime() + offset;
  const localTo = localFrom + horizonMs;
  const draws: PlannedDraw[] = [];
  if (game.gameType === 'ELOTT') {
    const step = (game.intervalSeconds ?? 0) * 1000;
    if (step <= 0 || DAY_MS % step !== 0) throw new RangeError('an e-lottery interval must divide a day');
    for (let t = (Math.floor(localFrom / step) + 1) * step; t <= localTo; t += step) {
      const dayStart = Math.floor((t - 1) / DAY_MS) * DAY_MS;
      draws.push(planned(game, dayStart, (t - dayStart) / step, t));
    }
    return draws;
  }
  const match = /^(\d{2}):(\d{2})$/.exec(game.drawTimeLocal ?? '');
  if (!match) throw new RangeError('a regional game needs its draw time');
  const timeOfDay = (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  for (let dayStart = Math.floor(localFrom / DAY_MS) * DAY_MS; dayStart <= localTo; dayStart += DAY_MS) {
    const t = dayStart + timeOfDay;
    // getUTCDay: 0 = Sunday; the table's weekdays count Sunday as 1.
    const weekday = new Date(dayStart).getUTCDay() + 1;
    if (t > localFrom && t <= localTo && game.weekdays.includes(weekday))
      draws.push(planned(game, dayStart, 1, t));
  }
  return draws;
}

/**
 * How far ahead draws are created: a week and a day of regional draws (every station shows its next draw), ten
 * minutes (at least two draws) of e-lottery.
 */
export function creationHorizonMs(game: GameCalendar): number {
  if (game.gameType === 'LOTT') return 8 * DAY_MS;
  return Math.max(10 * 60_000, 2 * (game.intervalSeconds ?? 60) * 1000);
}

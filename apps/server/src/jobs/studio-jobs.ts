import type { JobDefinition } from './job-definition.js';
import { parseSchedule, type JobSchedule } from '../lib/schedule.js';

export interface StudioRecoveryReport {
  settled: number;
  rolledBack: number;
  ended: number;
  pending: number;
}

/**
 * Suerte Studio's recovery on the job engine, wherever the studio runs (inside the portal's process, or alone with
 * `npm run studio`): rounds left between bet and win (a crash, a kill, a lost answer) get their win or their
 * rollback, once (each round moves once, each wallet call applies once). By default every minute, for rounds
 * left over a minute.
 */
export function studioRecoveryJob(
  recover: () => Promise<StudioRecoveryReport>,
  schedule: JobSchedule = parseSchedule('1m'),
): JobDefinition {
  return {
    name: 'studio-recovery',
    description: 'complete or roll back studio rounds interrupted between bet and win',
    schedule,
    missed: 'latest',
    timeoutSeconds: 120,
    retry: { limit: 1, delaySeconds: 10 },
    run: async () => {
      const report = await recover();
      return report.settled + report.rolledBack + report.ended + report.pending > 0 ? report : undefined;
    },
  };
}

/**
 * Suerte Studio's bingo rooms on the job engine: schedules each room's next games, draws each game once its sales
 * have closed (by the database's clock), and pays its wins. Every step is guarded in the database (unique games,
 * the game row locked for its draw, one win per purchase by its transaction id), so any node may run it.
 */
export function studioBingoJob(
  tick: () => Promise<{ scheduled: number; drawn: number; waiting: number; paid: number; pending: number }>,
): JobDefinition {
  return {
    name: 'studio-bingo',
    description: 'schedule, draw and settle the studio bingo rooms',
    schedule: parseSchedule('5s'),
    missed: 'latest',
    timeoutSeconds: 120,
    retry: { limit: 1, delaySeconds: 2 },
    run: async () => {
      const report = await tick();
      return report.scheduled + report.drawn + report.waiting + report.paid + report.pending > 0
        ? report
        : undefined;
    },
  };
}

/**
 * Suerte Studio's simulated events on the job engine: each run opens the next scheduled events (named by their
 * close time, so nodes agree), draws the result of events whose betting closed (under the event's row lock) and
 * pays their bets through the wallet's win batch (each win once, whatever runs at the same time).
 */
export function studioEventsJob(tick: () => Promise<Record<string, number>>): JobDefinition {
  return {
    name: 'studio-events',
    description: 'open scheduled simulated events, draw the results of closed ones and pay their bets',
    schedule: parseSchedule('5s'),
    missed: 'latest',
    timeoutSeconds: 120,
    retry: { limit: 1, delaySeconds: 2 },
    run: async () => {
      const report = await tick();
      return Object.values(report).some((n) => n > 0) ? report : undefined;
    },
  };
}

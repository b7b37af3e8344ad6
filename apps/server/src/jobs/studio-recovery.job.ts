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

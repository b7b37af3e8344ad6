import type { Database } from '../../db/database.js';
import type { JobSchedule, MissedPolicy } from '../../lib/schedule.js';
import { runDrawJob, type LotteryResultFeed } from './lottery-draws.service.js';
import { runSettlementJob } from './lottery-settlement.service.js';

/** The lottery's scheduled jobs, run by the product's job registry (jobs/product-jobs.ts). */
export const LOTTERY_JOB_SCHEDULES = {
  'lottery-draws': '5s',
  'lottery-settlement': '5s',
} as const;

interface LotteryJob {
  name: keyof typeof LOTTERY_JOB_SCHEDULES;
  description: string;
  schedule: JobSchedule;
  missed: MissedPolicy;
  timeoutSeconds: number;
  retry: { limit: number; delaySeconds: number };
  run(): Promise<unknown>;
}

/**
 * Draws: create the upcoming draws of every game (each keyed by game and numero, its seed's hash published at
 * creation), lock the draws whose lock time has come by the database's clock, produce the due results (RNG
 * draws from their seeds, regional draws from the feed). Settlement: settle resulted draws and refund void ones
 * in chunks (see lottery-settlement.service.ts): every effect is keyed per draw and per bet, so a run repeated
 * on another node or after a crash pays nothing twice, and it runs outside request handling.
 */
export function lotteryJobs(
  db: Database,
  schedule: (name: keyof typeof LOTTERY_JOB_SCHEDULES) => JobSchedule,
  feed: LotteryResultFeed | null = null,
): LotteryJob[] {
  return [
    {
      name: 'lottery-draws',
      description: 'create upcoming lottery draws, lock them at lock time and produce due results',
      schedule: schedule('lottery-draws'),
      missed: 'latest',
      timeoutSeconds: 120,
      retry: { limit: 2, delaySeconds: 2 },
      run: async () => {
        const report = await runDrawJob(db, feed);
        const changed = report.created + report.locked + report.resulted + report.overdue;
        return changed + report.refused.length + report.failed.length > 0 ? report : undefined;
      },
    },
    {
      name: 'lottery-settlement',
      description: 'settle resulted lottery draws and refund voided ones, each bet once',
      schedule: schedule('lottery-settlement'),
      missed: 'latest',
      timeoutSeconds: 600,
      retry: { limit: 3, delaySeconds: 5 },
      run: async () => {
        const report = await runSettlementJob(db);
        return report.bets > 0 ? report : undefined;
      },
    },
  ];
}

// The job registry's public face: every scheduled job of the product (product-jobs.ts) with its schedule, period
// key and handler, run on pg-boss by job-runner.ts; the status and manual runs behind `ops jobs`.
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { vendorTransferAdapters, type VendorTransferAdapters } from '../modules/transfers/index.js';
import { defaultAggregatorAdapters } from '../modules/payments/index.js';
import { createHttpResultFeed } from '../modules/lottery/index.js';
import type { JobDefinition } from './job-definition.js';
import type { JobLog } from './job-execution.js';
import { startJobRunner, type JobRunner } from './job-runner.js';
import { productJobs } from './product-jobs.js';

export type { JobContext, JobDefinition } from './job-definition.js';
export type { JobLog } from './job-execution.js';
export { startJobRunner, ENGINE_SCHEMA, type JobRunner, type JobRunnerOptions } from './job-runner.js';
export { jobStatuses, runJobNow, type JobStatus } from './jobs-status.service.js';
export { productJobs, DEFAULT_SCHEDULES } from './product-jobs.js';
export {
  studioBingoJob,
  studioEventsJob,
  studioRecoveryJob,
  type StudioRecoveryReport,
} from './studio-jobs.js';
export { migrateJobEngine } from './engine-tables.js';
export {
  cronSchedule,
  describeSchedule,
  parseSchedule,
  type JobSchedule,
  type Period,
} from '../lib/schedule.js';

/**
 * Test-only seam: a test that starts real server processes can preload a module that puts extra definitions under
 * this symbol (a job whose runs it can observe). The product never sets it.
 */
export const EXTRA_JOBS_FOR_TESTS = Symbol.for('suerte.jobs.extra-definitions-for-tests');

/** The product's jobs as configured, with the log lines they report to. */
export function configuredJobs(
  config: Config,
  db: Database,
  log: JobLog,
  adapters: VendorTransferAdapters = vendorTransferAdapters(),
  /** Jobs of what this process composes besides the product's modules (the in-process studio's recovery). */
  composed: readonly JobDefinition[] = [],
): JobDefinition[] {
  const extra = (globalThis as Record<symbol, unknown>)[EXTRA_JOBS_FOR_TESTS];
  if (config.env === 'production' && !config.lotteryFeed)
    log.warn(
      {},
      'no lottery result feed configured (LOTTERY_FEED_*_URL): regional draws are drawn by the RNG, marked demo',
    );
  return [
    ...productJobs({
      db,
      schedules: config.jobs.schedules,
      vendorAdapters: adapters,
      aggregatorAdapters: defaultAggregatorAdapters(db, config.paymentSandboxProviders),
      vendorTransferMaxAttempts: config.vendorTransferMaxAttempts,
      lotteryFeed: config.lotteryFeed ? createHttpResultFeed(config.lotteryFeed) : null,
      onTransferNeedsReview: (row) =>
        log.warn(
          {
            transferId: row.id,
            memberId: row.member_id,
            vendorCode: row.vendor_code,
            attempts: row.attempts,
          },
          'vendor transfer still unknown after the last attempt: left for an operator (ops transfer:resolve)',
        ),
    }),
    ...composed,
    ...(Array.isArray(extra) ? (extra as JobDefinition[]) : []),
  ];
}

/** Starts this node's share of the scheduled jobs, unless JOBS_ENABLED=false (a node that only serves requests). */
export async function startServerJobs(
  config: Config,
  db: Database,
  log: JobLog,
  composed: readonly JobDefinition[] = [],
): Promise<JobRunner | null> {
  if (!config.jobs.enabled) return null;
  return startJobRunner({ db, definitions: configuredJobs(config, db, log, undefined, composed), log });
}

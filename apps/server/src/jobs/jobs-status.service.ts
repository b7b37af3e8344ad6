import type { Database } from '../db/database.js';
import { appendAudit } from '../modules/audit/index.js';
import type { JobDefinition } from './job-definition.js';
import { executeRun, type JobLog } from './job-execution.js';
import { databaseNow, findRun, insertRun, jobSummaries, type JobRunRow } from './job-runs.repository.js';
import { describeSchedule, nextPeriod } from '../lib/schedule.js';

export interface JobStatus {
  name: string;
  description: string;
  schedule: string;
  /** The newest run (scheduled or manual), if any. */
  lastRun: JobRunRow | null;
  nextRunAt: Date | null;
  /** In the last 24 hours: runs that failed for good, and failed attempts (retried or not). */
  failedRuns: number;
  failedAttempts: number;
}

/** What `ops jobs` shows: each declared job with its schedule, last run, outcome, next run and failures. */
export async function jobStatuses(db: Database, definitions: readonly JobDefinition[]): Promise<JobStatus[]> {
  const [now, { latest, failures }] = await Promise.all([databaseNow(db), jobSummaries(db)]);
  const byJob = new Map(latest.map((r) => [r.job, r]));
  return definitions.map((d) => ({
    name: d.name,
    description: d.description,
    schedule: describeSchedule(d.schedule),
    lastRun: byJob.get(d.name) ?? null,
    nextRunAt: nextPeriod(d.schedule, now)?.dueAt ?? null,
    failedRuns: failures.get(d.name)?.failed_runs ?? 0,
    failedAttempts: failures.get(d.name)?.failed_attempts ?? 0,
  }));
}

/**
 * Runs one job now, in this process, as an extra run of its own (period `manual:<time>`) beside the scheduled
 * ones: no retry, the outcome is recorded like any run's. Returns the run as recorded.
 */
export async function runJobNow(
  db: Database,
  definition: JobDefinition,
  operator: string,
  log: JobLog,
): Promise<JobRunRow> {
  const now = await databaseNow(db);
  const period = { key: `manual:${now.toISOString()}`, dueAt: now };
  // Audited before it runs: the entry stands even if the run is cut short; the outcome is in job_runs.
  await db.transaction().execute(async (trx) => {
    await insertRun(trx, { job: definition.name, period: period.key, dueAt: now, triggeredBy: operator });
    await appendAudit(trx, {
      actor: operator,
      action: 'job.run',
      target: `job:${definition.name}`,
      before: undefined,
      after: { period: period.key },
    });
  });
  await executeRun(db, definition, { period, finalAttempt: true, triggeredBy: operator }, log).catch(
    () => undefined,
  );
  return findRun(db, definition.name, period.key);
}

import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { JobLog } from './job-execution.js';
import { giveUpRun } from './job-runs.repository.js';

/**
 * The engine's dead-letter queue of every job: it receives a run's data when the engine gave the run up for good
 * (the last attempt failed, or expired because its node died). A run whose attempts all expired never reached the
 * handler's error path, so without this its row would show "running" forever.
 */
export const GIVEN_UP_QUEUE = 'job-run-given-up';

/** What each planned run carries in the engine (and so in the dead-letter queue). */
export interface RunData {
  /** The job's name (the dead-letter queue is shared by every job). */
  job: string;
  period: string;
  dueAt: string;
}

export async function createGivenUpQueue(boss: PgBoss): Promise<void> {
  const options = { name: GIVEN_UP_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true };
  await boss.createQueue(GIVEN_UP_QUEUE, options);
}

/** Marks each run the engine gave up as failed; one a node still holds within its lease is looked at again then. */
export async function watchGivenUpRuns(
  boss: PgBoss,
  db: Database,
  log: JobLog,
  pollSeconds: number,
): Promise<string> {
  return boss.work<Partial<RunData>>(
    GIVEN_UP_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollSeconds },
    async ([given]) => {
      const { job, period } = given?.data ?? {};
      // Runs planned before the job name was part of their data cannot be told apart: nothing to mark.
      if (!given || typeof job !== 'string' || typeof period !== 'string') return;
      const outcome = await giveUpRun(db, job, period, `no attempt left: ${engineReason(given.output)}`);
      if (outcome === 'failed') log.error({ job, period }, 'job run failed for good: no attempt left');
      else if (outcome !== 'settled') {
        await boss.send(GIVEN_UP_QUEUE, given.data, { startAfter: outcome.heldUntil });
      }
    },
  );
}

function engineReason(output: unknown): string {
  const value = (output as { value?: unknown } | null)?.value ?? output;
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'the engine gave the run up';
}

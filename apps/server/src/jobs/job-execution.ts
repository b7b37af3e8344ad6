import type { Database } from '../db/database.js';
import type { JobDefinition } from './job-definition.js';
import { claimRun, finishRun } from './job-runs.repository.js';
import type { Period } from '../lib/schedule.js';

/** Where the runner reports (the server's logger fits). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type RunOutcome = 'succeeded' | 'skipped';

export interface RunRequest {
  readonly period: Period;
  /** No retry follows this attempt: a failure is final. */
  readonly finalAttempt: boolean;
  readonly triggeredBy?: string | null;
}

/**
 * Runs one attempt at a planned period: takes the run (nothing to do when it already succeeded or another node
 * holds it), calls the handler and records the outcome. A failure is recorded as retrying, or failed on the final
 * attempt, and thrown again so that the engine schedules the retry.
 */
export async function executeRun(
  db: Database,
  definition: JobDefinition,
  request: RunRequest,
  log: JobLog,
): Promise<RunOutcome> {
  const { name } = definition;
  const { period } = request;
  const claimed = await claimRun(db, name, period.key, definition.timeoutSeconds);
  if (!claimed) return 'skipped';
  try {
    const result = await definition.run({
      period,
      attempt: claimed.attempts,
      triggeredBy: request.triggeredBy ?? null,
    });
    await finishRun(db, name, period.key, { state: 'succeeded' });
    if (result !== undefined) log.info({ job: name, period: period.key, result }, 'job run done');
    return 'succeeded';
  } catch (err) {
    const state = request.finalAttempt ? 'failed' : 'retrying';
    await finishRun(db, name, period.key, { state, error: describeError(err) }).catch((recordErr: unknown) =>
      log.error({ err: recordErr, job: name }, 'could not record a failed job run'),
    );
    log[state === 'failed' ? 'error' : 'warn'](
      { err, job: name, period: period.key, attempt: claimed.attempts },
      state === 'failed' ? 'job run failed for good' : 'job run failed; it will be retried',
    );
    throw err;
  }
}

function describeError(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

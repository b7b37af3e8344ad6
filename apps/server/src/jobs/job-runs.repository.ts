import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { JobRunsTable } from '../db/schema.js';

export type JobRunRow = Selectable<JobRunsTable>;

/** Plans one period of a job; false when it was already planned (by this node, another one, or before a restart). */
export async function insertRun(
  db: Executor,
  run: { job: string; period: string; dueAt: Date; triggeredBy?: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      period: run.period,
      due_at: run.dueAt,
      state: 'queued',
      triggered_by: run.triggeredBy ?? null,
    })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .returning('job')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The due time of the newest scheduled period planned for each job (manual runs do not count). */
export async function lastPlanned(db: Executor): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('job_runs')
    .select(['job', sql<Date>`max(due_at)`.as('due_at')])
    .where('triggered_by', 'is', null)
    .groupBy('job')
    .execute();
  return new Map(rows.map((r) => [r.job, new Date(r.due_at)]));
}

/**
 * Takes a run for this attempt: only a run not yet succeeded (or failed for good), and not held by a live lease
 * of another node. Null when there is nothing to do (already done, or being done elsewhere).
 */
export function claimRun(db: Executor, job: string, period: string, leaseSeconds: number) {
  return db
    .updateTable('job_runs')
    .set({
      state: 'running',
      attempts: sql`attempts + 1`,
      started_at: sql`now()`,
      lease_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where('job', '=', job)
    .where('period', '=', period)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['queued', 'retrying']),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export function finishRun(
  db: Executor,
  job: string,
  period: string,
  outcome: { state: 'succeeded' } | { state: 'retrying' | 'failed'; error: string },
) {
  const failed = outcome.state !== 'succeeded';
  return db
    .updateTable('job_runs')
    .set({
      state: outcome.state,
      failures: failed ? sql`failures + 1` : sql`failures`,
      last_error: failed ? outcome.error.slice(0, 2000) : sql`last_error`,
      finished_at: sql`now()`,
      lease_until: null,
    })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Records a run the engine gave up (its last attempt failed or expired, say because its node kept dying) as failed
 * for good, unless it finished or a node still holds it within its lease. Returns what happened: 'failed' when
 * marked, the live lease's end when a node still holds it (look again then), or 'settled' when it had finished.
 */
export async function giveUpRun(
  db: Executor,
  job: string,
  period: string,
  reason: string,
): Promise<'failed' | 'settled' | { heldUntil: Date }> {
  const marked = await db
    .updateTable('job_runs')
    .set({
      state: 'failed',
      // Every attempt claimed and not finished failed too (it expired).
      failures: sql`greatest(failures, attempts)`,
      last_error: sql`coalesce(last_error || ' / ', '') || ${reason.slice(0, 1000)}`,
      finished_at: sql`now()`,
      lease_until: null,
    })
    .where('job', '=', job)
    .where('period', '=', period)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['queued', 'retrying']),
        eb.and([
          eb('state', '=', 'running'),
          eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]),
        ]),
      ]),
    )
    .returning('job')
    .executeTakeFirst();
  if (marked) return 'failed';
  const row = await db
    .selectFrom('job_runs')
    .select(['state', 'lease_until'])
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.state === 'running' && row.lease_until ? { heldUntil: new Date(row.lease_until) } : 'settled';
}

/** Per job: its newest run, and how many runs failed for good and attempts failed in the last day. */
export async function jobSummaries(db: Executor) {
  const latest = await db
    .selectFrom('job_runs')
    .selectAll()
    .distinctOn('job')
    .orderBy('job')
    .orderBy('queued_at', 'desc')
    .execute();
  const failures = await db
    .selectFrom('job_runs')
    .select([
      'job',
      sql<number>`count(*) filter (where state = 'failed')::int`.as('failed_runs'),
      sql<number>`coalesce(sum(failures), 0)::int`.as('failed_attempts'),
    ])
    .where('queued_at', '>', sql<Date>`now() - interval '1 day'`)
    .groupBy('job')
    .execute();
  return { latest, failures: new Map(failures.map((f) => [f.job, f])) };
}

export function recentRuns(db: Executor, job: string, limit: number) {
  return db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .orderBy('queued_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Forgets up to `limit` finished runs: succeeded ones older than `days`, failed ones older than `failedDays` (left
 * longer for an operator to see), always keeping each job's newest scheduled period (catch-up planning starts from
 * it). Returns how many went; the housekeeping job calls it until a batch comes back short.
 */
export async function pruneRuns(
  db: Executor,
  ages: { days: number; failedDays: number },
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from job_runs where (job, period) in (
      select r.job, r.period from job_runs r
      where ((r.state = 'succeeded' and r.due_at < now() - make_interval(days => ${ages.days}))
          or (r.state = 'failed' and r.due_at < now() - make_interval(days => ${ages.failedDays})))
        and exists (select 1 from job_runs n where n.job = r.job and n.due_at > r.due_at)
      limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export function databaseNow(db: Executor): Promise<Date> {
  return sql<{ now: Date }>`select now() as now`.execute(db).then((r) => new Date(r.rows[0]!.now));
}

/** One run, which must exist. */
export function findRun(db: Executor, job: string, period: string): Promise<JobRunRow> {
  return db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
}

/** The state of one run when it was never planned. */
export async function claimState(db: Executor, job: string, period: string) {
  const row = await db
    .selectFrom('job_runs')
    .select('state')
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.state ?? null;
}

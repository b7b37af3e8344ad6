import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { retryTransient } from '../db/db-errors.js';
import { checkDefinitions, type JobDefinition } from './job-definition.js';
import { executeRun, type JobLog } from './job-execution.js';
import { createGivenUpQueue, GIVEN_UP_QUEUE, watchGivenUpRuns, type RunData } from './job-given-up.js';
import { claimState, databaseNow, insertRun, lastPlanned } from './job-runs.repository.js';
import { duePeriods, type Period } from '../lib/schedule.js';

/** pg-boss keeps its own tables in this schema (and migrates them itself at start). */
export const ENGINE_SCHEMA = 'pgboss';
/** The engine expires an attempt a little after the run's lease ends, so that its retry finds the run free. */
const EXPIRY_MARGIN_SECONDS = 2;

export interface JobRunnerOptions {
  readonly db: Database;
  readonly definitions: readonly JobDefinition[];
  readonly log: JobLog;
  /** The time periods are judged by: the database's clock unless a test moves time. */
  readonly clock?: () => Promise<Date>;
  /** How often this node looks for periods that fell due. */
  readonly planEverySeconds?: number;
  /** How often an idle worker asks the engine for work planned by another node. */
  readonly pollSeconds?: number;
  /** How long stop() waits for runs in progress. */
  readonly stopTimeoutMs?: number;
}

export interface JobRunner {
  /** Plans every period due now (the timer does this by itself); returns how many this node planned. */
  planNow(): Promise<number>;
  /** Stops planning and fetching, and waits for the runs in progress (up to stopTimeoutMs). */
  stop(): Promise<void>;
}

/**
 * The engine speaks to the database through the server's own pool (one connection on the embedded database,
 * which it shares with requests; no LISTEN), or through a transaction's connection to plan a run and enqueue it
 * atomically.
 */
function engineDb(db: Database): PgBoss.Db {
  return {
    // Some engine commands are whole `BEGIN; ...; COMMIT;` scripts: one that fails would leave its connection
    // inside an aborted transaction, and the pool would hand that connection to a request. Roll it back first.
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        try {
          return await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        } catch (err) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw err;
        }
      }),
  };
}

function engineDbIn(trx: Executor): PgBoss.Db {
  return { executeSql: (text, values) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])) };
}

function engineOptions(d: JobDefinition) {
  return {
    retryLimit: d.retry.limit,
    retryDelay: d.retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: d.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
    deadLetter: GIVEN_UP_QUEUE,
  };
}

/**
 * pg-boss creates a queue's partition with DDL; two nodes creating the same queue at once can deadlock, and
 * PostgreSQL then cancels one of them: that one tries again (and finds the queue made).
 */
function retryOnDeadlock<T>(step: () => Promise<T>): Promise<T> {
  return retryTransient(step, { retryable: (err) => (err as { code?: unknown }).code === '40P01' });
}

/** PostgreSQL's answers when a catalogue object (schema, type, table) was created by another session meanwhile. */
const CREATED_ELSEWHERE = new Set(['23505', '42P06', '42710', '42P07']);

/**
 * Starts the engine, which installs its schema on a fresh database. The engine serializes installs with an
 * advisory lock, yet a node whose catalogue lookups were cached before it waited for that lock can still collide
 * with the other node's `CREATE SCHEMA` (a unique violation on pg_namespace). The other node has then installed
 * it: a new engine (one that failed to start cannot start again) finds the schema there.
 */
async function startEngine(create: () => PgBoss): Promise<PgBoss> {
  return retryTransient(
    async () => {
      const engine = create();
      await engine.start();
      return engine;
    },
    { retryable: (err) => CREATED_ELSEWHERE.has(String((err as { code?: unknown }).code)) },
  );
}

class RunHeldElsewhere extends Error {
  override name = 'RunHeldElsewhere';
}

/**
 * Starts the scheduler on pg-boss: each node plans the periods that fell due (a row per job and period, whose
 * primary key lets only one node plan it) and enqueues the planned run in the same transaction; any node's
 * worker then runs it, with retries and backoff, and a run whose node died is taken over when its lease ends.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, definitions, log } = options;
  checkDefinitions(definitions);
  const shortestTimeout = Math.min(...definitions.map((d) => d.timeoutSeconds), 60);
  const boss = await startEngine(() => {
    const engine = new PgBoss({
      db: engineDb(db),
      schema: ENGINE_SCHEMA,
      schedule: false,
      // Expiry of attempts whose node died is checked this often: about half the shortest timeout.
      maintenanceIntervalSeconds: Math.max(1, Math.floor(shortestTimeout / 2)),
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 2,
    });
    engine.on('error', (err: unknown) => log.error({ err }, 'job engine error (it keeps running)'));
    return engine;
  });
  await retryOnDeadlock(() => createGivenUpQueue(boss));
  await watchGivenUpRuns(boss, db, log, options.pollSeconds ?? 2);
  const workers = new Map<string, string>();
  for (const d of definitions) {
    await retryOnDeadlock(() => boss.createQueue(d.name, { name: d.name, ...engineOptions(d) }));
    await boss.updateQueue(d.name, { name: d.name, ...engineOptions(d) });
    const id = await boss.work<RunData>(
      d.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds ?? 2 },
      async ([job]) => {
        if (job) await runAttempt(d, job);
      },
    );
    workers.set(d.name, id);
  }

  async function runAttempt(d: JobDefinition, job: PgBoss.JobWithMetadata<RunData>): Promise<void> {
    const period: Period = { key: job.data.period, dueAt: new Date(job.data.dueAt) };
    const finalAttempt = job.retryCount >= job.retryLimit;
    const outcome = await executeRun(db, d, { period, finalAttempt }, log);
    // Another node still holds the run within its lease: try again later rather than lose the period.
    if (outcome === 'skipped' && (await claimState(db, d.name, period.key)) === 'running')
      throw new RunHeldElsewhere(`${d.name} ${period.key} is being run by another node`);
  }

  const known = await lastPlanned(db);
  const clock = options.clock ?? (() => databaseNow(db));
  let planning: Promise<number> | null = null;

  async function plan(): Promise<number> {
    const now = await clock();
    let planned = 0;
    for (const d of definitions) {
      for (const period of duePeriods(d.schedule, known.get(d.name) ?? null, now, d.missed)) {
        if (await enqueue(d, period)) planned += 1;
        known.set(d.name, period.dueAt);
      }
    }
    return planned;
  }

  async function enqueue(d: JobDefinition, period: Period): Promise<boolean> {
    const planned = await db.transaction().execute(async (trx) => {
      if (!(await insertRun(trx, { job: d.name, period: period.key, dueAt: period.dueAt }))) return false;
      const data: RunData = { job: d.name, period: period.key, dueAt: period.dueAt.toISOString() };
      await boss.send(d.name, data, { ...engineOptions(d), db: engineDbIn(trx) });
      return true;
    });
    if (planned) boss.notifyWorker(workers.get(d.name)!);
    return planned;
  }

  const planNow = () => {
    planning ??= plan().finally(() => (planning = null));
    return planning;
  };
  const timer = setInterval(
    () => {
      planNow().catch((err: unknown) => log.error({ err }, 'job planning failed (retried next tick)'));
    },
    (options.planEverySeconds ?? 1) * 1000,
  );
  timer.unref();
  await planNow().catch((err: unknown) => log.error({ err }, 'job planning failed (retried next tick)'));

  return {
    planNow,
    async stop() {
      clearInterval(timer);
      await planning?.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 8000 });
    },
  };
}

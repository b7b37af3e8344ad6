// The job registry on the database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a period that fell due
// while no runner was up runs once after restart, two runners racing on one period run it once, and a failing
// run is retried with a growing delay and then shows as failed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  cronSchedule,
  jobStatuses,
  parseSchedule,
  startJobRunner,
  type JobDefinition,
  type JobRunner,
} from '../src/jobs/index.js';
import { claimRun, finishRun, giveUpRun, insertRun } from '../src/jobs/job-runs.repository.js';
import { testDatabaseKinds } from './support/test-database.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDatabaseKinds())('scheduled jobs on $name', (kind) => {
  let handle: DatabaseHandle;
  const runners: JobRunner[] = [];
  const start = async (definitions: JobDefinition[], at: () => Date) => {
    const runner = await startJobRunner({
      db: handle.db,
      definitions,
      log: quiet,
      clock: async () => at(),
      planEverySeconds: 3600, // the test plans by hand (planNow)
      pollSeconds: 0.5,
    });
    runners.push(runner);
    return runner;
  };
  const runsOf = (job: string) =>
    handle.db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('due_at').execute();
  const settled = (job: string, count: number) =>
    eventually(async () => {
      const rows = await runsOf(job);
      const done = rows.filter((r) => r.state === 'succeeded' || r.state === 'failed');
      return done.length >= count && done.length === rows.length ? rows : undefined;
    });

  beforeAll(async () => {
    handle = await kind.open({ seed: false });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await handle.close();
  });

  it('runs each missed daily period once after a restart, and nothing again on a second restart', async () => {
    const ran: string[] = [];
    const wages: JobDefinition = {
      name: 'test-daily-wages',
      description: 'daily wages at 01:00 Manila time',
      schedule: cronSchedule('0 1 * * *', 'Asia/Manila'),
      missed: 'each',
      timeoutSeconds: 30,
      retry: { limit: 0, delaySeconds: 0 },
      run: async ({ period }) => void ran.push(period.key),
    };
    let now = new Date('2026-11-24T18:00:00Z'); // 02:00 on the 25th in Manila
    await (await start([wages], () => now)).planNow();
    await settled(wages.name, 1);
    await runners.pop()!.stop();
    now = new Date('2026-11-27T20:00:00Z'); // down for three days: the 26th, 27th and 28th fell due
    await start([wages], () => now);
    await settled(wages.name, 4);
    await runners.pop()!.stop();
    await (await start([wages], () => now)).planNow();
    await runners.pop()!.stop();
    expect(ran.sort()).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-25T17:00:00.000Z',
      '2026-11-26T17:00:00.000Z',
      '2026-11-27T17:00:00.000Z',
    ]);
    expect((await runsOf(wages.name)).map((r) => [r.state, r.attempts])).toEqual(
      Array.from({ length: 4 }, () => ['succeeded', 1]),
    );
  });

  it('runs a period once when two runners plan it at the same time', async () => {
    const ran: string[] = [];
    const sweep: JobDefinition = {
      name: 'test-sweep',
      description: 'a sweep every minute',
      schedule: parseSchedule('1m'),
      missed: 'latest',
      timeoutSeconds: 30,
      retry: { limit: 1, delaySeconds: 1 },
      run: async ({ period }) => void ran.push(period.key),
    };
    const now = new Date('2026-11-24T12:34:56Z');
    const [a, b] = await Promise.all([start([sweep], () => now), start([sweep], () => now)]);
    const planned = await Promise.all([a.planNow(), b.planNow(), a.planNow(), b.planNow()]);
    await settled(sweep.name, 1);
    expect(planned.reduce((x, y) => x + y, 0)).toBe(0); // both planned it already when they started
    expect(ran).toEqual(['2026-11-24T12:34:00.000Z']);
    expect(await runsOf(sweep.name)).toHaveLength(1);
  });

  it('retries a failing run with a growing delay, then shows it as failed', async () => {
    const attempts: number[] = [];
    const failing: JobDefinition = {
      name: 'test-failing',
      description: 'fails every time',
      schedule: parseSchedule('1h'),
      missed: 'latest',
      timeoutSeconds: 30,
      retry: { limit: 2, delaySeconds: 1 },
      run: async ({ attempt }) => {
        attempts.push(Date.now());
        throw new Error(`payout refused (attempt ${attempt})`);
      },
    };
    await start([failing], () => new Date('2026-11-24T12:00:00Z'));
    const [run] = await settled(failing.name, 1);
    expect(run).toMatchObject({ state: 'failed', attempts: 3, failures: 3 });
    expect(run!.last_error).toBe('Error: payout refused (attempt 3)');
    // pg-boss backoff: the n-th retry waits at least delay × 2^(n-1).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
  });

  it('shows a run as failed when every attempt expired (its node kept dying), also in ops jobs', async () => {
    let attempts = 0;
    // A handler that never answers stands for a node that dies in the middle: the attempt only ends by expiring.
    const stuck: JobDefinition = {
      name: 'test-stuck',
      description: 'never finishes',
      schedule: parseSchedule('1h'),
      missed: 'latest',
      timeoutSeconds: 1,
      retry: { limit: 1, delaySeconds: 1 },
      run: () => {
        attempts += 1;
        return new Promise(() => undefined);
      },
    };
    await start([stuck], () => new Date('2026-11-24T12:00:00Z'));
    const [run] = await settled(stuck.name, 1);
    expect(run).toMatchObject({ state: 'failed', attempts: 2, failures: 2, lease_until: null });
    expect(run!.last_error).toMatch(/^no attempt left/);
    expect(attempts).toBe(2);
    const [status] = await jobStatuses(handle.db, [stuck]);
    expect(status).toMatchObject({ lastRun: { state: 'failed' }, failedRuns: 1, failedAttempts: 2 });
  });

  it('leaves a given-up run alone while a node holds it within its lease, and once it finished', async () => {
    const dueAt = new Date('2026-11-24T12:00:00Z');
    for (const period of ['held', 'done', 'waiting']) {
      await insertRun(handle.db, { job: 'test-given-up', period, dueAt });
    }
    await claimRun(handle.db, 'test-given-up', 'held', 60);
    await claimRun(handle.db, 'test-given-up', 'done', 60);
    await finishRun(handle.db, 'test-given-up', 'done', { state: 'succeeded' });
    const held = await giveUpRun(handle.db, 'test-given-up', 'held', 'gone');
    expect(held).toEqual({ heldUntil: expect.any(Date) });
    expect(await giveUpRun(handle.db, 'test-given-up', 'done', 'gone')).toBe('settled');
    expect(await giveUpRun(handle.db, 'test-given-up', 'waiting', 'gone')).toBe('failed');
    expect((await runsOf('test-given-up')).map((r) => [r.period, r.state])).toEqual([
      ['held', 'running'],
      ['done', 'succeeded'],
      ['waiting', 'failed'],
    ]);
  });
});

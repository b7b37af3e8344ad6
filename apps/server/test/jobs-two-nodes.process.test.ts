// Two real server processes on one PostgreSQL database run the scheduled jobs together: a job due once per period
// runs exactly once across both nodes, and a node killed (SIGKILL) in the middle of a run leaves that period to be
// completed once by the other. The watched job is registered through the registry's test-only seam by a preloaded
// module (support/probe-job.mjs). PostgreSQL only: the embedded database cannot be shared by two processes.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from '../../../scripts/server-process.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const probeModule = path.join(repoRoot, 'apps/server/test/support/probe-job.mjs');

interface ProbeRow {
  period: string;
  pid: number;
  phase: 'start' | 'done';
}

/** One node: the real server with the probe job preloaded. */
function startNode(databaseUrl: string): Promise<RunningServer> {
  return startServer({
    env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' },
    label: 'suerte-jobs-node',
    nodeArgs: ['--import', probeModule],
    readyTimeoutMs: 90_000,
  });
}

describe.skipIf(!adminUrl)('scheduled jobs on two server processes, on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  let db: pg.Pool;
  const nodes: RunningServer[] = [];

  const probes = async () =>
    (await db.query<ProbeRow>('select period, pid, phase from job_probe order by id')).rows;
  const until = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`${what} did not happen\n${nodes.map((n) => n.output()).join('\n---\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl!, 'jobs');
    const url = scratch.url;
    db = new pg.Pool({ connectionString: url, max: 2 });
    db.on('error', () => undefined);
    await db.query(
      'create table job_probe (id serial primary key, period text not null, pid int not null, phase text not null)',
    );
    // Both nodes start at once, so they also race to install the engine's schema and queues.
    nodes.push(...(await Promise.all([startNode(url), startNode(url)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.end();
    await scratch?.drop();
  }, 60_000);

  it('runs each period once across both nodes, and finishes once a period whose node was killed', async () => {
    // ── both alive: every period runs once ──
    await until('three periods done', async () => {
      const done = (await probes()).filter((p) => p.phase === 'done');
      return done.length >= 3 ? done : undefined;
    });
    const before = await probes();
    const donePeriods = before.filter((p) => p.phase === 'done').map((p) => p.period);
    expect(new Set(donePeriods).size).toBe(donePeriods.length);
    for (const period of donePeriods)
      expect(before.filter((p) => p.period === period && p.phase === 'start')).toHaveLength(1);

    // ── kill the node in the middle of a run ──
    const pids = nodes.map((n) => n.child.pid!);
    const started = await until('a run in progress', async () => {
      const rows = await probes();
      return rows.find(
        (s) => s.phase === 'start' && !rows.some((d) => d.period === s.period && d.phase === 'done'),
      );
    });
    const victim = nodes[pids.indexOf(started.pid)]!;
    const survivor = nodes.find((n) => n !== victim)!;
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));

    const finished = await until('the killed period finished by the other node', async () => {
      const rows = await probes();
      return rows.find((d) => d.period === started.period && d.phase === 'done');
    });
    expect(finished.pid).toBe(survivor.child.pid);
    // Later periods keep running on the survivor.
    await until('a later period done', async () => {
      const rows = await probes();
      return rows.find((d) => d.phase === 'done' && d.period > started.period);
    });

    const after = await probes();
    const allDone = after.filter((p) => p.phase === 'done').map((p) => p.period);
    expect(new Set(allDone).size).toBe(allDone.length);
    expect(after.filter((p) => p.period === started.period).map((p) => [p.pid, p.phase])).toEqual([
      [victim.child.pid, 'start'],
      [survivor.child.pid, 'start'],
      [survivor.child.pid, 'done'],
    ]);
    const run = await db.query('select state, attempts from job_runs where job = $1 and period = $2', [
      'test-probe',
      started.period,
    ]);
    expect(run.rows).toEqual([{ state: 'succeeded', attempts: 2 }]);
  }, 240_000);
});

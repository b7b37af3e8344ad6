import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';

describe.each(testDatabaseKinds())('operator CLI jobs on $name', (kind) => {
  let handle: DatabaseHandle;
  const ops = (...args: string[]) => runOps(handle, ...args);

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lists every product job with its schedule, never run, and its next run', async () => {
    const lines = (await ops('jobs')).split('\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      'ledger-seal',
      'vendor-transfer-resolve',
      'withdrawal-auto-receipt',
      'withdrawal-payouts',
      'ewallet-deposit-reconcile',
      'housekeeping',
      'lottery-draws',
      'lottery-settlement',
    ]);
    expect(lines[5]).toMatch(/^housekeeping +every 600s +never run/);
    expect(lines[0]).toMatch(
      /every 5s +never run; next \d{4}-\d\d-\d\dT.*; failures \(24 h\): 0 runs, 0 attempts/,
    );
  });

  it('runs one job now, records it as a manual run, audits it, and then lists it as the last run', async () => {
    const output = await ops('jobs:run', 'withdrawal-auto-receipt');
    expect(output).toMatch(/^withdrawal-auto-receipt manual:\S+ succeeded$/);
    const run = await handle.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'withdrawal-auto-receipt')
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ state: 'succeeded', attempts: 1, triggered_by: 'tester@cli' });
    const audit = await handle.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'job.run')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'tester@cli', target: 'job:withdrawal-auto-receipt' });
    expect(audit[0]!.after).toEqual({ period: run.period });
    expect(await ops('jobs')).toMatch(
      /withdrawal-auto-receipt +every 60s +last manual:\S+ succeeded \(attempts 1, by tester@cli\)/,
    );
  });

  it('refuses a job that does not exist, naming the ones that do', async () => {
    await expect(ops('jobs:run', 'lottery-draw')).rejects.toThrow(
      /no job lottery-draw; jobs: ledger-seal, vendor-transfer-resolve, withdrawal-auto-receipt, withdrawal-payouts, ewallet-deposit-reconcile, housekeeping/,
    );
  });
});

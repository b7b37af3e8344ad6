import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { houseAccount, memberAccount, post } from '../modules/ledger/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { buildProgram } from './ops.js';

describe('operator CLI ledger:verify', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    const row = await handle.db
      .insertInto('members')
      .values({ merchant_code: 'SUERTE_PH', username: 'cliledger', nickname: 'C', referral_code: 'CLILEDG1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const main = (
      await memberAccount(
        handle.db,
        { id: row.id, merchantCode: 'SUERTE_PH', currency: 'PHP' },
        'member_main',
      )
    ).id;
    const clearing = await houseAccount(handle.db, {
      merchantCode: 'SUERTE_PH',
      currency: 'PHP',
      kind: 'payment_clearing',
    });
    await handle.db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'SUERTE_PH',
        currency: 'PHP',
        kind: 'deposit',
        reference: null,
        idempotencyKey: 'cli-dep',
        actor: 'test',
        legs: [
          { accountId: main, amount: 1000 },
          { accountId: clearing, amount: -1000 },
        ],
      }),
    );
  });
  afterAll(async () => handle?.close());

  async function ops(...args: string[]) {
    const output: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void output.push(parts.join(' ')));
    const exitCode = process.exitCode;
    try {
      const program = buildProgram((action) =>
        action(createOperatorService(handle.db), 'tester@cli', handle),
      );
      await program.parseAsync(['node', 'ops', ...args]);
      return { output: output.join('\n'), failed: process.exitCode === 1 };
    } finally {
      log.mockRestore();
      process.exitCode = exitCode;
    }
  }

  it('seals and reports a healthy ledger', async () => {
    const { output, failed } = await ops('ledger:verify');
    expect(failed).toBe(false);
    expect(output).toContain('transactions: 1, sealed: 1');
    expect(output).toContain('ledger OK');
  });

  it('names each problem and fails when a balance was tampered with', async () => {
    await sql`update ledger_accounts set balance = balance + 1 where member_id is not null`.execute(
      handle.db,
    );
    const { output, failed } = await ops('ledger:verify');
    expect(failed).toBe(true);
    expect(output).toMatch(/PROBLEM account \d+ balance 1001 but entries sum to 1000/);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorSimulator, type VendorSimulator } from '../../../../tools/vendor-simulator/simulator.js';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { houseAccount, memberAccount, post, verifyLedger } from '../modules/ledger/index.js';
import { openTransfer, runTransfer, vendorTransferAdapters } from '../modules/transfers/index.js';

const VENDOR = 'SIMVENDOR';
const MERCHANT = 'SUERTE_PH';

describe.each(testDatabaseKinds())('operator CLI transfers on $name', (kind) => {
  let handle: DatabaseHandle;
  let sim: VendorSimulator;
  const members: Record<string, { id: number; merchantCode: string; currency: string }> = {};
  const ops = (...args: string[]) => runOps(handle, ...args);
  /** Runs a command that reports a failure by its exit code, and gives that code back (restoring it). */
  const opsWithExit = async (...args: string[]) => {
    const saved = process.exitCode;
    process.exitCode = undefined;
    try {
      const output = await ops(...args);
      return { output, exitCode: process.exitCode };
    } finally {
      process.exitCode = saved;
    }
  };
  const adapter = () => vendorTransferAdapters({ timeoutMs: 400 });
  const send = async (who: string, requestId: string, amount: number, direction: 'in' | 'out' = 'in') => {
    const endpoint = await handle.db
      .selectFrom('vendors')
      .select(['code', 'transfer_url', 'wallet_secret'])
      .where('code', '=', VENDOR)
      .executeTakeFirstOrThrow();
    const { row } = await runTransfer(
      handle.db,
      adapter()({ code: endpoint.code, transferUrl: endpoint.transfer_url, secret: endpoint.wallet_secret }),
      members[who]!,
      { vendorCode: VENDOR, direction, amount, requestId },
    );
    return row;
  };
  const balanceOf = async (who: string, kind: 'member_main' | 'member_vendor') =>
    (await memberAccount(handle.db, members[who]!, kind, kind === 'member_vendor' ? VENDOR : '')).balance;
  const journalSize = async () =>
    (
      await handle.db
        .selectFrom('ledger_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    handle = await kind.open();
    const secret = (
      await handle.db
        .selectFrom('vendors')
        .select('wallet_secret')
        .where('code', '=', VENDOR)
        .executeTakeFirstOrThrow()
    ).wallet_secret;
    sim = await startVendorSimulator({ secret });
    await handle.db
      .updateTable('vendors')
      .set({ transfer_url: sim.url })
      .where('code', '=', VENDOR)
      .execute();
    for (const name of ['ana', 'ben']) {
      const { id } = await handle.db
        .insertInto('members')
        .values({
          merchant_code: MERCHANT,
          username: `clitransfer_${name}`,
          nickname: name,
          referral_code: `CLIVT${name.toUpperCase()}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = { id, merchantCode: MERCHANT, currency: 'PHP' };
      members[name] = member;
      const main = await memberAccount(handle.db, member, 'member_main');
      const clearing = await houseAccount(handle.db, {
        merchantCode: MERCHANT,
        currency: 'PHP',
        kind: 'payment_clearing',
      });
      await handle.db.transaction().execute((trx) =>
        post(trx, {
          merchantCode: MERCHANT,
          currency: 'PHP',
          kind: 'deposit',
          reference: null,
          idempotencyKey: `cli-transfer-fund-${name}`,
          actor: 'test',
          legs: [
            { accountId: main.id, amount: 50_000 },
            { accountId: clearing, amount: -50_000 },
          ],
        }),
      );
    }
  });
  afterAll(async () => {
    await sim?.close();
    await handle?.close();
  });

  it('lists transfers newest first, by status and by member', async () => {
    const a = await send('ana', 'a1', 10_000);
    sim.failNext('apply-then-error');
    const b = await send('ana', 'a2', 3_000);
    const c = await send('ben', 'b1', 5_000);
    expect([a.status, b.status, c.status]).toEqual(['confirmed', 'unknown', 'confirmed']);

    const all = (await ops('transfer:list')).split('\n');
    expect(all.map((line) => line.split(' ')[0])).toEqual([`#${c.id}`, `#${b.id}`, `#${a.id}`]);
    expect(all[1]).toMatch(
      new RegExp(
        `^#${b.id} \\S+Z unknown +in +3000 PHP \\(minor units\\) member ${members.ana!.id} ${MERCHANT} vendor ${VENDOR} request "a2" attempts 1 last error "HTTP 500"$`,
      ),
    );
    expect(await ops('transfer:list', '--status', 'unknown')).toMatch(new RegExp(`^#${b.id} `));
    expect((await ops('transfer:list', '--member', String(members.ben!.id))).split('\n')).toHaveLength(1);
    expect(await ops('transfer:list', '--needs-review')).toBe('no vendor transfers');
    await expect(ops('transfer:list', '--status', 'lost')).rejects.toThrow(/status is one of/);
    await expect(ops('transfer:list', '--member', 'ana')).rejects.toThrow(/not a member id/);
  });

  it('asks the vendor again with transfer:retry', async () => {
    const [open] = await handle.db
      .selectFrom('vendor_transfers')
      .select('id')
      .where('status', '=', 'unknown')
      .execute();
    const first = await ops('transfer:retry', String(open!.id));
    expect(first.split('\n')[0]).toBe(`transfer ${open!.id} confirmed`);
    expect(await balanceOf('ana', 'member_vendor')).toBe(13_000);
    const before = await journalSize();
    expect((await ops('transfer:retry', String(open!.id))).split('\n')[0]).toBe(
      `transfer ${open!.id} is already confirmed (nothing asked)`,
    );
    expect(await journalSize()).toBe(before);

    // The vendor's answers cannot be trusted: still unknown, and the command says so by its exit code.
    sim.failNext('timeout');
    const lost = await send('ben', 'b2', 2_000);
    sim.setAnswerSigning('wrong');
    try {
      const retried = await opsWithExit('transfer:retry', String(lost.id));
      expect(retried.exitCode).toBe(1);
      expect(retried.output).toMatch(new RegExp(`^transfer ${lost.id} is still unknown: BAD_SIGNATURE`));
    } finally {
      sim.setAnswerSigning('valid');
    }
    await expect(ops('transfer:retry', '999999')).rejects.toThrow(/no vendor transfer 999999/);
  });

  it('resolves an unknown transfer by the operator’s word through the state machine, once', async () => {
    const [lost] = await handle.db
      .selectFrom('vendor_transfers')
      .selectAll()
      .where('status', '=', 'unknown')
      .execute();
    expect(lost).toMatchObject({ request_id: 'b2', direction: 'in', amount: 2_000 });
    const mainBefore = await balanceOf('ben', 'member_main');

    await expect(ops('transfer:resolve', String(lost!.id), '--reason', 'asked')).rejects.toThrow(
      /either --applied or --not-applied/,
    );
    await expect(
      ops('transfer:resolve', String(lost!.id), '--applied', '--not-applied', '--reason', 'asked'),
    ).rejects.toThrow(/either --applied or --not-applied/);
    await expect(
      ops('transfer:resolve', String(lost!.id), '--not-applied', '--reason', '  '),
    ).rejects.toThrow(/a reason is required/);
    await expect(ops('transfer:resolve', String(lost!.id), '--not-applied')).rejects.toThrow(/--reason/);

    const out = await ops(
      'transfer:resolve',
      String(lost!.id),
      '--not-applied',
      '--reason',
      'vendor support: reference never received',
    );
    expect(out).toMatch(new RegExp(`^transfer ${lost!.id} failed: hold reversed \\(transaction \\d+\\)$`));
    expect(await balanceOf('ben', 'member_main')).toBe(mainBefore + 2_000);
    const resolved = await handle.db
      .selectFrom('vendor_transfers')
      .selectAll()
      .where('id', '=', lost!.id)
      .executeTakeFirstOrThrow();
    expect(resolved).toMatchObject({
      status: 'failed',
      resolved_by: 'tester@cli',
      resolution_note: 'vendor support: reference never received',
    });
    const reversal = await handle.db
      .selectFrom('ledger_transactions')
      .select(['actor', 'idempotency_key'])
      .where('id', '=', resolved.reverse_transaction_id!)
      .executeTakeFirstOrThrow();
    expect(reversal).toEqual({
      actor: 'operator:tester@cli',
      idempotency_key: `vendor-transfer:${lost!.id}:reverse`,
    });
    const audit = await handle.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'vendor_transfer.resolve')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'tester@cli', target: `vendor_transfer:${lost!.id}` });

    // Final now: a second decision, either way, is refused and posts nothing.
    const before = await journalSize();
    for (const flag of ['--applied', '--not-applied']) {
      await expect(ops('transfer:resolve', String(lost!.id), flag, '--reason', 'again')).rejects.toThrow(
        /already failed; nothing was changed/,
      );
    }
    expect(await journalSize()).toBe(before);

    // Applied at the vendor, answer lost: the operator's --applied settles it into the vendor wallet.
    sim.failNext('apply-then-error');
    const applied = await send('ben', 'b3', 1_500);
    const vendorBefore = await balanceOf('ben', 'member_vendor');
    expect(
      await ops('transfer:resolve', String(applied.id), '--applied', '--reason', 'vendor shows it applied'),
    ).toMatch(/confirmed: settled/);
    expect(await balanceOf('ben', 'member_vendor')).toBe(vendorBefore + 1_500);

    // A pending transfer may still be answered: it is not the operator's to decide yet.
    const { row: pending } = await openTransfer(handle.db, members.ben!, {
      vendorCode: VENDOR,
      direction: 'in',
      amount: 500,
      requestId: 'b4',
    });
    await expect(
      ops('transfer:resolve', String(pending.id), '--not-applied', '--reason', 'x'),
    ).rejects.toThrow(/still pending; run transfer:retry first/);
    expect((await ops('transfer:retry', String(pending.id))).split('\n')[0]).toBe(
      `transfer ${pending.id} failed`,
    );
  });

  it('reconciles one member, one vendor or every wallet at a remote vendor', async () => {
    sim.play(`${MERCHANT}:${members.ana!.id}`, 700);
    sim.play(`${MERCHANT}:${members.ben!.id}`, -200);
    expect(await ops('transfer:reconcile', '--member', String(members.ana!.id))).toBe(
      [
        `member ${members.ana!.id} ${VENDOR}: settled +700 (wallet now 13700)`,
        'wallets: 1, settled: 1, in agreement: 0, skipped: 0, unreachable: 0',
      ].join('\n'),
    );
    expect(await ops('transfer:reconcile')).toBe(
      [
        `member ${members.ana!.id} ${VENDOR}: in agreement (wallet 13700)`,
        `member ${members.ben!.id} ${VENDOR}: settled -200 (wallet now 6300)`,
        'wallets: 2, settled: 1, in agreement: 1, skipped: 0, unreachable: 0',
      ].join('\n'),
    );
    expect(await ops('transfer:reconcile', '--vendor', 'SUERTE')).toBe('no wallets at remote vendors');

    sim.setAnswerSigning('missing');
    try {
      const unsigned = await opsWithExit('transfer:reconcile', '--vendor', VENDOR);
      expect(unsigned.exitCode).toBe(1);
      expect(unsigned.output).toContain(
        'vendor gave no usable balance (BAD_SIGNATURE (HTTP 200)); nothing posted',
      );
    } finally {
      sim.setAnswerSigning('valid');
    }
    const report = await verifyLedger(handle.db);
    expect(report.problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  reconcileVendorWallet,
  resolveUnknownTransfers,
  runTransfer,
  type VendorTransferAdapter,
  vendorTransferAdapters,
  type VendorTransferRow,
} from '../src/modules/transfers/index.js';
import { envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { REMOTE_VENDOR as VENDOR, remoteVendorClient, withRemoteVendor } from './support/remote-vendor.js';

describe.each(testDatabaseKinds())('reconcile and recall with a remote vendor on $name', (kind) => {
  const t = withRemoteVendor(kind);
  const { transfer, balances, funded, journalSize, settlements, transferRow } = remoteVendorClient(t);
  // The adapter signs with the vendor's real secret; take it from the row, as the product does.
  const vendorAdapter = async (): Promise<VendorTransferAdapter> => {
    const { wallet_secret } = await t.handle.db
      .selectFrom('vendors')
      .select('wallet_secret')
      .where('code', '=', VENDOR)
      .executeTakeFirstOrThrow();
    return t.adapters({ code: VENDOR, transferUrl: t.sim.url, secret: wallet_secret });
  };

  it('settles a win at the vendor so a transfer out can take it, once', async () => {
    const m = await funded('vrecon01', 50_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 10_000, requestId: 'in1' });
    expect(t.sim.play(m.player, 5_000)).toBe(15_000);

    const out = envelope(
      await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 15_000, requestId: 'out1' }),
    );
    expect(out.value).toMatchObject({
      status: 'confirmed',
      transfers: [{ from: VENDOR, to: 'MAIN', amount: 15_000 }],
      wallets: [
        { vendorCode: 'MAIN', balance: 55_000 },
        { vendorCode: VENDOR, balance: 0 },
      ],
    });
    expect(t.sim.balances.get(m.player)).toBe(0);
    const [win, ...more] = await settlements(m.id);
    expect(more).toEqual([]);
    expect(win).toMatchObject({ actor: `vendor:${VENDOR}`, amount: 5_000, balance_after: 15_000 });

    // A repeat of the transfer, and another reconcile with nothing new, post nothing.
    const before = await journalSize();
    expect(
      envelope(await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 15_000, requestId: 'out1' }))
        .value,
    ).toMatchObject({ replayed: true, status: 'confirmed' });
    expect(await reconcileVendorWallet(t.handle.db, await vendorAdapter(), m.member, VENDOR)).toEqual({
      status: 'in_agreement',
      balance: 0,
    });
    expect(await journalSize()).toBe(before);
  });

  it('shows the vendor’s figure in the wallet list after a loss, and never below zero', async () => {
    const m = await funded('vrecon02', 20_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 8_000, requestId: 'in1' });
    t.sim.play(m.player, -3_000);
    expect(await balances(m.token)).toMatchObject({ MAIN: 12_000, [VENDOR]: 5_000 });
    const before = await journalSize();
    expect(await balances(m.token)).toMatchObject({ [VENDOR]: 5_000 });
    expect(await journalSize()).toBe(before);

    expect(t.sim.play(m.player, -999_999)).toBe(0);
    expect(await balances(m.token)).toMatchObject({ MAIN: 12_000, [VENDOR]: 0 });
    expect((await settlements(m.id)).map((s) => s.amount)).toEqual([-3_000, -5_000]);
    // Nothing left there: a transfer out is refused on our side without calling the vendor.
    const calls = t.sim.calls['transfer-out'] ?? 0;
    const empty = await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 1, requestId: 'out1' });
    expect(envelope(empty)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(t.sim.calls['transfer-out'] ?? 0).toBe(calls);
  });

  it('reconciles nothing while a transfer is open, or when our side moved while the vendor was asked', async () => {
    const m = await funded('vrecon03', 30_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 10_000, requestId: 'in1' });
    const adapter = await vendorAdapter();

    // Unknown transfer in, applied by the vendor: the two sides legitimately differ until it is resolved.
    t.sim.failNext('apply-then-timeout');
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 4_000, requestId: 'in2' });
    t.sim.play(m.player, 1_000);
    const balanceCalls = t.sim.calls.balance ?? 0;
    expect(await reconcileVendorWallet(t.handle.db, adapter, m.member, VENDOR)).toEqual({
      status: 'skipped',
      reason: 'TRANSFER_OPEN',
      balance: 10_000,
    });
    expect(t.sim.calls.balance ?? 0).toBe(balanceCalls);
    expect(await settlements(m.id)).toEqual([]);
    await resolveUnknownTransfers(t.handle.db, t.adapters);
    expect((await transferRow(m.id, 'in2')).status).toBe('confirmed');

    // A transfer made between reading the vendor's balance and posting: the figures are not comparable.
    const racing: VendorTransferAdapter = {
      ...adapter,
      async balance(call) {
        const seen = await adapter.balance(call);
        await runTransfer(t.handle.db, adapter, m.member, {
          vendorCode: VENDOR,
          direction: 'in',
          amount: 2_000,
          requestId: 'in3',
        });
        return seen;
      },
    };
    expect(await reconcileVendorWallet(t.handle.db, racing, m.member, VENDOR)).toMatchObject({
      status: 'skipped',
      reason: 'MOVED',
    });
    expect(await settlements(m.id)).toEqual([]);
    expect(t.sim.balances.get(m.player)).toBe(17_000);

    // Two reconciles of the same state at once: the win is settled exactly once.
    const both = await Promise.all([
      reconcileVendorWallet(t.handle.db, adapter, m.member, VENDOR),
      reconcileVendorWallet(t.handle.db, adapter, m.member, VENDOR),
    ]);
    expect(both.filter((r) => r.status === 'settled')).toHaveLength(1);
    expect((await settlements(m.id)).map((s) => s.amount)).toEqual([1_000]);
    expect(await balances(m.token)).toMatchObject({ MAIN: 14_000, [VENDOR]: 17_000 });
  });

  it('takes no balance from an answer without the vendor’s signature', async () => {
    const m = await funded('vrecon04', 10_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 5_000, requestId: 'in1' });
    t.sim.play(m.player, 2_000);
    const adapter = await vendorAdapter();
    try {
      for (const signing of ['wrong', 'missing'] as const) {
        t.sim.setAnswerSigning(signing);
        expect(await reconcileVendorWallet(t.handle.db, adapter, m.member, VENDOR)).toMatchObject({
          status: 'unreachable',
          error: expect.stringMatching(/^BAD_SIGNATURE/),
        });
      }
    } finally {
      t.sim.setAnswerSigning('valid');
    }
    expect(await settlements(m.id)).toEqual([]);
    expect(await reconcileVendorWallet(t.handle.db, adapter, m.member, VENDOR)).toMatchObject({
      status: 'settled',
      amount: 2_000,
      balance: 7_000,
    });
  });

  it('never takes an unsigned or wrongly signed transfer answer as confirmed or refused', async () => {
    const m = await funded('vrecon05', 20_000);
    // Applied by the vendor, answered OK with a bad signature: unknown, then confirmed by the status query.
    t.sim.failNext('bad-signature');
    const forged = envelope(
      await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 3_000, requestId: 's1' }),
    );
    expect(forged.value).toMatchObject({ status: 'unknown' });
    expect(t.sim.balances.get(m.player)).toBe(3_000);

    // A refusal that is not signed must not reverse the hold: the vendor may well have applied it.
    t.sim.setAnswerSigning('missing');
    t.sim.failNext('refuse');
    try {
      const refused = envelope(
        await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 2_000, requestId: 's2' }),
      );
      expect(refused.success).toBe(true);
      expect(refused.value).toMatchObject({ status: 'unknown' });
      expect((await transferRow(m.id, 's2')).reverse_transaction_id).toBeNull();
      // The status query answered without a valid signature settles nothing either.
      t.sim.setAnswerSigning('wrong');
      expect(await resolveUnknownTransfers(t.handle.db, t.adapters)).toMatchObject({ unknown: 2 });
      expect(await transferRow(m.id, 's1')).toMatchObject({ status: 'unknown', attempts: 2 });
    } finally {
      t.sim.setAnswerSigning('valid');
    }
    expect(await resolveUnknownTransfers(t.handle.db, t.adapters)).toMatchObject({
      confirmed: 1,
      failed: 1,
    });
    expect(await balances(m.token)).toMatchObject({ MAIN: 17_000, [VENDOR]: 3_000 });
  });

  it('recalls in-house and remote wallets, the remote one with its winnings, and reports each', async () => {
    const m = await funded('vrecon06', 50_000);
    await transfer(m.token, { from: 'MAIN', to: 'SUERTE', amount: 2_000, requestId: 'a' });
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 10_000, requestId: 'b' });
    t.sim.play(m.player, 2_500);

    const recall = envelope(await transfer(m.token, { recallAll: true, requestId: 'rc1' }));
    expect(recall.value).toEqual({
      requestId: 'rc1',
      replayed: false,
      status: 'confirmed',
      transfers: [
        { from: 'SUERTE', to: 'MAIN', amount: 2_000 },
        { from: VENDOR, to: 'MAIN', amount: 12_500, status: 'confirmed' },
      ],
      wallets: [
        { vendorCode: 'MAIN', balance: 52_500 },
        { vendorCode: 'SUERTE', balance: 0 },
        { vendorCode: VENDOR, balance: 0 },
      ],
    });
    expect(t.sim.balances.get(m.player)).toBe(0);
    expect(await transferRow(m.id, `rc1#${VENDOR}`)).toMatchObject({ direction: 'out', status: 'confirmed' });

    const before = await journalSize();
    const again = envelope(await transfer(m.token, { recallAll: true, requestId: 'rc1' }));
    expect(again.value).toEqual({ ...recall.value, replayed: true });
    expect(await journalSize()).toBe(before);
    // The recall's requestId cannot carry a single transfer afterwards.
    const reused = await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 1, requestId: 'rc1' });
    expect(envelope(reused)).toMatchObject({ code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } });

    // Only the remote vendor holds money: the recall is its transfer out alone.
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 1_500, requestId: 'c' });
    const remoteOnly = envelope(await transfer(m.token, { recallAll: true, requestId: 'rc2' }));
    expect(remoteOnly.value).toMatchObject({
      status: 'confirmed',
      transfers: [{ from: VENDOR, to: 'MAIN', amount: 1_500, status: 'confirmed' }],
    });
    expect(envelope(await transfer(m.token, { recallAll: true, requestId: 'rc2' })).value).toMatchObject({
      replayed: true,
      transfers: remoteOnly.value.transfers,
    });
    expect(await balances(m.token)).toMatchObject({ MAIN: 52_500, SUERTE: 0, [VENDOR]: 0 });
  });

  it('reports a remote recall that did not complete: unknown, refused or unreachable', async () => {
    const m = await funded('vrecon07', 30_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 9_000, requestId: 'a' });

    // Unanswered: unknown, the money is held; once resolved, a repeat of the recall shows the outcome.
    t.sim.failNext('timeout');
    const lost = envelope(await transfer(m.token, { recallAll: true, requestId: 'rc1' }));
    expect(lost.value).toMatchObject({
      status: 'unknown',
      transfers: [{ from: VENDOR, to: 'MAIN', amount: 9_000, status: 'unknown' }],
      wallets: [
        { vendorCode: 'MAIN', balance: 21_000 },
        { vendorCode: VENDOR, balance: 0 },
      ],
    });
    // Resolved as never applied by the vendor: nothing came back, and the reason says so.
    await resolveUnknownTransfers(t.handle.db, t.adapters);
    expect(envelope(await transfer(m.token, { recallAll: true, requestId: 'rc1' })).value).toMatchObject({
      replayed: true,
      status: 'failed',
      transfers: [{ from: VENDOR, status: 'failed', reason: 'VENDOR_NOT_APPLIED' }],
      wallets: [
        { vendorCode: 'MAIN', balance: 21_000 },
        { vendorCode: VENDOR, balance: 9_000 },
      ],
    });

    // Refused by the vendor: the money stays in the vendor wallet.
    t.sim.failNext('refuse');
    expect(envelope(await transfer(m.token, { recallAll: true, requestId: 'rc2' })).value).toMatchObject({
      status: 'failed',
      transfers: [{ from: VENDOR, amount: 9_000, status: 'failed', reason: 'VENDOR_REFUSED' }],
    });

    // The vendor's balance cannot be trusted: nothing is tried.
    const calls = t.sim.calls['transfer-out'] ?? 0;
    t.sim.setAnswerSigning('wrong');
    try {
      expect(envelope(await transfer(m.token, { recallAll: true, requestId: 'rc3' })).value).toMatchObject({
        replayed: false,
        status: 'failed',
        transfers: [{ from: VENDOR, amount: 9_000, status: 'failed', reason: 'VENDOR_UNREACHABLE' }],
      });
    } finally {
      t.sim.setAnswerSigning('valid');
    }
    expect(t.sim.calls['transfer-out'] ?? 0).toBe(calls);
    expect(await balances(m.token)).toMatchObject({ MAIN: 21_000, [VENDOR]: 9_000 });
    expect(t.sim.balances.get(m.player)).toBe(9_000);

    // An in-house wallet came back while the vendor refused: confirmed overall, the refusal on its movement.
    await transfer(m.token, { from: 'MAIN', to: 'SUERTE', amount: 1_000, requestId: 'b' });
    t.sim.failNext('refuse');
    expect(envelope(await transfer(m.token, { recallAll: true, requestId: 'rc4' })).value).toEqual({
      requestId: 'rc4',
      replayed: false,
      status: 'confirmed',
      transfers: [
        { from: 'SUERTE', to: 'MAIN', amount: 1_000 },
        { from: VENDOR, to: 'MAIN', amount: 9_000, status: 'failed', reason: 'VENDOR_REFUSED' },
      ],
      wallets: [
        { vendorCode: 'MAIN', balance: 21_000 },
        { vendorCode: 'SUERTE', balance: 0 },
        { vendorCode: VENDOR, balance: 9_000 },
      ],
    });
  });

  it('leaves an unknown transfer to an operator after the last attempt, and says so once', async () => {
    const m = await funded('vrecon08', 10_000);
    t.sim.failNext('timeout');
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 1_000, requestId: 'k1' });
    const down = vendorTransferAdapters({
      timeoutMs: 400,
      fetch: async () => {
        throw new Error('down');
      },
    });
    const flagged: VendorTransferRow[] = [];
    const options = { maxAttempts: 3, onNeedsReview: (row: VendorTransferRow) => void flagged.push(row) };
    expect(await resolveUnknownTransfers(t.handle.db, down, options)).toMatchObject({
      unknown: 1,
      needsReview: 0,
    });
    expect(await resolveUnknownTransfers(t.handle.db, down, options)).toMatchObject({
      unknown: 1,
      needsReview: 1,
    });
    expect(await transferRow(m.id, 'k1')).toMatchObject({
      status: 'unknown',
      attempts: 3,
      needs_review: true,
    });
    expect(flagged.map((r) => r.request_id)).toEqual(['k1']);
    // No longer asked about, even with the vendor back.
    expect(await resolveUnknownTransfers(t.handle.db, t.adapters, options)).toMatchObject({ examined: 0 });
    expect(flagged).toHaveLength(1);
    expect((await transferRow(m.id, 'k1')).status).toBe('unknown');
  });

  it('keeps our ledger and the vendor in agreement where nothing is open, and the ledger verifies', async () => {
    const open = await t.handle.db
      .selectFrom('vendor_transfers')
      .select('member_id')
      .where('status', 'in', ['pending', 'unknown'])
      .execute();
    const wallets = await t.handle.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'balance'])
      .where('kind', '=', 'member_vendor')
      .where('vendor_code', '=', VENDOR)
      .execute();
    for (const w of wallets.filter((w) => !open.some((o) => o.member_id === w.member_id))) {
      expect(t.sim.balances.get(`SUERTE_PH:${w.member_id}`) ?? 0, `member ${w.member_id}`).toBe(w.balance);
    }
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

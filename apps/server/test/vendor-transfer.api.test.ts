import { describe, expect, it } from 'vitest';
import { createGameClient, playScript } from '../../../tools/vendor-simulator/game-client.js';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  openTransfer,
  resolveUnknownTransfers,
  vendorReference,
  vendorTransferAdapters,
} from '../src/modules/transfers/index.js';
import {
  REMOTE_MERCHANT,
  REMOTE_VENDOR,
  remoteVendorClient,
  withRemoteVendor,
} from './support/remote-vendor.js';
import { envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { launchedPlayer, vendorSecret } from './support/vendor-wallet-client.js';

const VENDOR = REMOTE_VENDOR;
const MERCHANT = REMOTE_MERCHANT;

describe.each(testDatabaseKinds())('transfers with a remote vendor on $name', (kind) => {
  // Short adapter timeouts keep the timeout cases fast; the simulator never answers a 'timeout' call.
  const t = withRemoteVendor(kind);
  const { transfer, balances, funded, journalSize, transferRow: row } = remoteVendorClient(t);
  const adapters = t.adapters;

  it('confirms a transfer in and a transfer out, and answers a repeat with the same transfer', async () => {
    const m = await funded('vtransfer01');
    const into = envelope(
      await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 30_000, requestId: 'i1' }),
    );
    expect(into.value).toEqual({
      requestId: 'i1',
      replayed: false,
      status: 'confirmed',
      transfers: [{ from: 'MAIN', to: VENDOR, amount: 30_000 }],
      wallets: [
        { vendorCode: 'MAIN', balance: 70_000 },
        { vendorCode: VENDOR, balance: 30_000 },
      ],
    });
    expect(t.sim.balances.get(m.player)).toBe(30_000);
    const before = await journalSize();
    const again = envelope(
      await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 30_000, requestId: 'i1' }),
    );
    expect(again.value).toEqual({ ...into.value, replayed: true });
    expect(await journalSize()).toBe(before);
    const reused = await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 1, requestId: 'i1' });
    expect(envelope(reused)).toMatchObject({ code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } });

    const out = envelope(
      await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 12_000, requestId: 'o1' }),
    );
    expect(out.value).toMatchObject({
      status: 'confirmed',
      transfers: [{ from: VENDOR, to: 'MAIN', amount: 12_000 }],
    });
    expect(await balances(m.token)).toMatchObject({ MAIN: 82_000, [VENDOR]: 18_000 });
    expect(t.sim.balances.get(m.player)).toBe(18_000);
    const settled = await row(m.id, 'o1');
    expect(settled).toMatchObject({ status: 'confirmed', reverse_transaction_id: null });
    expect(settled.hold_transaction_id).not.toBeNull();
    expect(settled.settle_transaction_id).not.toBeNull();

    // More than the member's vendor wallet holds: refused before anything is written or the vendor is called.
    const calls = t.sim.calls['transfer-out'];
    const tooMuch = await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 18_001, requestId: 'o2' });
    expect(envelope(tooMuch)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { wallet: VENDOR } });
    expect(t.sim.calls['transfer-out']).toBe(calls);
    expect(
      await t.handle.db.selectFrom('vendor_transfers').select('id').where('request_id', '=', 'o2').execute(),
    ).toEqual([]);
  });

  it('reverses the hold when the vendor refuses, both ways', async () => {
    const m = await funded('vtransfer02', 50_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 20_000, requestId: 'seed' });
    t.sim.failNext('refuse');
    const refusedIn = await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 5_000, requestId: 'r1' });
    expect(refusedIn.statusCode).toBe(409);
    expect(envelope(refusedIn)).toMatchObject({
      code: 'CONFLICT',
      value: { reason: 'VENDOR_REFUSED', status: 'failed' },
    });
    t.sim.failNext('refuse');
    const refusedOut = await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 5_000, requestId: 'r2' });
    expect(envelope(refusedOut)).toMatchObject({ code: 'CONFLICT', value: { reason: 'VENDOR_REFUSED' } });
    expect(await balances(m.token)).toMatchObject({ MAIN: 30_000, [VENDOR]: 20_000 });
    expect(t.sim.balances.get(m.player)).toBe(20_000);
    for (const requestId of ['r1', 'r2']) {
      const failed = await row(m.id, requestId);
      expect(failed.status).toBe('failed');
      expect(failed.settle_transaction_id).toBeNull();
      expect(failed.reverse_transaction_id).not.toBeNull();
    }
    // A repeat of a failed transfer says so again and changes nothing.
    const before = await journalSize();
    expect(
      envelope(await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 5_000, requestId: 'r1' })),
    ).toMatchObject({
      code: 'CONFLICT',
      value: { reason: 'VENDOR_REFUSED' },
    });
    expect(await journalSize()).toBe(before);
  });

  it('leaves a timed-out transfer unknown, then resolves it by the vendor’s status, once', async () => {
    const m = await funded('vtransfer03', 100_000);
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 10_000, requestId: 's0' });
    // Not applied by the vendor: resolves to failed, the hold goes back to main.
    t.sim.failNext('timeout');
    const lost = envelope(
      await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 7_000, requestId: 'u1' }),
    );
    expect(lost.value).toMatchObject({ status: 'unknown', replayed: false });
    expect(lost.value.wallets).toEqual([
      { vendorCode: 'MAIN', balance: 83_000 },
      { vendorCode: VENDOR, balance: 10_000 },
    ]);
    expect(
      envelope(await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 7_000, requestId: 'u1' })).value,
    ).toMatchObject({
      status: 'unknown',
      replayed: true,
    });
    // Applied by the vendor although it never answered: resolves to confirmed.
    t.sim.failNext('apply-then-timeout');
    expect(
      envelope(await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 11_000, requestId: 'u2' })).value,
    ).toMatchObject({ status: 'unknown' });
    // Out, applied, answered with a 500: unknown, resolves to confirmed (main credited).
    t.sim.failNext('apply-then-error');
    expect(
      envelope(await transfer(m.token, { from: VENDOR, to: 'MAIN', amount: 4_000, requestId: 'u3' })).value,
    ).toMatchObject({ status: 'unknown' });
    expect(await balances(m.token)).toMatchObject({ MAIN: 72_000, [VENDOR]: 6_000 });
    expect((await row(m.id, 'u1')).attempts).toBe(1);

    const report = await resolveUnknownTransfers(t.handle.db, adapters);
    expect(report).toMatchObject({ examined: 3, confirmed: 2, failed: 1, unknown: 0 });
    expect((await row(m.id, 'u1')).status).toBe('failed');
    expect((await row(m.id, 'u2')).status).toBe('confirmed');
    expect((await row(m.id, 'u3')).status).toBe('confirmed');
    expect(await balances(m.token)).toMatchObject({ MAIN: 83_000, [VENDOR]: 17_000 });
    expect(t.sim.balances.get(m.player)).toBe(17_000);
    // The not-found reference is closed at the vendor: a delayed copy of the call can never apply it.
    const u1 = await row(m.id, 'u1');
    expect(t.sim.closed.has(vendorReference(MERCHANT, u1.id))).toBe(true);
    // Its repeat says the vendor never applied it, not that the vendor refused it.
    expect(u1.last_error).toBe('VENDOR_NOT_APPLIED');
    expect(
      envelope(await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 7_000, requestId: 'u1' })),
    ).toMatchObject({ code: 'CONFLICT', value: { reason: 'VENDOR_NOT_APPLIED', status: 'failed' } });

    const before = await journalSize();
    expect(await resolveUnknownTransfers(t.handle.db, adapters)).toMatchObject({ examined: 0 });
    expect(await journalSize()).toBe(before);
    expect(
      envelope(await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 11_000, requestId: 'u2' })).value,
    ).toMatchObject({
      status: 'confirmed',
      replayed: true,
    });
  });

  it('keeps an unknown transfer unknown while the vendor cannot be asked', async () => {
    const m = await funded('vtransfer04', 10_000);
    t.sim.failNext('timeout');
    await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 1_000, requestId: 'k1' });
    const broken = vendorTransferAdapters({
      timeoutMs: 400,
      fetch: async () => {
        throw new Error('down');
      },
    });
    expect(await resolveUnknownTransfers(t.handle.db, broken)).toMatchObject({ examined: 1, unknown: 1 });
    expect(await row(m.id, 'k1')).toMatchObject({ status: 'unknown', attempts: 2 });
    expect(await resolveUnknownTransfers(t.handle.db, adapters)).toMatchObject({ failed: 1 });
    expect(await balances(m.token)).toMatchObject({ MAIN: 10_000 });
  });

  it('answers a retry during the vendor call with the same pending transfer', async () => {
    const m = await funded('vtransfer05', 10_000);
    t.sim.failNext('timeout');
    const calls = t.sim.calls['transfer-in'] ?? 0;
    const first = transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 2_500, requestId: 'p1' });
    while ((t.sim.calls['transfer-in'] ?? 0) === calls) await new Promise((r) => setTimeout(r, 5));
    const retry = envelope(
      await transfer(m.token, { from: 'MAIN', to: VENDOR, amount: 2_500, requestId: 'p1' }),
    );
    expect(retry.value).toMatchObject({
      requestId: 'p1',
      replayed: true,
      status: 'pending',
      wallets: [
        { vendorCode: 'MAIN', balance: 7_500 },
        { vendorCode: VENDOR, balance: 0 },
      ],
    });
    expect(envelope(await first).value).toMatchObject({ replayed: false, status: 'unknown' });
    const rows = await t.handle.db
      .selectFrom('vendor_transfers')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    await resolveUnknownTransfers(t.handle.db, adapters);
    expect(await balances(m.token)).toMatchObject({ MAIN: 10_000 });
  });

  it('resolves a transfer left pending by a crash after the hold', async () => {
    const m = await funded('vtransfer06', 10_000);
    const member = { id: m.id, merchantCode: MERCHANT, currency: 'PHP' };
    const { row: held } = await openTransfer(t.handle.db, member, {
      vendorCode: VENDOR,
      direction: 'in',
      amount: 3_000,
      requestId: 'c1',
    });
    expect(held.status).toBe('pending');
    // Not yet stale: left alone (the call may still be in flight).
    expect(await resolveUnknownTransfers(t.handle.db, adapters)).toMatchObject({ examined: 0 });
    await new Promise((r) => setTimeout(r, 20));
    expect(await resolveUnknownTransfers(t.handle.db, adapters, { staleAfterMs: 1 })).toMatchObject({
      failed: 1,
    });
    expect(await balances(m.token)).toMatchObject({ MAIN: 10_000 });
  });

  it('keeps our ledger and the vendor in agreement, and the ledger verifies', async () => {
    const wallets = await t.handle.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'balance'])
      .where('kind', '=', 'member_vendor')
      .where('vendor_code', '=', VENDOR)
      .execute();
    for (const w of wallets) expect(t.sim.balances.get(`${MERCHANT}:${w.member_id}`) ?? 0).toBe(w.balance);
    const open = await t.handle.db
      .selectFrom('vendor_transfers')
      .select('id')
      .where('status', 'in', ['pending', 'unknown'])
      .execute();
    expect(open).toEqual([]);
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('plays a scripted seamless session through the vendor wallet API', async () => {
    const player = await launchedPlayer(t.handle.db, 'SUERTE', 10_000);
    const client = createGameClient({
      vendorCode: 'SUERTE',
      secret: await vendorSecret(t.handle.db, 'SUERTE'),
      transport: async (path, raw, headers) => {
        const res = await t.app.inject({ method: 'POST', url: path, payload: raw, headers });
        return { status: res.statusCode, body: res.json() };
      },
    });
    const played = await playScript(
      client,
      { playerId: player.playerId, currency: 'PHP', launchToken: player.launchToken },
      [{ bet: 1_000, win: 2_500 }, { bet: 500 }, { betRolledBack: 700 }],
    );
    expect(played.answers.every((a) => a.status === 'OK')).toBe(true);
    expect(played.balance).toBe(10_000 - 1_000 + 2_500 - 500);
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });
});

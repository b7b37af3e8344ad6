import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { startVendorSimulator, type VendorSimulator } from '../../../../tools/vendor-simulator/simulator.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { vendorTransferAdapters, type VendorTransferAdapters } from '../../src/modules/transfers/index.js';
import { registerMember, testCaptchaImage } from './identity-client.js';
import { buildTestApp, envelope } from './test-app.js';
import { walletClient } from './wallet-client.js';
import type { TestDatabaseKind } from './test-database.js';
import { vendorSecret } from './vendor-wallet-client.js';

export const REMOTE_VENDOR = 'SIMVENDOR';
export const REMOTE_MERCHANT = 'SUERTE_PH';

export interface RemoteVendorContext {
  handle: DatabaseHandle;
  app: FastifyInstance;
  sim: VendorSimulator;
  /** HTTP adapters with a short timeout, so the simulator's timeout cases stay fast. */
  adapters: VendorTransferAdapters;
}

/** A fresh database whose SIMVENDOR is the vendor simulator (transfer mode), and the app on it. */
export function withRemoteVendor(kind: TestDatabaseKind): RemoteVendorContext {
  const t = { adapters: vendorTransferAdapters({ timeoutMs: 400 }) } as RemoteVendorContext;
  beforeAll(async () => {
    t.handle = await kind.open();
    t.sim = await startVendorSimulator({ secret: await vendorSecret(t.handle.db, REMOTE_VENDOR) });
    await t.handle.db
      .updateTable('vendors')
      .set({ transfer_url: t.sim.url })
      .where('code', '=', REMOTE_VENDOR)
      .execute();
    t.app = await buildTestApp(
      t.handle,
      {},
      { captchaImage: testCaptchaImage, transferAdapters: t.adapters },
    );
  });
  afterAll(async () => {
    await t.app?.close();
    await t.sim?.close();
    await t.handle?.close();
  });
  return t;
}

/** Member calls and ledger looks for tests of transfers with the remote vendor. */
export function remoteVendorClient(t: RemoteVendorContext) {
  const { call, transfer, balances } = walletClient(t);
  const funded = async (username: string, amount = 100_000) => {
    const token = await registerMember(t.app, username);
    const topUp = await call('POST', '/wps/v2/deposits/demo', token, {
      amount,
      requestId: `${username}-fund`,
    });
    expect(envelope(topUp).success).toBe(true);
    const { id } = await t.handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return {
      token,
      id,
      player: `${REMOTE_MERCHANT}:${id}`,
      member: { id, merchantCode: REMOTE_MERCHANT, currency: 'PHP' },
    };
  };
  const journalSize = async () =>
    (
      await t.handle.db
        .selectFrom('ledger_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  /** Settlements posted for a member (kind vendor_settlement), oldest first, with the vendor wallet's leg. */
  const settlements = (memberId: number) =>
    t.handle.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['t.id', 't.actor', 't.idempotency_key', 'e.amount', 'e.balance_after'])
      .where('t.kind', '=', 'vendor_settlement')
      .where('a.member_id', '=', memberId)
      .orderBy('t.id')
      .execute();
  const transferRow = (memberId: number, requestId: string) =>
    t.handle.db
      .selectFrom('vendor_transfers')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
  return { call, transfer, balances, funded, journalSize, settlements, transferRow };
}

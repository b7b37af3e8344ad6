import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import { CLEARING_SHARDS, type TransferMember, type TransferOrder } from './transfer-parties.js';
import {
  ledgerKey,
  ledgerKind,
  stepMove,
  transition,
  vendorReference,
  type LedgerStep,
  type TransferEvent,
} from './transfer-state.js';
import type { VendorTransferAdapter } from './vendor-transfer-adapter.js';
import {
  findTransfer,
  insertTransfer,
  lockTransfer,
  setHoldTransaction,
  updateTransfer,
  type VendorTransferRow,
} from './vendor-transfer.repository.js';

// A transfer with a remote vendor (ARCHITECTURE §5): its row in vendor_transfers moves through the state machine
// of transfer-state.ts, and each move posts its ledger step in the same database transaction.

/** Posts one step of a transfer; its idempotency key makes a second post of the same step a no-op. */
async function postStep(
  trx: Transaction<DB>,
  row: VendorTransferRow,
  step: LedgerStep,
  actor = step === 'hold' ? `member:${row.member_id}` : `vendor:${row.vendor_code}`,
): Promise<number> {
  const member = { id: row.member_id, merchantCode: row.merchant_code, currency: row.currency_code };
  // Main before vendor, as everywhere else; post() then updates balances in account-id order.
  const main = await memberAccount(trx, member, 'member_main');
  const vendor = await memberAccount(trx, member, 'member_vendor', row.vendor_code);
  const clearing = await houseAccount(
    trx,
    { merchantCode: row.merchant_code, currency: row.currency_code, kind: 'vendor_clearing' },
    row.vendor_code,
    row.id % CLEARING_SHARDS,
  );
  const ids = { main: main.id, vendor: vendor.id, clearing };
  const move = stepMove(row.direction, step);
  const posted = await post(trx, {
    merchantCode: row.merchant_code,
    currency: row.currency_code,
    kind: ledgerKind(step),
    reference: row.request_id,
    idempotencyKey: ledgerKey(row.id, step),
    actor,
    legs: [
      { accountId: ids[move.from], amount: -row.amount },
      { accountId: ids[move.to], amount: row.amount },
    ],
  });
  return posted.transactionId;
}

/**
 * Creates the transfer (pending) and posts its hold in one database transaction, or finds the transfer this
 * requestId already made. Too little money on the source wallet: INSUFFICIENT_FUNDS and nothing is written.
 */
export async function openTransfer(
  db: Database,
  member: TransferMember,
  order: TransferOrder,
): Promise<{ row: VendorTransferRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await insertTransfer(trx, member, order);
    if (!inserted) return { row: (await findTransfer(trx, member.id, order.requestId))!, created: false };
    const hold = await postStep(trx, inserted, 'hold');
    return { row: await setHoldTransaction(trx, inserted.id, hold), created: true };
  });
}

/**
 * Applies an event to a transfer: the state change and its ledger step commit together, under the row's lock.
 * An event that does not apply in the current status changes nothing (so repeats and late answers are harmless).
 */
export async function applyEvent(
  db: Database,
  transferId: number,
  event: TransferEvent,
  error: string | null = null,
): Promise<VendorTransferRow> {
  return db
    .transaction()
    .execute(async (trx) => applyToLocked(trx, await lockTransfer(trx, transferId), event, error));
}

/**
 * Applies an event to a transfer row the caller has locked in `trx`. An operator's decision names the operator
 * as the ledger step's actor and records who resolved it and why.
 */
export async function applyToLocked(
  trx: Transaction<DB>,
  row: VendorTransferRow,
  event: TransferEvent,
  error: string | null = null,
  operator?: { actor: string; note: string },
): Promise<VendorTransferRow> {
  const next = transition(row.status, event);
  if (!next) return row;
  const posted = next.step
    ? await postStep(trx, row, next.step, operator ? `operator:${operator.actor}` : undefined)
    : null;
  return updateTransfer(trx, row.id, {
    status: next.status,
    attempts: next.attempt ? row.attempts + 1 : row.attempts,
    lastError: error ?? row.last_error,
    ...(next.step === 'settle' ? { settleTransactionId: posted } : {}),
    ...(next.step === 'reverse' ? { reverseTransactionId: posted } : {}),
    ...(operator ? { resolution: operator } : {}),
  });
}

/** Calls the vendor for a pending transfer (no database transaction is open) and records what it answered. */
async function callVendor(
  db: Database,
  adapter: VendorTransferAdapter,
  row: VendorTransferRow,
): Promise<VendorTransferRow> {
  const call = {
    merchantCode: row.merchant_code,
    currency: row.currency_code,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    amount: row.amount,
    reference: vendorReference(row.merchant_code, row.id),
  };
  const answer = await (row.direction === 'in' ? adapter.transferIn(call) : adapter.transferOut(call)).catch(
    (error: unknown) => ({ outcome: 'unknown' as const, error: String(error) }),
  );
  switch (answer.outcome) {
    case 'confirmed':
      return applyEvent(db, row.id, 'vendor_confirmed');
    case 'failed':
      return applyEvent(db, row.id, 'vendor_refused', answer.reason);
    case 'unknown':
      return applyEvent(db, row.id, 'vendor_unreachable', answer.error);
  }
}

/**
 * A transfer with a remote vendor: hold (pending), call the vendor outside any database transaction, then
 * settle (confirmed), reverse (failed) or leave it for the resolver (unknown). A requestId already used returns
 * its transfer as it stands (created false), whatever its status.
 */
export async function runTransfer(
  db: Database,
  adapter: VendorTransferAdapter,
  member: TransferMember,
  order: TransferOrder,
): Promise<{ row: VendorTransferRow; created: boolean }> {
  const opened = await openTransfer(db, member, order);
  if (!opened.created) return opened;
  return { row: await callVendor(db, adapter, opened.row), created: true };
}

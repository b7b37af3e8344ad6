import { MAIN_WALLET, minorUnits, type WalletTransferResult } from '@suerte/contracts';
import { startIntervalJob } from '../../lib/interval-job.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, VendorTransfersTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { houseAccount, memberAccount } from '../ledger/ledger.repository.js';
import { post } from '../ledger/ledger.service.js';
import type {
  VendorEndpoint,
  VendorTransferAdapter,
  VendorTransferAdapters,
} from '../wallet/vendor-transfer-adapter.js';
import {
  DEFAULT_MAX_ATTEMPTS,
  failureReason,
  ledgerKey,
  ledgerKind,
  needsReview,
  NOT_APPLIED,
  stepMove,
  transition,
  vendorReference,
  type LedgerStep,
  type TransferDirection,
  type TransferEvent,
} from './transfer-state.js';
import { markNeedsReview } from './vendor-transfer.repository.js';

type Db = Kysely<DB> | Transaction<DB>;
export type VendorTransferRow = Selectable<VendorTransfersTable>;

export interface TransferMember {
  id: number;
  merchantCode: string;
  currency: string;
}

export interface TransferOrder {
  vendorCode: string;
  direction: TransferDirection;
  amount: number;
  requestId: string;
}

/** Vendor clearing is a house account without a running balance; shards spread concurrent postings. */
export const CLEARING_SHARDS = 8;

export async function vendorEndpoint(db: Db, vendorCode: string): Promise<VendorEndpoint | null> {
  const row = await db
    .selectFrom('vendors')
    .select(['code', 'transfer_url', 'wallet_secret'])
    .where('code', '=', vendorCode)
    .executeTakeFirst();
  return row ? { code: row.code, transferUrl: row.transfer_url, secret: row.wallet_secret } : null;
}

export async function findTransfer(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<VendorTransferRow | undefined> {
  return db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

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
    const inserted = await trx
      .insertInto('vendor_transfers')
      .values({
        merchant_code: member.merchantCode,
        currency_code: member.currency,
        member_id: member.id,
        vendor_code: order.vendorCode,
        direction: order.direction,
        amount: order.amount,
        request_id: order.requestId,
        status: 'pending',
      })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return { row: (await findTransfer(trx, member.id, order.requestId))!, created: false };
    const hold = await postStep(trx, inserted, 'hold');
    const row = await trx
      .updateTable('vendor_transfers')
      .set({ hold_transaction_id: hold })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, created: true };
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

export async function lockTransfer(trx: Transaction<DB>, transferId: number): Promise<VendorTransferRow> {
  return trx
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('id', '=', transferId)
    .forUpdate()
    .executeTakeFirstOrThrow();
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
  return trx
    .updateTable('vendor_transfers')
    .set({
      status: next.status,
      attempts: next.attempt ? row.attempts + 1 : row.attempts,
      last_error: error ?? row.last_error,
      updated_at: sql<Date>`now()` as never,
      ...(next.step === 'settle' ? { settle_transaction_id: posted } : {}),
      ...(next.step === 'reverse' ? { reverse_transaction_id: posted } : {}),
      ...(operator ? { resolved_by: operator.actor, resolution_note: operator.note } : {}),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function callOf(row: VendorTransferRow) {
  return {
    merchantCode: row.merchant_code,
    currency: row.currency_code,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    amount: row.amount,
    reference: vendorReference(row.merchant_code, row.id),
  };
}

/** Calls the vendor for a pending transfer (no database transaction is open) and records what it answered. */
async function callVendor(
  db: Database,
  adapter: VendorTransferAdapter,
  row: VendorTransferRow,
): Promise<VendorTransferRow> {
  const call = callOf(row);
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

export interface ResolveReport {
  examined: number;
  confirmed: number;
  failed: number;
  unknown: number;
  /** Of the unknown ones, those this run left to an operator (the attempts reached the cap). */
  needsReview: number;
}

export interface ResolveOptions {
  staleAfterMs?: number;
  limit?: number;
  /** Status queries per transfer before it is left to an operator (VENDOR_TRANSFER_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** Told about each transfer left to an operator, once. */
  onNeedsReview?: (row: VendorTransferRow) => void;
}

/**
 * Settles transfers left unknown (and pending ones nobody finished for `staleAfterMs`, judged by the database's
 * clock) by asking the vendor for the reference's status. Idempotent: final transfers are never touched again,
 * and each ledger step is keyed per transfer. A transfer still unknown after `maxAttempts` tries stays unknown
 * but is marked needs_review, and is no longer asked about: an operator resolves it (ops transfer:resolve).
 */
export async function resolveUnknownTransfers(
  db: Database,
  adapters: VendorTransferAdapters,
  options: ResolveOptions = {},
): Promise<ResolveReport> {
  const staleSeconds = (options.staleAfterMs ?? 120_000) / 1000;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const rows = await db
    .selectFrom('vendor_transfers')
    .select('id')
    .where('needs_review', '=', false)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unknown'),
        eb.and([
          eb('status', '=', 'pending'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute();
  const report: ResolveReport = { examined: 0, confirmed: 0, failed: 0, unknown: 0, needsReview: 0 };
  const endpoints = new Map<string, VendorEndpoint | null>();
  for (const { id } of rows) {
    report.examined += 1;
    let row = await askAbout(db, adapters, await findById(db, id), endpoints);
    if (needsReview(row, maxAttempts)) {
      const marked = await markNeedsReview(db, row.id);
      if (marked) {
        row = marked;
        report.needsReview += 1;
        options.onNeedsReview?.(marked);
      }
    }
    report[row.status === 'pending' ? 'unknown' : row.status] += 1;
  }
  return report;
}

/**
 * Asks the vendor about one open transfer now: a pending one is first marked unknown (its call's late answer
 * no longer counts), then the status query decides. A final transfer is returned as it is.
 */
export async function askAbout(
  db: Database,
  adapters: VendorTransferAdapters,
  found: VendorTransferRow,
  endpoints = new Map<string, VendorEndpoint | null>(),
): Promise<VendorTransferRow> {
  const row = found.status === 'pending' ? await applyEvent(db, found.id, 'stale') : found;
  if (row.status !== 'unknown') return row;
  if (!endpoints.has(row.vendor_code))
    endpoints.set(row.vendor_code, await vendorEndpoint(db, row.vendor_code));
  const endpoint = endpoints.get(row.vendor_code);
  const adapter = endpoint ? adapters(endpoint) : null;
  return adapter?.remote
    ? askVendor(db, adapter, row)
    : applyEvent(db, row.id, 'status_unreachable', 'VENDOR_NOT_REMOTE');
}

export async function findById(db: Database, id: number): Promise<VendorTransferRow> {
  return db.selectFrom('vendor_transfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function askVendor(
  db: Database,
  adapter: VendorTransferAdapter,
  row: VendorTransferRow,
): Promise<VendorTransferRow> {
  const answer = await adapter
    .status({ vendorCode: row.vendor_code, reference: vendorReference(row.merchant_code, row.id) })
    .catch((error: unknown) => ({ state: 'unknown' as const, error: String(error) }));
  if (answer.state === 'not_found') return applyEvent(db, row.id, 'status_not_found', NOT_APPLIED);
  if (answer.state === 'unknown') return applyEvent(db, row.id, 'status_unreachable', answer.error);
  if (answer.direction !== row.direction || answer.amount !== row.amount) {
    // The vendor applied something else under our reference: a person must look; never guess with money.
    return applyEvent(
      db,
      row.id,
      'status_unreachable',
      `STATUS_MISMATCH: vendor has ${answer.direction} ${answer.amount}`,
    );
  }
  return applyEvent(db, row.id, 'status_applied');
}

/**
 * Runs resolveUnknownTransfers every `intervalMs` (never two runs at once in this process; several nodes are
 * safe too, as every step is guarded by the row lock and keyed). The timer does not keep the process alive.
 */
export function startVendorTransferJobs(
  db: Database,
  adapters: VendorTransferAdapters,
  options: Omit<ResolveOptions, 'limit'> & { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const { intervalMs, onError, ...resolve } = options;
  return startIntervalJob(
    () => resolveUnknownTransfers(db, adapters, resolve),
    intervalMs ?? 15_000,
    onError,
  );
}

/** Whether a requestId's transfer is the transfer now asked for. */
export function sameOrder(row: VendorTransferRow, order: Omit<TransferOrder, 'requestId'>): boolean {
  return (
    row.vendor_code === order.vendorCode && row.direction === order.direction && row.amount === order.amount
  );
}

/**
 * The member's answer for a transfer with a remote vendor: the movement, its status (pending and unknown say the
 * money is on its way), and the two wallets' balances now. A failed transfer is refused (its hold was reversed),
 * saying whether the vendor refused it or never applied it.
 */
export async function transferAnswer(
  db: Database,
  row: VendorTransferRow,
  replayed: boolean,
): Promise<WalletTransferResult> {
  if (row.status === 'failed') {
    throw new AppError('CONFLICT', undefined, {
      reason: failureReason(row),
      vendorCode: row.vendor_code,
      requestId: row.request_id,
      status: 'failed',
    });
  }
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'vendor_code', 'balance'])
    .where('member_id', '=', row.member_id)
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'member_main'),
        eb.and([eb('kind', '=', 'member_vendor'), eb('vendor_code', '=', row.vendor_code)]),
      ]),
    )
    .execute();
  const balanceOf = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
  const amount = minorUnits(row.amount);
  return {
    requestId: row.request_id,
    replayed,
    status: row.status,
    transfers: [
      row.direction === 'in'
        ? { from: MAIN_WALLET, to: row.vendor_code, amount }
        : { from: row.vendor_code, to: MAIN_WALLET, amount },
    ],
    wallets: [
      { vendorCode: MAIN_WALLET, balance: minorUnits(balanceOf('member_main')) },
      { vendorCode: row.vendor_code, balance: minorUnits(balanceOf('member_vendor')) },
    ],
  };
}

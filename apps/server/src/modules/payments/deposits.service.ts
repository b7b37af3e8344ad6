import type { BankDepositBody, Deposit } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import type { WalletOwner } from '../wallet/index.js';
import {
  decideDeposit,
  depositByRequestId,
  depositsByStatus,
  insertDeposit,
  lockDeposit,
  memberDeposits,
  type DepositRow,
} from './deposits.repository.js';
import type { PaymentChannelService } from './payment-channels.service.js';
import { depositView } from './payment-views.js';

/** What the deposit functions work with. */
export interface DepositDeps {
  db: Database;
  /** The bank channel must be enabled and able to run here (real money needs a deployment fit for it). */
  channels: PaymentChannelService;
}

type Decided = { deposit: DepositRow; changed: boolean };

/**
 * Manual bank-transfer deposits: the member declares a transfer, the operator approves (money moves from
 * payment clearing to the member's main wallet, once per deposit id) or rejects it. Only through the merchant's
 * bank deposit channel, which moves real money: refused on the embedded database (PAYMENT_CHANNEL_UNAVAILABLE).
 */
export function createDepositService(db: Database, channels: PaymentChannelService) {
  const deps: DepositDeps = { db, channels };
  return {
    requestBank: (owner: WalletOwner, body: BankDepositBody) => requestBankDeposit(deps, owner, body),
    list: (owner: WalletOwner, page: { pageNo: number; pageSize: number }) => listDeposits(deps, owner, page),
    approve: (actor: string, id: number) => approveDeposit(deps, actor, id),
    reject: (actor: string, id: number, reason: string) => rejectDeposit(deps, actor, id, reason),
    byStatus: (status: DepositRow['status'] | undefined, limit = 50) => depositsByStatus(db, status, limit),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;

/** Records the member's declared bank transfer; a repeat (same requestId) answers the first. */
export async function requestBankDeposit(
  deps: DepositDeps,
  owner: WalletOwner,
  body: BankDepositBody,
): Promise<Deposit & { replayed: boolean }> {
  // Off or unable to run here: the player is told the channel is not available, never why.
  await deps.channels.channel(owner, 'bank', 'deposit');
  const inserted = await insertDeposit(deps.db, {
    merchantCode: owner.merchantCode,
    memberId: owner.id,
    currency: owner.currency,
    channel: 'bank',
    ...body,
  });
  if (inserted) return { ...depositView(inserted), replayed: false };
  const first = await depositByRequestId(deps.db, owner.id, body.requestId);
  if (!first || first.amount !== body.amount || first.channel !== 'bank') {
    throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
  }
  return { ...depositView(first), replayed: true };
}

/** The member's requests, and whether the bank channel takes new ones here. */
export async function listDeposits(
  deps: DepositDeps,
  owner: WalletOwner,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await memberDeposits(deps.db, owner.id, page);
  const bank = (await deps.channels.channelsFor(owner, 'deposit')).find((c) => c.method === 'bank');
  const bankAvailable = bank?.runs ?? false;
  return { list: rows.map(depositView), total, ...page, bankAvailable };
}

/** Operator: credits the member. Approving an approved deposit changes nothing and says so. */
export function approveDeposit(deps: Pick<DepositDeps, 'db'>, actor: string, id: number): Promise<Decided> {
  return deps.db.transaction().execute(async (trx) => {
    const d = await lockDeposit(trx, id);
    if (!d) throw new AppError('NOT_FOUND', `unknown deposit ${id}`);
    if (d.status === 'approved') return { deposit: d, changed: false };
    if (d.status !== 'pending') throw new AppError('CONFLICT', `deposit ${id} is ${d.status}`);
    const transactionId = await creditMember(trx, actor, d);
    const after = await decideDeposit(trx, id, {
      status: 'approved',
      reason: null,
      actor,
      ledgerTransactionId: transactionId,
    });
    await appendAudit(trx, {
      actor,
      action: 'deposit.approve',
      target: `deposit:${id}`,
      before: { status: d.status },
      after: { status: after.status, amount: d.amount, ledgerTransactionId: transactionId },
    });
    return { deposit: after, changed: true };
  });
}

/** Moves the deposit's amount from payment clearing to the member's main wallet; the posting's id. */
async function creditMember(trx: Transaction<DB>, actor: string, d: DepositRow): Promise<number> {
  const house = { merchantCode: d.merchant_code, currency: d.currency_code };
  const main = await memberAccount(trx, { id: d.member_id, ...house }, 'member_main');
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  const posted = await post(trx, {
    ...house,
    kind: 'deposit_bank',
    reference: `deposit:${d.id}`,
    idempotencyKey: `deposit_bank:${d.id}`,
    actor: `operator:${actor}`,
    legs: [
      { accountId: main.id, amount: d.amount },
      { accountId: clearing, amount: -d.amount },
    ],
  });
  return posted.transactionId;
}

/** Operator: refuses the deposit with a reason. Rejecting a rejected deposit changes nothing and says so. */
export async function rejectDeposit(
  deps: Pick<DepositDeps, 'db'>,
  actor: string,
  id: number,
  reason: string,
): Promise<Decided> {
  if (!reason.trim()) throw new AppError('VALIDATION_FAILED', 'a reason is required');
  return deps.db.transaction().execute(async (trx) => {
    const d = await lockDeposit(trx, id);
    if (!d) throw new AppError('NOT_FOUND', `unknown deposit ${id}`);
    if (d.status === 'rejected') return { deposit: d, changed: false };
    if (d.status !== 'pending') throw new AppError('CONFLICT', `deposit ${id} is ${d.status}`);
    const after = await decideDeposit(trx, id, { status: 'rejected', reason: reason.trim(), actor });
    await appendAudit(trx, {
      actor,
      action: 'deposit.reject',
      target: `deposit:${id}`,
      before: { status: d.status },
      after: { status: after.status, reason: after.reason },
    });
    return { deposit: after, changed: true };
  });
}

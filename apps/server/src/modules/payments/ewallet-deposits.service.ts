import type { EwalletDeposit, EwalletDepositBody } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { dbNow } from '../../db/executor.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import type { WalletOwner } from '../wallet/index.js';
import type { AggregatorAdapters, AggregatorStatus } from './aggregator-adapter.js';
import { aggregatorChannel } from './channel-adapters.js';
import {
  ewalletDepositByRequestId,
  insertEwalletDeposit,
  lockEwalletDepositByTransaction,
  memberEwalletDeposit,
  memberEwalletDeposits,
  updateEwalletDeposit,
  type EwalletDepositRow,
} from './ewallet-deposits.repository.js';
import type { PaymentChannelService } from './payment-channels.service.js';
import type { Limiter } from '../../http/kernel/rate-limit.js';
import { countDepositStart } from './deposit-starts.js';
import { flagEwalletReport } from './ewallet-review.repository.js';

export interface EwalletDepositDeps {
  db: Database;
  channels: PaymentChannelService;
  adapters: AggregatorAdapters;
  /** New deposits per member (deposit-starts.ts). */
  starts: Limiter;
}

/** Where the member's browser comes back to after the checkout: the web's status page of the payment. */
export const ewalletReturnPath = (id: number) => `/member/deposit/ewallet/${id}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function ewalletDepositView(r: EwalletDepositRow): EwalletDeposit {
  return {
    id: String(r.id),
    requestId: r.request_id,
    method: r.method,
    amount: r.amount,
    currency: r.currency_code,
    status: r.status,
    playMoney: r.play_money,
    checkoutUrl: r.status === 'pending' ? r.checkout_url : null,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    settledAt: iso(r.settled_at),
  };
}

/**
 * Starts an e-wallet payment: the member's merchant must have the channel and it must run here (the channel
 * rules: the demo aggregator only with play money, real money only on a deployment fit for it), the amount
 * within its limits. The payment is recorded before the aggregator is asked, so a repeat
 * (same requestId) finds it and asks again if the first call never got an answer (the aggregator keys on our
 * reference, so it creates nothing twice).
 */
export async function startEwalletDeposit(
  deps: EwalletDepositDeps,
  owner: WalletOwner,
  body: EwalletDepositBody,
): Promise<EwalletDeposit & { replayed: boolean }> {
  const { channel, adapter } = await aggregatorChannel(deps.channels, deps.adapters, owner, {
    direction: 'deposit',
    method: body.method,
  });
  const playMoney = channel.playMoney;
  const min = channel.min_amount ?? 1;
  const max = channel.max_amount ?? Number.MAX_SAFE_INTEGER;
  if (body.amount < min || body.amount > max) throw new AppError('DEPOSIT_LIMIT', undefined, { min, max });
  // A repeat answers the first below; only a new payment counts against the member's deposit starts.
  if (!(await ewalletDepositByRequestId(deps.db, owner.id, body.requestId))) {
    await countDepositStart(deps.starts, owner.id);
  }
  const inserted = await insertEwalletDeposit(deps.db, {
    merchant_code: owner.merchantCode,
    member_id: owner.id,
    currency_code: owner.currency,
    method: body.method,
    provider_code: adapter.providerCode,
    request_id: body.requestId,
    amount: body.amount,
    play_money: playMoney,
  });
  const row = inserted ?? (await ewalletDepositByRequestId(deps.db, owner.id, body.requestId));
  if (!row || row.amount !== body.amount || row.method !== body.method) {
    throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
  }
  const withCheckout = row.provider_txn_id ? row : await createAtAggregator(deps, row);
  return { ...ewalletDepositView(withCheckout), replayed: inserted === null };
}

async function createAtAggregator(deps: EwalletDepositDeps, row: EwalletDepositRow) {
  if (row.status !== 'pending') return row;
  const adapter = deps.adapters.get(row.provider_code);
  if (!adapter) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', undefined, { channel: row.method });
  const created = await adapter.createPayment({
    reference: `ewallet-deposit:${row.id}`,
    amount: row.amount,
    currency: row.currency_code,
    method: row.method,
    returnUrl: ewalletReturnPath(row.id),
    expiresAt: row.expires_at,
  });
  return updateEwalletDeposit(deps.db, row.id, {
    provider_txn_id: created.transactionId,
    checkout_url: created.checkoutUrl,
  });
}

export async function memberDeposit(deps: Pick<EwalletDepositDeps, 'db'>, memberId: number, id: number) {
  const row = await memberEwalletDeposit(deps.db, memberId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return ewalletDepositView(row);
}

export async function listEwalletDeposits(
  deps: Pick<EwalletDepositDeps, 'db'>,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await memberEwalletDeposits(deps.db, memberId, page);
  return { list: rows.map(ewalletDepositView), total, ...page };
}

export type SettleOutcome = 'credited' | 'closed' | 'unchanged' | 'mismatch' | 'contradicts' | 'unknown';

/**
 * Applies what the aggregator says about a payment (its notification or its answer to a status query). Under
 * the row's lock: pending → paid credits the member once (the ledger key is the aggregator's transaction id),
 * pending → failed or expired closes it. The same state again changes nothing; an amount or currency that is
 * not the payment's, or a final state contradicting ours, changes nothing and is written to the audit log.
 */
export async function settleEwalletDeposit(
  db: Database,
  provider: string,
  status: AggregatorStatus,
): Promise<{ outcome: SettleOutcome; deposit: EwalletDepositRow | null }> {
  const result = await db.transaction().execute(async (trx) => {
    const d = await lockEwalletDepositByTransaction(trx, provider, status.transactionId);
    if (!d) return { outcome: 'unknown' as const, deposit: null };
    if (status.amount !== d.amount || status.currency !== d.currency_code)
      return { outcome: 'mismatch' as const, deposit: d };
    if (status.status === d.status || status.status === 'pending')
      return { outcome: 'unchanged' as const, deposit: d };
    if (d.status !== 'pending') return { outcome: 'contradicts' as const, deposit: d };
    if (status.status !== 'paid') {
      const closed = await updateEwalletDeposit(trx, d.id, {
        status: status.status,
        failure_reason: status.reason,
        settled_at: dbNow(),
      });
      return { outcome: 'closed' as const, deposit: closed };
    }
    const paid = await creditEwalletDeposit(trx, d, {
      provider,
      transactionId: status.transactionId,
      actor: `provider:${provider}`,
    });
    return { outcome: 'credited' as const, deposit: paid };
  });
  if (result.deposit && (result.outcome === 'mismatch' || result.outcome === 'contradicts')) {
    await appendAudit(db, {
      actor: `provider:${provider}`,
      action: `ewallet-deposit.${result.outcome}`,
      target: `ewallet-deposit:${result.deposit.id}`,
      before: {
        status: result.deposit.status,
        amount: result.deposit.amount,
        currency: result.deposit.currency_code,
      },
      after: { status: status.status, amount: status.amount, currency: status.currency },
    });
    // Left for an operator to decide (ops ewallet-payment:*).
    await flagEwalletReport(db, {
      payment: 'deposit',
      provider,
      status,
      outcome: result.outcome,
      target: { deposit_id: result.deposit.id },
      ourStatus: result.deposit.status,
    });
  }
  return result;
}

/**
 * Credits a pending (or, by an operator's decision, a closed) e-wallet deposit to the member's main wallet and
 * marks it paid. The ledger key is the aggregator's transaction id: whoever credits it, it is credited once.
 */
export async function creditEwalletDeposit(
  trx: Transaction<DB>,
  d: EwalletDepositRow,
  by: { provider: string; transactionId: string; actor: string },
): Promise<EwalletDepositRow> {
  const house = { merchantCode: d.merchant_code, currency: d.currency_code };
  const main = await memberAccount(trx, { id: d.member_id, ...house }, 'member_main');
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  const posted = await post(trx, {
    ...house,
    kind: 'deposit_ewallet',
    reference: `ewallet-deposit:${d.id}`,
    idempotencyKey: `deposit_ewallet:${by.provider}:${by.transactionId}`,
    actor: by.actor,
    legs: [
      { accountId: main.id, amount: d.amount },
      { accountId: clearing, amount: -d.amount },
    ],
  });
  return updateEwalletDeposit(trx, d.id, {
    status: 'paid',
    ledger_transaction_id: posted.transactionId,
    settled_at: dbNow(),
  });
}

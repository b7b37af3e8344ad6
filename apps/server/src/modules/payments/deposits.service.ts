import type { BankDepositBody, Deposit } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { houseAccount, memberAccount } from '../ledger/ledger.repository.js';
import { post } from '../ledger/ledger.service.js';
import { appendAudit } from '../operator/operator.repository.js';
import type { WalletOwner } from '../wallet/wallet-owner.js';
import {
  decideDeposit,
  depositByRequestId,
  depositsByStatus,
  insertDeposit,
  lockDeposit,
  memberDeposits,
  type DepositRow,
} from './deposits.repository.js';
import { depositView } from './payment-views.js';
import type { RealMoneyGuard } from './real-money.js';

/**
 * Manual bank-transfer deposits: the member declares a transfer, the operator approves (money moves from
 * payment clearing to the member's main wallet, once per deposit id) or rejects it. Real money: refused on the
 * embedded database (FEATURE_DISABLED).
 */
export function createDepositService(db: Database, realMoney: RealMoneyGuard) {
  return {
    async requestBank(owner: WalletOwner, body: BankDepositBody): Promise<Deposit & { replayed: boolean }> {
      if (!(await realMoney.allowed())) {
        throw new AppError('FEATURE_DISABLED', undefined, { reason: 'REAL_MONEY_NEEDS_POSTGRESQL' });
      }
      const inserted = await insertDeposit(db, {
        merchantCode: owner.merchantCode,
        memberId: owner.id,
        currency: owner.currency,
        channel: 'bank',
        ...body,
      });
      if (inserted) return { ...depositView(inserted), replayed: false };
      const first = await depositByRequestId(db, owner.id, body.requestId);
      if (!first || first.amount !== body.amount || first.channel !== 'bank') {
        throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
      }
      return { ...depositView(first), replayed: true };
    },

    async list(memberId: number, page: { pageNo: number; pageSize: number }) {
      const { rows, total } = await memberDeposits(db, memberId, page);
      return { list: rows.map(depositView), total, ...page };
    },

    /** Operator: credits the member. Approving an approved deposit changes nothing and says so. */
    async approve(actor: string, id: number): Promise<{ deposit: DepositRow; changed: boolean }> {
      return db.transaction().execute(async (trx) => {
        const d = await lockDeposit(trx, id);
        if (!d) throw new AppError('NOT_FOUND', `unknown deposit ${id}`);
        if (d.status === 'approved') return { deposit: d, changed: false };
        if (d.status !== 'pending') throw new AppError('CONFLICT', `deposit ${id} is ${d.status}`);
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
        const after = await decideDeposit(trx, id, {
          status: 'approved',
          reason: null,
          actor,
          ledgerTransactionId: posted.transactionId,
        });
        await appendAudit(trx, {
          actor,
          action: 'deposit.approve',
          target: `deposit:${id}`,
          before: { status: d.status },
          after: { status: after.status, amount: d.amount, ledgerTransactionId: posted.transactionId },
        });
        return { deposit: after, changed: true };
      });
    },

    async reject(
      actor: string,
      id: number,
      reason: string,
    ): Promise<{ deposit: DepositRow; changed: boolean }> {
      if (!reason.trim()) throw new AppError('VALIDATION_FAILED', 'a reason is required');
      return db.transaction().execute(async (trx) => {
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
    },

    byStatus: (status: DepositRow['status'] | undefined, limit = 50) => depositsByStatus(db, status, limit),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;

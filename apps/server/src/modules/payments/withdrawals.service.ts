import type { WithdrawalBody, WithdrawalConfirmBody } from '@suerte/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { houseAccount, memberAccount } from '../ledger/ledger.repository.js';
import { post } from '../ledger/ledger.service.js';
import type { WalletOwner } from '../wallet/wallet-owner.js';
import { merchantPaymentLimits } from './payment-limits.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import { withdrawalView } from './payment-views.js';
import { decodeProofImage } from './proof-images.js';
import {
  insertProofs,
  insertWithdrawal,
  lockMember,
  lockWithdrawal,
  memberWithdrawals,
  proofCounts,
  updateWithdrawal,
  withdrawalByRequestId,
  withdrawalsToday,
  type WithdrawalRow,
} from './withdrawals.repository.js';

/** States the member may confirm from: a payout sent, or one reported as partly arrived. */
const CONFIRMABLE: readonly WithdrawalRow['status'][] = ['disbursed', 'partially_received'];

/**
 * The member's withdrawals: a request holds the funds at once (main wallet → payment clearing, guarded, so
 * it cannot overdraw); the member confirms the payout after the operator disbursed it (spec §4).
 */
export function createWithdrawalService(db: Database, passwords: PaymentPasswordService) {
  function replayOf(first: WithdrawalRow, body: WithdrawalBody) {
    if (first.amount !== body.amount || first.account_number !== body.accountNumber) {
      throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
    }
    return { ...withdrawalView(first), replayed: true, balance: null };
  }

  return {
    async request(owner: WalletOwner, body: WithdrawalBody) {
      const earlier = await withdrawalByRequestId(db, owner.id, body.requestId);
      if (earlier) return replayOf(earlier, body);
      await passwords.verify(owner.id, body.paymentPassword);
      const limits = await merchantPaymentLimits(db, owner.merchantCode);
      if (body.amount < limits.minWithdrawal || body.amount > limits.maxWithdrawal) {
        throw new AppError('WITHDRAWAL_LIMIT', undefined, {
          reason: 'AMOUNT',
          min: limits.minWithdrawal,
          max: limits.maxWithdrawal,
        });
      }
      const house = { merchantCode: owner.merchantCode, currency: owner.currency };
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, owner.id);
        const first = await withdrawalByRequestId(trx, owner.id, body.requestId);
        if (first) return replayOf(first, body);
        if ((await withdrawalsToday(trx, owner.id)) >= limits.dailyWithdrawals) {
          throw new AppError('WITHDRAWAL_LIMIT', undefined, {
            reason: 'DAILY_COUNT',
            max: limits.dailyWithdrawals,
          });
        }
        const row = await insertWithdrawal(trx, {
          merchant_code: owner.merchantCode,
          member_id: owner.id,
          currency_code: owner.currency,
          request_id: body.requestId,
          amount: body.amount,
          bank_name: body.bankName,
          account_name: body.accountName,
          account_number: body.accountNumber,
        });
        const main = await memberAccount(trx, { id: owner.id, ...house }, 'member_main');
        const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
        // Throws INSUFFICIENT_FUNDS when the main wallet has too little: the request row rolls back with it.
        const posted = await post(trx, {
          ...house,
          kind: 'withdrawal_hold',
          reference: `withdrawal:${row.id}`,
          idempotencyKey: `withdrawal_hold:${row.id}`,
          actor: `member:${owner.id}`,
          legs: [
            { accountId: main.id, amount: -body.amount },
            { accountId: clearing, amount: body.amount },
          ],
        });
        const held = await updateWithdrawal(trx, row.id, { hold_transaction_id: posted.transactionId });
        return { ...withdrawalView(held), replayed: false, balance: posted.balances.get(main.id) ?? null };
      });
    },

    async list(memberId: number, page: { pageNo: number; pageSize: number }) {
      const { rows, total } = await memberWithdrawals(db, memberId, page);
      const counts = await proofCounts(
        db,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => withdrawalView(r, counts.get(r.id) ?? 0)), total, ...page };
    },

    /**
     * The member's answer to a disbursed payout. not_received needs 1–3 proof images and stays for operator
     * review (the hold is neither refunded nor released until the operator decides).
     */
    async confirm(memberId: number, id: number, body: WithdrawalConfirmBody) {
      const proofs = (body.proofs ?? []).map((p, i) => decodeProofImage(p, i));
      if (body.outcome === 'not_received' && proofs.length === 0) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          issues: [{ path: 'body.proofs', message: 'proof images are required when not received' }],
        });
      }
      if (proofs.length > 0 && !['not_received', 'partially_received'].includes(body.outcome)) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          issues: [{ path: 'body.proofs', message: 'proof images go with not or partially received' }],
        });
      }
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (!w || w.member_id !== memberId) throw new AppError('NOT_FOUND');
        if (!CONFIRMABLE.includes(w.status)) {
          throw new AppError('CONFLICT', undefined, { reason: 'NOT_CONFIRMABLE', status: w.status });
        }
        const after = await updateWithdrawal(trx, id, {
          status: body.outcome,
          note: body.note ?? w.note,
          confirmed_at: sql<Date>`now()`,
        });
        await insertProofs(trx, id, proofs);
        const counts = await proofCounts(trx, [id]);
        return withdrawalView(after, counts.get(id) ?? 0);
      });
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

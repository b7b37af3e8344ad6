import { minorUnits, type DemoDepositResult } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import { houseAccount, legsOf, memberAccount, post, transactionByKey } from '../ledger/index.js';
import { ledgerMember, type WalletOwner } from './wallet-owner.js';
import { currencyOf } from './wallet.repository.js';

/** Largest play-money top-up, in major units of the currency (1,000,000.00). */
export const DEMO_TOP_UP_MAX = 1_000_000;
/** Top-ups a member may make per day. */
export const DEMO_TOP_UPS_PER_DAY = 5;

export interface DemoDepositService {
  /** Play money from the house into the main wallet; demo merchants only; idempotent by requestId. */
  topUp(owner: WalletOwner, body: { amount: number; requestId: string }): Promise<DemoDepositResult>;
}

export function createDemoDepositService(db: Database, limiter: LimiterFactory): DemoDepositService {
  const daily = limiter('deposit-demo', { points: DEMO_TOP_UPS_PER_DAY, windowSeconds: 86_400 });
  const keyOf = (owner: WalletOwner, requestId: string) => `deposit_demo:${owner.id}:${requestId}`;

  async function replay(
    owner: WalletOwner,
    transactionId: number,
    body: { amount: number; requestId: string },
  ) {
    const main = (await legsOf(db, transactionId)).find(
      (leg) => leg.memberId === owner.id && leg.kind === 'member_main',
    );
    if (!main || main.amount !== body.amount) {
      throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
    }
    return {
      requestId: body.requestId,
      replayed: true,
      amount: minorUnits(main.amount),
      balance: minorUnits(main.balanceAfter ?? 0),
    };
  }

  return {
    async topUp(owner, body) {
      if (!owner.demoMerchant) throw new AppError('FEATURE_DISABLED', undefined, { reason: 'NOT_DEMO' });
      const key = keyOf(owner, body.requestId);
      const earlier = await transactionByKey(db, key);
      // A repeat answers as the first time and does not count against the daily allowance.
      if (earlier) return replay(owner, earlier.id, body);
      const { exponent } = await currencyOf(db, owner.currency);
      const max = DEMO_TOP_UP_MAX * 10 ** exponent;
      if (body.amount > max) {
        // The limits that apply, so the member is told them (minor units; the body already refuses 0).
        throw new AppError('DEPOSIT_LIMIT', undefined, { min: 1, max });
      }
      const clearing = await houseAccount(db, {
        merchantCode: owner.merchantCode,
        currency: owner.currency,
        kind: 'payment_clearing',
      });
      const outcome = await db.transaction().execute(async (trx) => {
        const main = await memberAccount(trx, ledgerMember(owner), 'member_main');
        const posted = await post(trx, {
          merchantCode: owner.merchantCode,
          currency: owner.currency,
          kind: 'deposit_demo',
          reference: body.requestId,
          idempotencyKey: key,
          actor: `member:${owner.id}`,
          legs: [
            { accountId: main.id, amount: body.amount },
            { accountId: clearing, amount: -body.amount },
          ],
        });
        // Counted after the posting claimed its key, in the same transaction: a repeat sent meanwhile waits for
        // this one and gets its result, never a count; a refusal rolls the posting back.
        if (!posted.replayed) await daily.consumeIn(trx, String(owner.id));
        return { posted, mainId: main.id };
      });
      if (outcome.posted.replayed) return replay(owner, outcome.posted.transactionId, body);
      return {
        requestId: body.requestId,
        replayed: false,
        amount: minorUnits(body.amount),
        balance: minorUnits(outcome.posted.balances.get(outcome.mainId)!),
      };
    },
  };
}

import type { Database } from '../../db/database.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import { createDepositService } from './deposits.service.js';
import { createPaymentPasswordService } from './payment-password.service.js';
import { createPaymentChannelService } from './payment-channels.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { realMoneyGuard } from './real-money.js';
import { createWithdrawalService } from './withdrawals.service.js';

/**
 * Member payment calls: payment password, bank-transfer deposit requests and withdrawals. The operator side
 * (approve, reject, disburse) is in the CLI (cli/ops-payments.ts); the auto-confirmation is the scheduled job
 * withdrawal-auto-receipt (jobs/), which calls autoConfirmWithdrawals (withdrawal-ops.service.ts).
 */
export function createPayments(deps: {
  db: Database;
  limiter: LimiterFactory;
  /** Tests only: treat the database as fit (or unfit) for real money, whatever it is. */
  realMoneyOverride?: boolean;
}) {
  const realMoney = realMoneyGuard(deps.db, deps.realMoneyOverride);
  const passwords = createPaymentPasswordService(deps.db, deps.limiter);
  const channels = createPaymentChannelService(deps.db, realMoney);
  const deposits = createDepositService(deps.db, realMoney);
  const withdrawals = createWithdrawalService(deps.db, passwords, deps.limiter);
  return {
    passwords,
    channels,
    deposits,
    withdrawals,
    routes: paymentsRoutes({ passwords, channels, deposits, withdrawals }),
  };
}

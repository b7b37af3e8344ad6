import type { Database } from '../../db/database.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import { defaultAggregatorAdapters } from './aggregators.js';
import { demoCheckoutRoutes } from './demo-checkout.routes.js';
import { createDepositService } from './deposits.service.js';
import { ewalletRoutes } from './ewallet.routes.js';
import { createEwalletService } from './ewallet.service.js';
import { createPaymentChannelService } from './payment-channels.service.js';
import { createPaymentPasswordService } from './payment-password.service.js';
import { paymentNotifyRoutes } from './payment-notify.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { createQrDemoPay } from './qr-demo-pay.service.js';
import { qrDepositRoutes } from './qr-deposits.routes.js';
import { createQrDepositService } from './qr-deposits.service.js';
import { depositStartsLimiter } from './deposit-starts.js';
import { qrNotifyRoutes } from './qr-notify.routes.js';
import { realMoneyGuard } from './real-money.js';
import { createWithdrawalService } from './withdrawals.service.js';

/**
 * Member payment calls: payment password, bank-transfer deposits, e-wallet deposits through an aggregator,
 * withdrawals (by hand, or paid out by a provider), the providers' signed notifications and the demonstration
 * aggregator's checkout. The operator side (approve, reject, disburse) is in the CLI (cli/ops-payments.ts); the
 * payout sending, deposit reconciliation and auto-confirmation are scheduled jobs (jobs/).
 */
export function createPayments(deps: {
  db: Database;
  limiter: LimiterFactory;
  /** Tests only: treat the database as fit (or unfit) for real money, whatever it is. */
  realMoneyOverride?: boolean;
  /** The aggregators by provider code (default: the demonstration aggregator). */
  adapters?: AggregatorAdapters;
  /** Provider codes the built-in simulators stand in for on a test deployment (PAYMENT_SANDBOX_PROVIDERS). */
  sandboxProviders?: readonly string[];
}) {
  const realMoney = realMoneyGuard(deps.db, deps.realMoneyOverride);
  const adapters = deps.adapters ?? defaultAggregatorAdapters(deps.db, deps.sandboxProviders);
  const passwords = createPaymentPasswordService(deps.db, deps.limiter);
  const channels = createPaymentChannelService(deps.db, realMoney);
  const deposits = createDepositService(deps.db, channels);
  const starts = depositStartsLimiter(deps.limiter);
  const qr = createQrDepositService(deps.db, channels, starts, deps.sandboxProviders);
  const withdrawals = createWithdrawalService(deps.db, passwords, deps.limiter, { channels, adapters });
  const ewallet = createEwalletService({ db: deps.db, channels, adapters, starts });
  const member = paymentsRoutes({ passwords, channels, deposits, withdrawals });
  return {
    passwords,
    channels,
    qr,
    deposits,
    withdrawals,
    ewallet,
    adapters,
    routes: async (app: Parameters<typeof member>[0]) => {
      await app.register(member);
      await app.register(qrDepositRoutes({ qr, demoPay: createQrDemoPay(deps.db, qr) }));
      await app.register(qrNotifyRoutes(deps.db));
      await app.register(ewalletRoutes(ewallet));
      await app.register(paymentNotifyRoutes({ db: deps.db, adapters }));
      await app.register(demoCheckoutRoutes(deps.db));
    },
  };
}

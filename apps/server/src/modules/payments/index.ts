// The payments module's public face: deposits, withdrawals and the payment password (routes and services), the
// operator's work on them (`ops deposits`, `ops withdrawals`), each merchant's payment limits, and the
// withdrawal auto-receipt the scheduled job runs.
export { createPayments } from './payments.module.js';
export { createDepositService, type DepositService } from './deposits.service.js';
export type { DepositRow } from './deposits.repository.js';
export { realMoneyGuard, type RealMoneyGuard } from './real-money.js';
export {
  autoConfirmWithdrawals,
  createWithdrawalOpsService,
  type WithdrawalOpsService,
} from './withdrawal-ops.service.js';
export type { WithdrawalProof, WithdrawalRow } from './withdrawals.repository.js';
export { PAYMENT_PASSWORD_ATTEMPTS } from './payment-password.service.js';
export {
  merchantPaymentLimits,
  PAYMENT_LIMIT_KEYS,
  PAYMENT_LIMIT_RESET,
  type PaymentLimits,
} from './payment-limits.js';
export { createPaymentLimitsAdmin, type PaymentLimitsView } from './payment-limits.service.js';
export { sniffImage } from './proof-images.js';
export type { AggregatorAdapter, AggregatorAdapters, AggregatorStatus } from './aggregator-adapter.js';
export { defaultAggregatorAdapters } from './aggregators.js';
export { reconcileEwalletDeposits, type ReconcileReport } from './ewallet-reconcile.js';
export { runPayouts, settlePayout, type PayoutRunReport } from './payouts.service.js';
export { settleEwalletDeposit } from './ewallet-deposits.service.js';
export {
  DEMO_AGGREGATOR,
  DEMO_CHECKOUT_PATH,
  demoAggregatorAdapter,
  signedNotification,
  webhookPath,
} from './demo-aggregator.js';
export { signWebhook, verifyWebhookSignature } from './webhook-signature.js';
export {
  createPaymentChannelService,
  type ChannelMerchant,
  type PaymentChannelService,
  type RunnableChannel,
} from './payment-channels.service.js';
export { createPaymentChannelAdmin, type PaymentChannelAdmin } from './payment-channel-admin.service.js';
export type { ChannelKey, PaymentChannelRow, PaymentChannelSettings } from './payment-channels.repository.js';
export { channelRuns, withinChannelLimits } from './payment-channel-rules.js';
export { crcMatches, parseFields as parseEmvFields } from './emv-qr.js';
export { createQrReview, type QrReview, type QrReviewAction } from './qr-review.service.js';
export {
  createEwalletReview,
  type EwalletReview,
  type EwalletReviewAction,
  type EwalletReportRow,
} from './ewallet-review.service.js';
export { DEPOSIT_STARTS_RULE } from './deposit-starts.js';

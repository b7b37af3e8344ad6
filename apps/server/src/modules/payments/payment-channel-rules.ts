import { isQrMethod, type PaymentDirection, type PaymentMethod } from '@suerte/contracts';

/** What the rules read of a channel (a row of payment_channels, or the settings about to be saved). */
export interface ChannelShape {
  method: PaymentMethod;
  direction: PaymentDirection;
  provider_code: string | null;
  min_amount: number | null;
  max_amount: number | null;
  fee_fixed: number;
  fee_percent_bp: number;
  qr_expiry_minutes: number | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  qr_acquirer_id: string | null;
  qr_merchant_id: string | null;
  qr_proxy_type: string | null;
  qr_merchant_name: string | null;
  qr_merchant_city: string | null;
  qr_mcc: string | null;
}

/** Where a channel would run: the merchant (demo or real money) and the deployment's fitness for real money. */
export interface ChannelSite {
  demoMerchant: boolean;
  realMoneyAllowed: boolean;
}

/**
 * Whether an enabled channel runs here. A channel settled by a demo provider (the in-process simulator) runs
 * only on a demo merchant, with play money, on either database: the simulator must never create real money.
 * Any other channel moves real money, which needs a deployment fit for it (PostgreSQL, see real-money.ts).
 */
export function channelRuns(site: ChannelSite, provider: { isDemo: boolean } | null): boolean {
  if (provider?.isDemo) return site.demoMerchant;
  return site.realMoneyAllowed;
}

/** What a channel still lacks before it may be enabled (empty when complete); names are the column names. */
export function missingSettings(c: ChannelShape): string[] {
  const required: (keyof ChannelShape)[] = [];
  if (c.method === 'bank' && c.direction === 'deposit') {
    required.push('bank_name', 'account_name', 'account_number');
  } else if (c.method !== 'bank') {
    required.push('provider_code');
  }
  if (isQrMethod(c.method) && c.direction === 'deposit') {
    required.push('qr_expiry_minutes', 'qr_merchant_id', 'qr_merchant_name', 'qr_merchant_city', 'qr_mcc');
    required.push(c.method === 'qrph' ? 'qr_acquirer_id' : 'qr_proxy_type');
  }
  return required.filter((k) => c[k] === null || c[k] === '');
}

/** Settings that contradict each other or the method (the database checks single values). */
export function inconsistentSettings(c: ChannelShape): string[] {
  const problems: string[] = [];
  if (c.min_amount !== null && c.max_amount !== null && c.min_amount > c.max_amount) {
    problems.push('min_amount is above max_amount');
  }
  if (c.direction === 'deposit' && (c.fee_fixed > 0 || c.fee_percent_bp > 0)) {
    problems.push('fees apply to withdrawals only');
  }
  if (c.method === 'promptpay' && c.qr_proxy_type === 'biller' && !/^\d{15}$/.test(c.qr_merchant_id ?? '')) {
    problems.push('a PromptPay biller id is 15 digits (tax id and suffix)');
  }
  if (
    c.method === 'qrph' &&
    c.qr_acquirer_id !== null &&
    !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(c.qr_acquirer_id)
  ) {
    problems.push('a QR Ph acquirer id is the bank identifier code (8 or 11 letters and digits)');
  }
  return problems;
}

/** The amount is inside the channel's limits (null limits do not bind). */
export function withinChannelLimits(c: Pick<ChannelShape, 'min_amount' | 'max_amount'>, amount: number) {
  return (
    (c.min_amount === null || amount >= c.min_amount) && (c.max_amount === null || amount <= c.max_amount)
  );
}

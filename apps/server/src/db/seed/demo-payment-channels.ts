import type { Insertable } from 'kysely';
import type { Database } from '../database.js';
import type { PaymentChannelsTable, PaymentProvidersTable } from '../schema.js';

/**
 * Demo payment providers and channels (labelled demo: is_demo, "(demo)" in the names). The receiving account
 * and the QR merchant identifiers are not real; the demo providers are simulators inside the server.
 */
export const DEMO_PAYMENT_PROVIDERS: Insertable<PaymentProvidersTable>[] = [
  { code: 'demo-qr', name: 'Demo QR wallet (simulator)', is_demo: true },
  { code: 'demo-aggregator', name: 'Demo payment aggregator', is_demo: true },
];

type DemoChannel = Omit<Insertable<PaymentChannelsTable>, 'merchant_code' | 'is_demo' | 'enabled'>;

/** Amounts in centavos / satang: 100.00 to 50,000.00 for deposits. */
const DEPOSIT_LIMITS = { min_amount: 10_000, max_amount: 5_000_000 };
const WITHDRAWAL_LIMITS = { min_amount: 20_000, max_amount: 5_000_000 };

const PH: DemoChannel[] = [
  {
    method: 'bank',
    direction: 'deposit',
    display_order: 30,
    ...DEPOSIT_LIMITS,
    bank_name: 'BDO Unibank (demo)',
    account_name: 'Suerte Philippines Demo',
    account_number: '0000-1234-5678',
  },
  {
    method: 'qrph',
    direction: 'deposit',
    display_order: 10,
    ...DEPOSIT_LIMITS,
    provider_code: 'demo-qr',
    qr_expiry_minutes: 15,
    qr_acquirer_id: 'DEMOPHM1XXX',
    qr_merchant_id: 'SUERTEDEMO0001',
    qr_merchant_name: 'SUERTE PH DEMO',
    qr_merchant_city: 'MANILA',
    qr_mcc: '7995',
  },
  {
    method: 'gcash',
    direction: 'deposit',
    display_order: 20,
    ...DEPOSIT_LIMITS,
    provider_code: 'demo-aggregator',
  },
  {
    method: 'maya',
    direction: 'deposit',
    display_order: 21,
    ...DEPOSIT_LIMITS,
    provider_code: 'demo-aggregator',
  },
  { method: 'bank', direction: 'withdrawal', display_order: 30, ...WITHDRAWAL_LIMITS, fee_fixed: 0 },
  {
    method: 'gcash',
    direction: 'withdrawal',
    display_order: 10,
    ...WITHDRAWAL_LIMITS,
    provider_code: 'demo-aggregator',
    fee_fixed: 1_500,
  },
  {
    method: 'maya',
    direction: 'withdrawal',
    display_order: 11,
    ...WITHDRAWAL_LIMITS,
    provider_code: 'demo-aggregator',
    fee_percent_bp: 100,
  },
];

const TH: DemoChannel[] = [
  {
    method: 'bank',
    direction: 'deposit',
    display_order: 30,
    ...DEPOSIT_LIMITS,
    bank_name: 'Kasikornbank (demo)',
    account_name: 'Suerte Thailand Demo',
    account_number: '000-0-12345-6',
  },
  {
    method: 'promptpay',
    direction: 'deposit',
    display_order: 10,
    ...DEPOSIT_LIMITS,
    provider_code: 'demo-qr',
    qr_expiry_minutes: 15,
    qr_proxy_type: 'biller',
    qr_merchant_id: '010555500000100',
    qr_merchant_name: 'SUERTE TH DEMO',
    qr_merchant_city: 'BANGKOK',
    qr_mcc: '7995',
  },
  {
    method: 'truemoney',
    direction: 'deposit',
    display_order: 20,
    ...DEPOSIT_LIMITS,
    provider_code: 'demo-aggregator',
  },
  { method: 'bank', direction: 'withdrawal', display_order: 30, ...WITHDRAWAL_LIMITS },
  {
    method: 'truemoney',
    direction: 'withdrawal',
    display_order: 10,
    ...WITHDRAWAL_LIMITS,
    provider_code: 'demo-aggregator',
    fee_fixed: 1_000,
    fee_percent_bp: 50,
  },
];

export const DEMO_PAYMENT_CHANNELS: Record<string, DemoChannel[]> = { SUERTE_PH: PH, SUERTE_TH: TH };

/**
 * Adds the demo channels a demo merchant lacks (enabled). Runs on every seed, so a database created before
 * channels existed gets them; a channel the operator changed or disabled is left as it is.
 */
export async function seedDemoPaymentChannels(trx: Database): Promise<void> {
  await trx
    .insertInto('payment_providers')
    .values(DEMO_PAYMENT_PROVIDERS)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const demoMerchants = await trx
    .selectFrom('merchants')
    .select('code')
    .where('is_demo', '=', true)
    .execute();
  for (const { code } of demoMerchants) {
    const channels = DEMO_PAYMENT_CHANNELS[code];
    if (!channels) continue;
    await trx
      .insertInto('payment_channels')
      .values(channels.map((c) => ({ ...c, merchant_code: code, is_demo: true, enabled: true })))
      .onConflict((oc) => oc.columns(['merchant_code', 'method', 'direction']).doNothing())
      .execute();
  }
}

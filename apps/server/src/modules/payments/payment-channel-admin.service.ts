import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { findMerchant } from '../merchants/index.js';
import { inconsistentSettings, missingSettings, type ChannelShape } from './payment-channel-rules.js';
import {
  allChannels,
  insertChannel,
  lockChannel,
  updateChannel,
  type ChannelKey,
  type PaymentChannelRow,
  type PaymentChannelSettings,
} from './payment-channels.repository.js';

type Changed = { before: PaymentChannelRow | null; after: PaymentChannelRow; changed: boolean };

const EMPTY: Omit<ChannelShape, 'method' | 'direction'> = {
  provider_code: null,
  min_amount: null,
  max_amount: null,
  fee_fixed: 0,
  fee_percent_bp: 0,
  qr_expiry_minutes: null,
  bank_name: null,
  account_name: null,
  account_number: null,
  qr_acquirer_id: null,
  qr_merchant_id: null,
  qr_proxy_type: null,
  qr_merchant_name: null,
  qr_merchant_city: null,
  qr_mcc: null,
};

/** The channel as it would be with `settings` applied (for the checks before saving). */
function merged(key: ChannelKey, row: PaymentChannelRow | undefined, settings: PaymentChannelSettings) {
  const base = row ?? { ...EMPTY, enabled: false };
  return { ...base, ...settings, method: key.method, direction: key.direction } as ChannelShape & {
    enabled: boolean;
  };
}

function refuseIfInvalid(shape: ChannelShape & { enabled: boolean }) {
  const problems = inconsistentSettings(shape);
  if (shape.enabled) {
    const missing = missingSettings(shape);
    if (missing.length) problems.push(`an enabled channel needs ${missing.join(', ')}`);
  }
  if (problems.length) throw new AppError('VALIDATION_FAILED', problems.join('; '));
}

/**
 * The operator's side of payment channels (`ops payment-channel:*`): every change is checked (an enabled
 * channel must be complete), saved and written to the operator audit log in one transaction.
 */
export function createPaymentChannelAdmin(db: Database) {
  function change(actor: string, key: ChannelKey, settings: PaymentChannelSettings): Promise<Changed> {
    return db.transaction().execute(async (trx) => {
      if (!(await findMerchant(trx, key.merchantCode))) {
        throw new AppError('NOT_FOUND', `unknown merchant ${key.merchantCode}`);
      }
      const before = await lockChannel(trx, key);
      refuseIfInvalid(merged(key, before, settings));
      const after = before
        ? await updateChannel(trx, before.id, settings)
        : await insertChannel(trx, key, settings);
      const changed = !before || Object.keys(settings).some((k) => !same(before, after, k));
      if (changed) {
        await appendAudit(trx, {
          actor,
          action: before ? 'payment_channel.update' : 'payment_channel.create',
          target: `payment_channel:${key.merchantCode}:${key.method}:${key.direction}`,
          before: before ? pick(before, Object.keys(settings)) : null,
          after: pick(after, Object.keys(settings)),
        });
      }
      return { before: before ?? null, after, changed };
    });
  }
  return {
    list: (merchantCode?: string) => allChannels(db, merchantCode),
    set: change,
    enable: (actor: string, key: ChannelKey) => change(actor, key, { enabled: true }),
    disable: (actor: string, key: ChannelKey) => change(actor, key, { enabled: false }),
  };
}
export type PaymentChannelAdmin = ReturnType<typeof createPaymentChannelAdmin>;

const same = (a: PaymentChannelRow, b: PaymentChannelRow, k: string) =>
  a[k as keyof PaymentChannelRow] === b[k as keyof PaymentChannelRow];
const pick = (row: PaymentChannelRow, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k as keyof PaymentChannelRow]]));

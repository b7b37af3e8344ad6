import { randomBytes } from 'node:crypto';
import { isQrMethod, type QrDeposit, type QrDepositBody, type QrDepositResult } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { Limiter } from '../../http/kernel/rate-limit.js';
import type { WalletOwner } from '../wallet/index.js';
import { countDepositStart } from './deposit-starts.js';
import { withinChannelLimits } from './payment-channel-rules.js';
import type { PaymentChannelService, RunnableChannel } from './payment-channels.service.js';
import { depositQrPayload } from './qr-payloads.js';
import {
  currencyExponent,
  insertQrDeposit,
  memberQrDeposit,
  qrDepositByRequestId,
  type QrDepositRow,
} from './qr-deposits.repository.js';

/** Letters and digits a person reads without confusion (no 0/O, 1/I): 32 symbols, 5 random bits each. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A deposit reference: "Q" and 11 symbols from a CSPRNG (55 bits), unique by the database. */
export function newReference(): string {
  const bytes = randomBytes(11);
  return `Q${Array.from(bytes, (b) => REFERENCE_ALPHABET[b & 31]).join('')}`;
}

export function qrDepositView(r: QrDepositRow, serverTime: Date, demoProvider: boolean): QrDeposit {
  return {
    id: String(r.id),
    requestId: r.request_id,
    method: r.method,
    amount: r.amount,
    currency: r.currency_code,
    status: r.status,
    reference: r.reference,
    payload: r.payload,
    playMoney: r.play_money,
    demoProvider,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    serverTime: serverTime.toISOString(),
    settledAt: r.settled_at ? r.settled_at.toISOString() : null,
  };
}

function qrMerchantOf(c: RunnableChannel) {
  return {
    acquirerId: c.qr_acquirer_id,
    merchantId: c.qr_merchant_id!,
    proxyType: c.qr_proxy_type,
    name: c.qr_merchant_name!,
    city: c.qr_merchant_city!,
    mcc: c.qr_mcc!,
  };
}

/**
 * QR deposits: a dynamic code per deposit on an enabled QR channel that runs here (a demo merchant's demo
 * provider, with play money, or real money on a deployment fit for it), and the member's view of it. The
 * built-in simulator pays the codes of a demo provider, and of the sandbox providers a test deployment names
 * (PAYMENT_SANDBOX_PROVIDERS, refused in production): their views say `demoProvider`.
 */
export function createQrDepositService(
  db: Database,
  channels: PaymentChannelService,
  starts: Limiter,
  sandboxProviders: readonly string[] = [],
) {
  const simulated = (code: string, demo: boolean | null) => demo === true || sandboxProviders.includes(code);
  const view = (r: QrDepositRow, c: { provider_demo: boolean | null }) =>
    qrDepositView(r, new Date(), simulated(r.provider_code, c.provider_demo));

  async function create(owner: WalletOwner, body: QrDepositBody): Promise<QrDepositResult> {
    if (!isQrMethod(body.method)) throw new AppError('VALIDATION_FAILED');
    const channel = await channels.channel(owner, body.method, 'deposit');
    if (!withinChannelLimits(channel, body.amount)) {
      throw new AppError('DEPOSIT_LIMIT', undefined, {
        min: channel.min_amount ?? 1,
        max: channel.max_amount ?? undefined,
      });
    }
    // A repeat answers the first below; only a new code counts against the member's deposit starts.
    if (!(await qrDepositByRequestId(db, owner.id, body.requestId)))
      await countDepositStart(starts, owner.id);
    const reference = newReference();
    const payload = depositQrPayload({
      method: body.method,
      merchant: qrMerchantOf(channel),
      amount: body.amount,
      currencyExponent: await currencyExponent(db, owner.currency),
      reference,
    });
    const inserted = await insertQrDeposit(
      db,
      {
        merchant_code: owner.merchantCode,
        member_id: owner.id,
        currency_code: owner.currency,
        channel_id: channel.id,
        method: body.method,
        provider_code: channel.provider_code!,
        request_id: body.requestId,
        reference,
        amount: body.amount,
        play_money: channel.playMoney,
        payload,
      },
      channel.qr_expiry_minutes ?? 15,
    );
    if (inserted) return { ...view(inserted, channel), replayed: false };
    const first = await qrDepositByRequestId(db, owner.id, body.requestId);
    if (!first || first.amount !== body.amount || first.method !== body.method) {
      throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
    }
    return { ...view(first, channel), replayed: true };
  }

  async function get(owner: WalletOwner, id: number): Promise<QrDeposit> {
    const row = await memberQrDeposit(db, owner.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const demo = await db
      .selectFrom('payment_providers')
      .select('is_demo')
      .where('code', '=', row.provider_code)
      .executeTakeFirst();
    return view(row, { provider_demo: demo?.is_demo ?? false });
  }

  return { create, get, simulated };
}
export type QrDepositService = ReturnType<typeof createQrDepositService>;

import type { PaymentChannel, PaymentDirection, PaymentMethod } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { channelRuns } from './payment-channel-rules.js';
import { channelsOf, type ChannelWithProvider } from './payment-channels.repository.js';
import type { RealMoneyGuard } from './real-money.js';

/** The merchant a channel list is for (a WalletOwner is one). */
export interface ChannelMerchant {
  merchantCode: string;
  /** Demo merchants run on play money. */
  demoMerchant: boolean;
}

/** An enabled channel with what decides how it runs here. */
export type RunnableChannel = ChannelWithProvider & {
  /** False: enabled, but it cannot run here (the member is told "not available"). */
  runs: boolean;
  /** Money it brings in is play money (a demo merchant). */
  playMoney: boolean;
};

/**
 * A merchant's payment channels as other payment code reads them: `channelsFor` (every enabled channel of a
 * direction, in display order, each saying whether it runs here), `channel` (one method's channel, or
 * PAYMENT_CHANNEL_UNAVAILABLE when it is off or cannot run) and the member's list view.
 */
export function createPaymentChannelService(db: Database, realMoney: RealMoneyGuard) {
  async function channelsFor(
    merchant: ChannelMerchant,
    direction: PaymentDirection,
  ): Promise<RunnableChannel[]> {
    const rows = await channelsOf(db, merchant.merchantCode, direction);
    const realMoneyAllowed = await realMoney.allowed();
    const site = { demoMerchant: merchant.demoMerchant, realMoneyAllowed };
    return rows.map((row) => ({
      ...row,
      runs: channelRuns(site, row.provider_demo === null ? null : { isDemo: row.provider_demo }),
      playMoney: merchant.demoMerchant,
    }));
  }

  /** The channel of `method`, when it is enabled and runs here; otherwise the member's "not available". */
  async function channel(
    merchant: ChannelMerchant,
    method: PaymentMethod,
    direction: PaymentDirection,
  ): Promise<RunnableChannel> {
    const found = (await channelsFor(merchant, direction)).find((c) => c.method === method);
    // The player is told the channel is not available, never why (an implementation detail).
    if (!found?.runs) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', undefined, { channel: method });
    return found;
  }

  return {
    channelsFor,
    channel,
    async memberList(merchant: ChannelMerchant, direction: PaymentDirection) {
      return { list: (await channelsFor(merchant, direction)).map(channelView) };
    },
  };
}
export type PaymentChannelService = ReturnType<typeof createPaymentChannelService>;

export function channelView(c: RunnableChannel): PaymentChannel {
  const bankDeposit = c.method === 'bank' && c.direction === 'deposit';
  return {
    id: String(c.id),
    method: c.method,
    direction: c.direction,
    available: c.runs,
    playMoney: c.playMoney,
    demo: c.is_demo,
    minAmount: c.min_amount,
    maxAmount: c.max_amount,
    feeFixed: c.fee_fixed,
    feePercentBp: c.fee_percent_bp,
    qrExpiryMinutes: c.qr_expiry_minutes,
    // The account to pay into is shown whole: the member must be able to pay it.
    receivingAccount:
      bankDeposit && c.runs && c.bank_name && c.account_name && c.account_number
        ? { bankName: c.bank_name, accountName: c.account_name, accountNumber: c.account_number }
        : null,
  };
}

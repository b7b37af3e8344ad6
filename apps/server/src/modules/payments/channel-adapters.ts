import type { PaymentDirection, PaymentMethod } from '@suerte/contracts/core';
import { AppError } from '../../http/kernel/app-error.js';
import type { AggregatorAdapter, AggregatorAdapters } from './aggregator-adapter.js';
import type { ChannelMerchant, PaymentChannelService, RunnableChannel } from './payment-channels.service.js';

/**
 * The merchant's channel for a method and direction, when it is enabled, runs here (the channel rules: a demo
 * provider only with play money, real money only on a deployment fit for it) and an aggregator this deployment
 * reaches settles it. Otherwise the member's "not available" (PAYMENT_CHANNEL_UNAVAILABLE), never why.
 */
export async function aggregatorChannel(
  channels: PaymentChannelService,
  adapters: AggregatorAdapters,
  merchant: ChannelMerchant,
  key: { direction: PaymentDirection; method: PaymentMethod },
): Promise<{ channel: RunnableChannel; adapter: AggregatorAdapter }> {
  const channel = await channels.channel(merchant, key.method, key.direction);
  const adapter = channel.provider_code ? adapters.get(channel.provider_code) : undefined;
  if (!adapter) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', undefined, { channel: key.method });
  return { channel, adapter };
}

import type { ComponentType } from 'react';
import type { PaymentChannel, PaymentMethod } from '@suerte/contracts';
import { BankDepositView } from './bank-deposit-view';
import { EwalletDeposit } from './ewallet-deposit';
import { QrDepositView } from './qr-deposit';

/** What a deposit method's view gets: its channel (limits, receiving account...) and the currency's exponent. */
export interface DepositMethodProps {
  channel: PaymentChannel;
  exponent: number;
}

/**
 * The deposit page's methods: each method the merchant may enable, with the component that takes a deposit
 * through it. A method without an entry is not offered, even when its channel is enabled. E-wallet methods
 * (gcash, maya, truemoney) are added here with their own components.
 */
export const DEPOSIT_METHOD_VIEWS: Partial<Record<PaymentMethod, ComponentType<DepositMethodProps>>> = {
  qrph: QrDepositView,
  promptpay: QrDepositView,
  bank: BankDepositView,
  gcash: EwalletDeposit,
  maya: EwalletDeposit,
  truemoney: EwalletDeposit,
};

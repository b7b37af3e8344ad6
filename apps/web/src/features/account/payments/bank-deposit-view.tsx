import { BankDeposit } from './bank-deposit';
import type { DepositMethodProps } from './deposit-method-registry';

/** The bank-transfer method of the deposit page: the form, with the receiving account of the bank channel. */
export function BankDepositView({ channel, exponent }: DepositMethodProps) {
  return <BankDeposit exponent={exponent} account={channel.receivingAccount} />;
}

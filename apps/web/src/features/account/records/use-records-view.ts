import { useQuery } from '@tanstack/react-query';
import { useMoney } from '../wallet/use-money';
import { merchantWalletsQueryOptions } from '../wallet/wallet-api';

/**
 * What both record pages need besides their own answer: the money formatter with the member's currency
 * exponent (from the balance call, else the wallet list), and the vendors of the merchant (the wallet list).
 */
export function useRecordsMoney() {
  const money = useMoney();
  const wallets = useQuery(merchantWalletsQueryOptions());
  const exponent = money.balance.data?.exponent ?? wallets.data?.exponent;
  /** Neither call that knows the exponent answered. */
  const failed = exponent === undefined && money.balance.isError && wallets.isError;
  const retry = () => {
    void money.balance.refetch();
    void wallets.refetch();
  };
  return { money, wallets, exponent, failed, error: money.balance.error, retry };
}

/** A profit's sign for its colour: a win of the member is positive. */
export function signOf(amount: number): 'positive' | 'negative' | 'zero' {
  if (amount > 0) return 'positive';
  return amount < 0 ? 'negative' : 'zero';
}

import { useCallback } from 'react';
import { formatAmount, formatDigits } from '../../../lib/money';
import { useSessionStore } from '../../../lib/session-store';
import { useBalance, useMemberInfo } from '../hooks/use-member-info';

/**
 * Amounts as the wallet pages show them: the symbol the balance call answers with (the member's own symbol
 * until then) in the interface language's number style. The exponent comes from the answer being shown.
 */
export function useMoney() {
  const language = useSessionStore((s) => s.language);
  const info = useMemberInfo().data;
  const balance = useBalance();
  const known = balance.data?.currencySymbol ?? info?.currencySymbol;
  const symbol = known ?? '';
  const format = useCallback(
    (minor: number, exponent: number) => formatAmount(minor, exponent, symbol, language),
    [symbol, language],
  );
  const digits = useCallback(
    (minor: number, exponent: number) => formatDigits(minor, exponent, language),
    [language],
  );
  /** False until the symbol is known (the member or the balance has answered). */
  const ready = known !== undefined;
  return { language, symbol, ready, balance, format, digits };
}

import { formatAmount } from '../../../lib/money-format';

/** ISO 4217 decimals of a currency (PHP, THB 2; VND 0); 2 when the browser does not know it. */
export function currencyExponent(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return digits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's symbol as the language writes it ("₱", "฿"), or its code. */
export function currencySymbol(currency: string, language: string): string {
  try {
    const part = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Minor units with thousands separators, the currency's decimals and symbol (spec §9). */
export function formatLotteryMoney(minor: number, currency: string, language: string): string {
  return formatAmount(minor, currencyExponent(currency), currencySymbol(currency, language), language);
}

import { formatAmount } from '../../../lib/money-format';

/** A won amount in minor units of `currency` (ISO code), with its symbol, separators and decimals (spec §9). */
export function formatWin(minor: number, currency: string, language: string): string {
  let symbol = currency;
  let exponent = 2;
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    symbol = format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
    exponent = format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code is shown as it is, with 2 decimals.
  }
  return formatAmount(minor, exponent, symbol, language);
}

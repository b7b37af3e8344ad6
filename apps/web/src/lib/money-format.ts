/**
 * Showing money (spec §9): the formatting half of lib/money.ts, in a module of its own so the header's balance
 * takes only this into the first load, not the parsing the wallet forms need. Everywhere else, import from
 * lib/money.
 */

/** The decimal and grouping marks of a language's number style ("1,234.5" in English, "1.234,5" in Vietnamese). */
export function numberMarks(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language, { useGrouping: true }).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** "1,234.56" (no symbol, no sign): the digits of |minor| with thousands separators and `exponent` decimals. */
export function formatDigits(minor: number, exponent: number, language: string): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const grouped = new Intl.NumberFormat(language, { useGrouping: true }).format(BigInt(whole));
  return exponent > 0 ? `${grouped}${numberMarks(language).decimal}${fraction}` : grouped;
}

/**
 * An amount in minor units with the currency symbol, thousands separators and exactly `exponent` decimals, in
 * the interface language's number style: formatAmount(123456, 2, '₱', 'en') is "₱1,234.56"; a negative amount
 * is "-₱1.50".
 */
export function formatAmount(minor: number, exponent: number, symbol: string, language: string): string {
  return `${minor < 0 ? '-' : ''}${symbol}${formatDigits(minor, exponent, language)}`;
}

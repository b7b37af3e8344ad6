/**
 * Minor units as shown in the game: thousands separators and the currency's decimals (spec §9). The studio
 * session names the currency only; its decimals are ISO 4217's (PHP and THB 2, VND 0), as the portal's.
 */
export function currencyExponent(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export function formatMoney(minor: number, currency: string, language: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minor / 10 ** exponent);
}

/** A chip or quick amount: whole amounts without decimals (500 rather than 500.00), others as formatMoney. */
export function formatChip(minor: number, currency: string, language: string): string {
  const exponent = currencyExponent(currency);
  if (minor % 10 ** exponent !== 0) return formatMoney(minor, currency, language);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(minor / 10 ** exponent);
}

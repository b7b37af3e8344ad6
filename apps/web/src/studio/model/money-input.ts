/**
 * An amount typed by the player ("12", "12.5", or "12,5" where a comma is the decimal sign) as an integer in
 * units of 10^-decimals, without floating point; null when it is not a plain non-negative amount with at most
 * `decimals` decimals. No thousands separators: "1,250" is refused rather than guessed.
 */
export function parseDecimal(text: string, decimals: number): number | null {
  const plain = text.trim();
  const match = /^(\d{1,13})(?:[.,](\d*))?$/.exec(plain);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const value = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** The decimal sign of a language ("." in English, "," in Vietnamese and Indonesian). */
export function decimalSign(language: string): '.' | ',' {
  const part = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** Units of 10^-decimals as plain text for an input (no thousands separators): 1250, 2 → "12.50" (or "12,50"). */
export function decimalText(value: number, decimals: number, sign: '.' | ',' = '.'): string {
  if (decimals === 0) return String(value);
  const scale = 10 ** decimals;
  return `${Math.floor(value / scale)}${sign}${String(value % scale).padStart(decimals, '0')}`;
}

import dayjs from 'dayjs';

/**
 * An amount in minor units, shown with the currency symbol, thousands separators and 2 decimals (spec §9),
 * in the interface language's number style. Integer arithmetic only: no float touches the amount.
 */
export function formatAmount(minor: number, exponent: number, symbol: string, language: string): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent) || '0';
  const fraction = digits
    .slice(digits.length - exponent)
    .padEnd(2, '0')
    .slice(0, 2);
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 1 });
  const separator = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = new Intl.NumberFormat(language).format(BigInt(whole));
  return `${negative ? '-' : ''}${symbol}${grouped}${separator}${fraction}`;
}

/** "jo***@example.com": enough to recognise the address, not enough to read it over a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** "+63 ******4567": only the last four digits stay. */
export function maskMobile(mobile: string, dialingCode: string | null): string {
  const last = mobile.slice(-4);
  const masked = `${'*'.repeat(Math.max(mobile.length - 4, 0))}${last}`;
  return dialingCode ? `${dialingCode} ${masked}` : masked;
}

/** Dates in the clock's format (spec §2: YYYY-MM-DD HH:mm:ss), local time. */
export function formatDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : iso;
}

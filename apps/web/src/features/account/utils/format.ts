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

/** Dates as the interface language writes them (see date-format.ts). */
export { formatDateTime } from './date-format';

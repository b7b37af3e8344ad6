import dayjs from 'dayjs';

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

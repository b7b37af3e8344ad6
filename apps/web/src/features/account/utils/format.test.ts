import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, maskEmail, maskMobile } from './format';

describe('formatAmount', () => {
  it('shows minor units with the symbol, thousands separators and 2 decimals', () => {
    expect(formatAmount(123456789, 2, '₱', 'en')).toBe('₱1,234,567.89');
    expect(formatAmount(0, 2, '₱', 'en')).toBe('₱0.00');
    expect(formatAmount(5, 2, '฿', 'en')).toBe('฿0.05');
    expect(formatAmount(-150, 2, '₱', 'en')).toBe('-₱1.50');
  });

  it('pads or cuts to 2 decimals for other exponents, without rounding up money', () => {
    expect(formatAmount(1234, 0, '₫', 'en')).toBe('₫1,234.00');
    expect(formatAmount(1234567, 3, '$', 'en')).toBe('$1,234.56');
  });

  it('is exact beyond float precision', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 2, '₱', 'en')).toBe('₱90,071,992,547,409.91');
  });

  it('follows the language number style', () => {
    expect(formatAmount(123456789, 2, '₫', 'vi')).toBe('₫1.234.567,89');
  });
});

describe('masking', () => {
  it('masks an e-mail address', () => {
    expect(maskEmail('jonathan@example.com')).toBe('jo***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('keeps only the last four digits of a mobile number', () => {
    expect(maskMobile('9171234567', '+63')).toBe('+63 ******4567');
    expect(maskMobile('123', null)).toBe('123');
  });
});

describe('formatDateTime', () => {
  it('uses the clock format and leaves an unreadable value as it is', () => {
    expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

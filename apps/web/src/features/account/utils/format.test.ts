import { describe, expect, it } from 'vitest';
import { formatDateTime, maskEmail, maskMobile } from './format';

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
  it('writes the date as the language does and leaves an unreadable value as it is', () => {
    expect(formatDateTime('2026-01-02T03:04:05', 'en')).toBe('02/01/2026, 03:04:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

import { describe, expect, it } from 'vitest';
import { fullPhone, nationalNumber, passwordChangeReason } from './login-policy.js';

const base = {
  loginType: 'username' as const,
  password: 'Secret123',
  passwordChangedAt: new Date('2026-01-01T00:00:00Z'),
  now: new Date('2026-03-01T00:00:00Z'),
  forceExpiry: true,
  maxAgeDays: 90,
};

describe('passwordChangeReason', () => {
  it('forces a change for the weak password 123456', () => {
    expect(passwordChangeReason({ ...base, password: '123456' })).toBe('weak');
  });
  it('forces a change once the password is older than the maximum age, only when enforced', () => {
    const old = { ...base, now: new Date('2026-04-01T00:00:00Z') };
    expect(passwordChangeReason(old)).toBe('expired');
    expect(passwordChangeReason({ ...old, forceExpiry: false })).toBeNull();
    expect(passwordChangeReason(base)).toBeNull();
  });
  it('never forces a change after an SMS or social login', () => {
    expect(passwordChangeReason({ ...base, password: '123456', loginType: 'sms' })).toBeNull();
    expect(passwordChangeReason({ ...base, password: undefined, loginType: 'firebase' })).toBeNull();
  });
});

describe('phone numbers', () => {
  it('drops the trunk 0 and checks the digit count of the region', () => {
    expect(nationalNumber('09171234567', { min: 10, max: 10 })).toBe('9171234567');
    expect(nationalNumber('917123456', { min: 10, max: 10 })).toBeNull();
    expect(nationalNumber('91712345a7', { min: 10, max: 10 })).toBeNull();
    expect(fullPhone('+63', '09171234567')).toBe('+639171234567');
  });
});

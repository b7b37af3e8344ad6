import { describe, expect, it } from 'vitest';
import { passwordChangeReason } from './login-policy.js';

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

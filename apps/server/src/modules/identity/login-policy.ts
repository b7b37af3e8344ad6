import { WEAK_PASSWORD } from '@suerte/contracts';

/** Why a member must change the password before anything else after a password login (spec §4). */
export function passwordChangeReason(input: {
  loginType: 'username' | 'sms' | 'firebase';
  password: string | undefined;
  passwordChangedAt: Date;
  now: Date;
  forceExpiry: boolean;
  maxAgeDays: number;
}): 'weak' | 'expired' | null {
  if (input.loginType !== 'username') return null;
  if (input.password === WEAK_PASSWORD) return 'weak';
  const ageMs = input.now.getTime() - input.passwordChangedAt.getTime();
  if (input.forceExpiry && ageMs >= input.maxAgeDays * 86_400_000) return 'expired';
  return null;
}

/** E.164-style phone of a national number: the dialing code plus the digits without a trunk 0. */
export function fullPhone(dialingCode: string, nationalNumber: string): string {
  return `${dialingCode}${nationalNumber.replace(/^0/, '')}`;
}

/** The national number without its trunk 0, or null when its digit count does not fit the merchant's. */
export function nationalNumber(raw: string, digits: { min: number; max: number }): string | null {
  const number = raw.trim().replace(/^0/, '');
  if (!/^\d+$/.test(number)) return null;
  return number.length >= digits.min && number.length <= digits.max ? number : null;
}

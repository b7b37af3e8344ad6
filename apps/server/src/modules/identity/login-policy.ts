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

import { AppError } from '../../http/kernel/app-error.js';

/** A merchant's phone rules (identity limits). */
export interface PhoneRules {
  countryDialingCode: string;
  mobileDigitsMin: number;
  mobileDigitsMax: number;
}

export interface Phone {
  /** '+63' */
  dialingCode: string;
  /** The national number without its trunk 0: '9171234567'. */
  national: string;
  /** Dialing code and national number: '+639171234567'; codes are bound to this. */
  full: string;
}

/**
 * The number as the portal stores and texts it, or null when its digit count is outside the merchant's range.
 * One leading 0 (the trunk prefix people type at home) is dropped, so 0917… and 917… are the same phone.
 */
export function normalizePhone(
  mobile: string,
  dialingCode: string | undefined,
  rules: PhoneRules,
): Phone | null {
  const digits = mobile.trim();
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length < rules.mobileDigitsMin || national.length > rules.mobileDigitsMax) return null;
  const dial = dialingCode ?? rules.countryDialingCode;
  const code = dial.startsWith('+') ? dial : `+${dial}`;
  return { dialingCode: code, national, full: `${code}${national}` };
}

/** The normalized phone, or VALIDATION_FAILED naming the field when its digit count is wrong. */
export function requirePhone(
  mobile: string | undefined,
  dialingCode: string | undefined,
  rules: PhoneRules,
  field = 'mobileNum',
): Phone {
  const phone = mobile ? normalizePhone(mobile, dialingCode, rules) : null;
  if (!phone) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      issues: [{ path: `body.${field}`, message: 'phone' }],
    });
  }
  return phone;
}

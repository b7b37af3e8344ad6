import {
  ageOn,
  checkField,
  matchesPattern,
  parseBirthday,
  VERIFICATION_CODE_MAX_LENGTH,
  type IdentityLimits,
  type RegisterRule,
} from '@suerte/contracts/core';
import type { Issue } from './issues';

/** Checks of the fields that are not registration rules: mobile, SMS code, captcha, email, plain required. */

export function checkRequired(value: string): Issue | null {
  return value.trim() === '' ? { key: 'required' } : null;
}

/**
 * A national mobile number: digits only, as many as the merchant's country has (spec §5). One leading 0 (the
 * trunk prefix people type at home) does not count, as on the server: 0917… and 917… are the same phone.
 */
export function checkMobile(value: string, limits: IdentityLimits, required = true): Issue | null {
  const text = value.trim();
  if (text === '') return required ? { key: 'required' } : null;
  const national = text.startsWith('0') ? text.slice(1) : text;
  const ok =
    /^\d+$/.test(text) &&
    national.length >= limits.mobileDigitsMin &&
    national.length <= limits.mobileDigitsMax;
  return ok ? null : { key: 'phone', min: limits.mobileDigitsMin, max: limits.mobileDigitsMax };
}

export function checkCode(value: string): Issue | null {
  const text = value.trim();
  return text === '' || text.length > VERIFICATION_CODE_MAX_LENGTH ? { key: 'code' } : null;
}

export function checkCaptcha(value: string): Issue | null {
  return value.trim() === '' ? { key: 'captcha' } : null;
}

export function checkEmail(value: string): Issue | null {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  return matchesPattern(3, text) ? null : { key: 'email' };
}

/** A new password under the merchant's password rule; the confirmation must equal it. */
export function checkNewPassword(rule: RegisterRule, value: string): Issue | null {
  return checkField({ ...rule, enabled: true, required: true }, value, { trim: false });
}

export function checkConfirmation(value: string, password: string): Issue | null {
  if (value === '') return { key: 'required' };
  return value === password ? null : { key: 'mismatch' };
}

/** Today as a calendar date in the visitor's time zone. */
function today(now: Date) {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The registration age gate (spec §5 "Age"): only for a well-formed birthday; the rule reports the rest. */
export function checkAge(birthday: string, patternId: number, minimumAge: number, now = new Date()) {
  const date = parseBirthday(birthday, patternId === 13 ? 13 : 11);
  if (!date) return null;
  return ageOn(date, today(now)) < minimumAge ? ({ key: 'underage', age: minimumAge } as const) : null;
}

/** A date input gives yyyy-MM-dd; a merchant asking for MM-dd-yyyy (pattern 13) gets that format. */
export function birthdayForRule(value: string, patternId: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || patternId !== 13) return value;
  return `${match[2]}-${match[3]}-${match[1]}`;
}

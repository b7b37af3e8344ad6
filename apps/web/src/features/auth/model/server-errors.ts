import type { TFunction } from 'i18next';
import type { IdentityLimits } from '@suerte/contracts/core';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import type { Issue } from './issues';

/** Which form field an error code belongs under, in order of preference (the first one shown wins). */
const FIELDS_OF_CODE: Record<string, readonly string[]> = {
  USERNAME_TAKEN: ['username'],
  MOBILE_TAKEN: ['mobileNum'],
  UNDERAGE: ['birthday'],
  CAPTCHA_REQUIRED: ['captcha'],
  CAPTCHA_INVALID: ['captcha'],
  VERIFICATION_CODE_INVALID: ['verificationCode'],
  VERIFICATION_CODE_EXPIRED: ['verificationCode'],
  INVALID_INVITATION_CODE: ['affiliateCode', 'referralCode'],
  WRONG_OLD_PASSWORD: ['oldPassword'],
  WEAK_PASSWORD: ['newPassword', 'password'],
  PASSWORD_MISMATCH: ['confirmNewPassword', 'confirmPassword'],
};

export interface ServerOutcome {
  /** Problems shown under fields. */
  fields: Record<string, Issue>;
  /** A message for the whole form, or null. */
  form: string | null;
}

/** The server names some fields differently from the form that shows them. */
const FIELD_ALIASES: Record<string, readonly string[]> = {
  mobileNo: ['mobileNum'],
  password: ['password', 'newPassword'],
  confirmPassword: ['confirmPassword', 'confirmNewPassword'],
};

interface ValidationIssue {
  path: string;
  /** A problem key ('required', 'phone', 'same'...), not a text. */
  message: string;
  /** The rule problem with its numbers, when a registration rule failed. */
  problem?: Issue;
}

function validationIssues(value: unknown): ValidationIssue[] {
  const issues = (value as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is ValidationIssue => typeof i?.path === 'string' && typeof i?.message === 'string',
  );
}

const PLAIN_KEYS = new Set(['required', 'mismatch', 'accepted', 'email', 'code', 'captcha', 'same']);

/** The server's issue as a problem shown from the catalog; its generic (localized) message otherwise. */
function issueOf(issue: ValidationIssue, fallback: string, limits?: IdentityLimits): Issue {
  if (issue.problem && typeof issue.problem.key === 'string') return issue.problem;
  if (issue.message === 'phone' && limits)
    return { key: 'phone', min: limits.mobileDigitsMin, max: limits.mobileDigitsMax };
  if (PLAIN_KEYS.has(issue.message)) return { key: issue.message } as Issue;
  return { key: 'server', text: fallback };
}

/**
 * Where a failed call's message goes: under the field it concerns when that field is shown, else above the
 * form. The server's message is already in the visitor's language; transport failures use the catalog.
 */
export function serverOutcome(
  error: unknown,
  shown: readonly string[],
  t: TFunction,
  limits?: IdentityLimits,
): ServerOutcome {
  // The page is not https, so the browser cannot encrypt the body (spec §7 "Enc").
  if (error instanceof ApiError && error.code === 'ENCRYPTION_UNAVAILABLE')
    return { fields: {}, form: t('auth:errors.insecure') };
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.code === 'INTERNAL_ERROR') {
    return { fields: {}, form: t(`common:${errorMessageKey(error).key}`) };
  }
  if (error.code === 'VALIDATION_FAILED') {
    const fields: Record<string, Issue> = {};
    let unplaced = false;
    for (const issue of validationIssues(error.value)) {
      const name = issue.path.replace(/^body\./, '');
      const field = (FIELD_ALIASES[name] ?? [name]).find((f) => shown.includes(f));
      if (field) fields[field] ??= issueOf(issue, error.message, limits);
      else unplaced = true;
    }
    const placed = Object.keys(fields).length > 0;
    return { fields, form: unplaced || !placed ? error.message : null };
  }
  const field = FIELDS_OF_CODE[error.code]?.find((f) => shown.includes(f));
  if (field) return { fields: { [field]: { key: 'server', text: error.message } }, form: null };
  return { fields: {}, form: error.message };
}

/** The text for a failure outside a form (toasts): the server's message, or the catalog's for transport. */
export function failureText(error: unknown, t: TFunction): string {
  return serverOutcome(error, [], t).form ?? t('common:errors.unknown');
}

import type { TFunction } from 'i18next';
import type { FieldProblem, RegisterRule } from '@suerte/contracts/core';

/**
 * What is wrong with one form field. Problems are kept as keys, not texts, so the message follows the
 * interface language: a language switch re-renders every shown problem in the new language.
 */
export type Issue =
  | FieldProblem
  | { key: 'email' }
  | { key: 'phone'; min: number; max: number }
  | { key: 'code' }
  | { key: 'captcha' }
  | { key: 'underage'; age: number }
  /** The new password equals the current one. */
  | { key: 'same' }
  /** A message from the server, already in the visitor's language. */
  | { key: 'server'; text: string };

/** The pattern ids with a message of their own (spec §5); others fall back to a generic format message. */
const PATTERN_MESSAGES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 17, 19, 20]);

/** The text of an issue for a field, from the `auth` catalog. */
export function issueText(t: TFunction, field: string, issue: Issue): string {
  const label = t(`auth:fields.${field}`);
  switch (issue.key) {
    case 'required':
      return t('auth:validation.required', { field: label });
    case 'mismatch':
      return t('auth:validation.mismatch');
    case 'length':
      return t('auth:validation.length', { min: issue.min, max: issue.max });
    case 'lengthExact':
      return t('auth:validation.lengthExact', { length: issue.length });
    case 'pattern':
      return PATTERN_MESSAGES.has(issue.patternId)
        ? t(`auth:validation.pattern.p${issue.patternId}`)
        : t('auth:validation.format', { field: label });
    case 'accepted':
      return t('auth:validation.format', { field: label });
    case 'email':
      return t('auth:validation.pattern.p3');
    case 'phone':
      return t('auth:validation.phone', {
        digits: issue.min === issue.max ? String(issue.min) : `${issue.min}-${issue.max}`,
      });
    case 'code':
      return t('auth:validation.code');
    case 'captcha':
      return t('auth:validation.captcha');
    case 'same':
      return t('auth:validation.same');
    case 'underage':
      return t('auth:validation.underage', { age: issue.age });
    case 'server':
      return issue.text;
  }
}

/** The rule of a field told up front (length, then pattern), in the same words its problems use. */
export function ruleHint(t: TFunction, field: string, rule: RegisterRule): string {
  const parts: Issue[] = [
    rule.minLength === rule.maxLength
      ? { key: 'lengthExact', length: rule.minLength }
      : { key: 'length', min: rule.minLength, max: rule.maxLength },
  ];
  if (PATTERN_MESSAGES.has(rule.patternId)) parts.push({ key: 'pattern', patternId: rule.patternId });
  return parts.map((issue) => issueText(t, field, issue)).join(' · ');
}

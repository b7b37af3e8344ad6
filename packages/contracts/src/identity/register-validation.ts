/**
 * The registration form rules of spec §5, applied field by field. Problems are message keys, not texts: the web
 * shows them from its catalogs and the server maps them to VALIDATION_FAILED issues.
 */
import { matchesAcceptedPattern, matchesPattern } from './patterns.js';
import {
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRule,
  type RegisterRules,
} from './register-fields.js';

export type FieldProblem =
  | { key: 'required' }
  | { key: 'length'; min: number; max: number }
  | { key: 'lengthExact'; length: number }
  | { key: 'pattern'; patternId: number }
  | { key: 'accepted' }
  | { key: 'mismatch' };

/** Fields checked as typed: spaces in a secret are part of it, so these are never trimmed. */
export const UNTRIMMED_REGISTER_FIELDS: readonly RegisterField[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
];

export interface CheckFieldOptions {
  /** Trim the value before checking it (default true); secrets are checked as typed. */
  trim?: boolean;
}

/**
 * The first problem of one value under its rule, in the order the form reports them: required, length
 * (in Unicode code points, so an ideograph or emoji counts once), pattern, accepted pattern. A disabled field and
 * an empty optional one have none. Length comes before the patterns so they only ever see bounded input.
 */
export function checkField(
  rule: RegisterRule,
  value: string | undefined | null,
  options: CheckFieldOptions = {},
): FieldProblem | null {
  if (!rule.enabled) return null;
  const text = options.trim === false ? (value ?? '') : (value ?? '').trim();
  if (text === '') return rule.required ? { key: 'required' } : null;
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? { key: 'lengthExact', length: rule.minLength }
      : { key: 'length', min: rule.minLength, max: rule.maxLength };
  }
  if (!matchesPattern(rule.patternId, text)) return { key: 'pattern', patternId: rule.patternId };
  if (!matchesAcceptedPattern(rule.acceptedPattern, text)) return { key: 'accepted' };
  return null;
}

export interface CheckRegistrationOptions {
  /** Check only these fields (e.g. the one just left); they are still skipped when disabled. */
  fields?: readonly RegisterField[];
}

/**
 * Problems of every enabled field (or of `options.fields`), keyed by field; an empty object means valid.
 * The confirmation must equal the password even when it satisfies its own rule.
 */
export function checkRegistration(
  rules: RegisterRules,
  values: Partial<Record<RegisterField, string | undefined>>,
  options: CheckRegistrationOptions = {},
): Partial<Record<RegisterField, FieldProblem>> {
  const problems: Partial<Record<RegisterField, FieldProblem>> = {};
  for (const field of options.fields ?? REGISTER_FIELDS) {
    const rule = rules[field];
    // Rules may come from an older configuration that lacks a newer field.
    if (!rule?.enabled) continue;
    const problem =
      checkField(rule, values[field], { trim: !UNTRIMMED_REGISTER_FIELDS.includes(field) }) ??
      (field === 'confirmPassword' && (values.confirmPassword ?? '') !== (values.password ?? '')
        ? ({ key: 'mismatch' } as const)
        : null);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * A new password under the registration password rule, as if that field were enabled and required
 * (change password, forgot password).
 */
export function checkPassword(rule: RegisterRule, value: string): FieldProblem | null {
  return checkField({ ...rule, enabled: true, required: true }, value, { trim: false });
}

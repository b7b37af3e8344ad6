import {
  IDENTITY_FLAGS,
  PATTERN_IDS,
  REGISTER_FIELDS,
  identityLimitsSchema,
  registerRuleSchema,
  type IdentityLimits,
  type RegisterField,
  type RegisterRule,
} from '@suerte/contracts';
import { AppError } from '../../http/kernel/app-error.js';

/** Turning an operator's text into identity settings, checked with the same schemas the API serves. */

export const IDENTITY_LIMIT_KEYS = Object.keys(identityLimitsSchema.shape) as (keyof IdentityLimits)[];

export type IdentityChange =
  | { section: 'flags'; key: string; value: boolean | null }
  | { section: 'limits'; key: string; value: number | string | null };

/** The value 'default' drops the merchant's override, so the product default applies again. */
export const RESET_VALUE = 'default';

const BOOLEAN_WORDS: Record<string, boolean> = { on: true, true: true, off: false, false: false };

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

export function parseIdentityChange(key: string, raw: string): IdentityChange {
  const text = raw.trim();
  if ((IDENTITY_FLAGS as readonly string[]).includes(key)) {
    if (text === RESET_VALUE) return { section: 'flags', key, value: null };
    const value = BOOLEAN_WORDS[text.toLowerCase()];
    if (value === undefined) invalid(`${key} must be on, off, true or false`);
    return { section: 'flags', key, value };
  }
  if ((IDENTITY_LIMIT_KEYS as string[]).includes(key)) {
    if (text === RESET_VALUE) return { section: 'limits', key, value: null };
    const schema = identityLimitsSchema.shape[key as keyof IdentityLimits];
    let value: number | string;
    if (key === 'countryDialingCode') {
      value = text.startsWith('+') ? text : `+${text}`;
    } else {
      if (!/^-?\d+$/.test(text)) invalid(`${key} must be a whole number`);
      value = Number(text);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      invalid(
        key === 'countryDialingCode'
          ? `${key} must be + and 1 to 4 digits, for example +63`
          : `${key}: ${parsed.error.issues[0]?.message}`,
      );
    }
    return { section: 'limits', key, value: parsed.data };
  }
  return invalid(
    `unknown key ${key}; flags: ${IDENTITY_FLAGS.join(', ')}; limits: ${IDENTITY_LIMIT_KEYS.join(', ')}`,
  );
}

/** Limits that only make sense together. */
export function checkLimits(limits: IdentityLimits): void {
  if (limits.mobileDigitsMin > limits.mobileDigitsMax)
    invalid(
      `mobileDigitsMin (${limits.mobileDigitsMin}) must not exceed mobileDigitsMax (${limits.mobileDigitsMax})`,
    );
}

export interface RuleOptions {
  enabled?: string;
  required?: string;
  min?: string;
  max?: string;
  pattern?: string;
  accepted?: string;
}

export function parseRegisterField(field: string): RegisterField {
  if (!(REGISTER_FIELDS as readonly string[]).includes(field))
    invalid(`unknown field ${field}; fields: ${REGISTER_FIELDS.join(', ')}`);
  return field as RegisterField;
}

function onOff(name: string, raw: string): boolean {
  const value = BOOLEAN_WORDS[raw.trim().toLowerCase()];
  if (value === undefined) invalid(`--${name} must be on or off`);
  return value;
}

function whole(name: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim())) invalid(`--${name} must be a whole number`);
  return Number(raw);
}

/** The attributes an operator asked to change, each checked on its own. */
export function parseRuleChanges(options: RuleOptions): Partial<RegisterRule> {
  const changes: Partial<RegisterRule> = {};
  if (options.enabled !== undefined) changes.enabled = onOff('enabled', options.enabled);
  if (options.required !== undefined) changes.required = onOff('required', options.required);
  if (options.min !== undefined) changes.minLength = whole('min', options.min);
  if (options.max !== undefined) changes.maxLength = whole('max', options.max);
  if (options.pattern !== undefined) {
    const id = whole('pattern', options.pattern);
    if (!PATTERN_IDS.includes(id)) invalid(`--pattern must be one of ${PATTERN_IDS.join(', ')}`);
    changes.patternId = id;
  }
  if (options.accepted !== undefined) {
    const pattern = options.accepted.trim();
    // Compiled as the registration check compiles it, so a rule that saves also works.
    if (pattern !== '*' && pattern !== '') {
      try {
        new RegExp(`^(?:${pattern})$`, 'u');
      } catch (error) {
        invalid(`--accepted is not a valid regular expression: ${(error as Error).message}`);
      }
    }
    changes.acceptedPattern = pattern === '' ? '*' : pattern;
  }
  if (Object.keys(changes).length === 0)
    invalid('nothing to change: give --enabled, --required, --min, --max, --pattern or --accepted');
  return changes;
}

/** The rule after the changes, as a whole: lengths within the schema and min ≤ max. */
export function checkRule(rule: RegisterRule): RegisterRule {
  const parsed = registerRuleSchema.safeParse(rule);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    invalid(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  if (rule.minLength > rule.maxLength)
    invalid(`min (${rule.minLength}) must not exceed max (${rule.maxLength})`);
  return parsed.data;
}

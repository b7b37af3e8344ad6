/**
 * Money in the interface (spec §9, ARCHITECTURE §5): amounts travel as integer minor units (centavos, satang)
 * and the currency's exponent says how many of their digits are decimals (2 for PHP and THB, 0 for VND).
 * Both directions work on digit strings only: no float ever touches an amount.
 *
 * formatAmount (minor units → "₱1,234.56") lives in money-format.ts, which the header imports directly so that
 * parseAmount stays out of the first load; everyone else imports both from here.
 */
import { numberMarks } from './money-format';

export { formatAmount, formatDigits, numberMarks } from './money-format';

const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER);

/** Whole units of the currency in minor units: 100 pesos are 10,000 centavos. */
export function majorToMinor(major: number, exponent: number): number {
  return major * 10 ** exponent;
}

export type AmountProblem = 'empty' | 'format' | 'negative' | 'decimals' | 'zero' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const fail = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });

/** Whole-number digits, optionally grouped by three with the language's mark ("1,234,567"). */
function wholeDigits(text: string, group: string): string | null {
  if (/^\d*$/.test(text)) return text;
  const groups = text.split(group);
  const [head = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(head) || rest.some((g) => !/^\d{3}$/.test(g))) return null;
  return groups.join('');
}

/**
 * What a member typed ("1,234.56") as minor units of a currency with the given exponent, read in the language's
 * number style. Refused: nothing typed, anything but digits and the marks, grouping not by three, a sign, more
 * decimals than the currency has, zero, and more than Number.MAX_SAFE_INTEGER minor units.
 */
export function parseAmount(input: string, exponent: number, language = 'en'): ParsedAmount {
  const text = input.trim();
  if (text === '') return fail('empty');
  if (/^[-−]/.test(text)) return fail('negative');
  const { decimal, group } = numberMarks(language);
  const pieces = text.split(decimal);
  if (pieces.length > 2) return fail('format');
  const [wholeText = '', fraction = ''] = pieces;
  const whole = wholeDigits(wholeText, group);
  if (whole === null || !/^\d*$/.test(fraction) || whole + fraction === '') return fail('format');
  if (fraction.length > exponent) return fail('decimals');
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+/, '');
  if (digits === '') return fail('zero');
  if (
    digits.length > MAX_SAFE_DIGITS.length ||
    (digits.length === MAX_SAFE_DIGITS.length && digits > MAX_SAFE_DIGITS)
  ) {
    return fail('tooLarge');
  }
  return { ok: true, minor: Number(digits) };
}

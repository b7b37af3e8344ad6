/**
 * The value patterns a merchant can assign to a registration field (spec §5 "Patterns by patternId"),
 * shared by the server (validation) and the web (forms), so both accept exactly the same values.
 *
 * Conventions:
 * - Every pattern except 0 rejects the empty string; whether a field may stay empty is the rule's `required`.
 * - Patterns with "spaces" allow single or repeated U+0020 spaces between words, never leading or trailing
 *   ones (form values are trimmed before they are checked; other whitespace such as tabs is rejected).
 * - Unknown ids (12, 14, 18, above 20) accept anything, like 0; `PATTERN_IDS` lists the implemented ones.
 */

/** Letters of the English alphabet. */
const LATIN = 'A-Za-z';
/** Printable ASCII punctuation and symbols: everything printable that is neither a letter, a digit nor a space. */
const ASCII_SPECIAL = '!-/:-@\\[-`{-~';
/** Hangul syllables, Jamo, Compatibility Jamo and Jamo Extended-A/B. */
const HANGUL =
  '\\u{AC00}-\\u{D7A3}\\u{1100}-\\u{11FF}\\u{3130}-\\u{318F}\\u{A960}-\\u{A97F}\\u{D7B0}-\\u{D7FF}';
/** The whole Thai block: consonants, vowels (incl. combining ones), tone marks, digits and signs. */
const THAI = '\\u{0E00}-\\u{0E7F}';
/** Thai letters only: consonants, vowels, tone marks and the repetition mark, without digits and ฿. */
const THAI_LETTERS = '\\u{0E01}-\\u{0E3A}\\u{0E40}-\\u{0E4E}';
/** CJK Unified Ideographs of every block (basic, Extension A onwards) — Unicode's own list, no radicals. */
const HAN = '\\p{Unified_Ideograph}';

/** Words of `chars` separated by spaces; a word never starts with a combining mark (e.g. a Thai tone mark). */
function words(chars: string): RegExp {
  const word = `(?!\\p{M})[${chars}]+`;
  return new RegExp(`^${word}(?: +${word})*$`, 'u');
}

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u;
/** RFC 5321 limits: 64 characters before the @, 254 in all. */
const EMAIL_LOCAL_MAX = 64;
const EMAIL_MAX = 254;

const YMD = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/u;
const MDY = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/u;

const REGEX_PATTERNS: Readonly<Record<number, RegExp>> = {
  1: new RegExp(`^[${LATIN}][${LATIN}0-9]*$`, 'u'),
  // Any mix of ideographs and digits (also only one kind), as with alphanumeric (4).
  2: new RegExp(`^[${HAN}0-9]+$`, 'u'),
  4: /^[A-Za-z0-9]+$/u,
  5: /^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$/u,
  6: /^[0-9]+$/u,
  7: /^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$/u,
  8: words(LATIN),
  // \s in Unicode mode covers every Unicode space (no-break, ideographic, line separators).
  9: /^\S+$/u,
  // At least one ideograph: punctuation alone is not text.
  10: new RegExp(
    `^(?=.*[${HAN}])[${HAN}\\p{P}${ASCII_SPECIAL}\\u{FF01}-\\u{FF0F}\\u{FF1A}-\\u{FF20}]+$`,
    'u',
  ),
  15: words(HANGUL),
  16: words(THAI),
  17: words(`${LATIN}${THAI_LETTERS}`),
  19: /^[!-~]+$/u,
  20: new RegExp(`^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[${ASCII_SPECIAL}])[!-~]+$`, 'u'),
};

/** The pattern ids with a rule of their own (plus 0, any); other ids accept anything. */
export const PATTERN_IDS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 17, 19, 20];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Whether the value matches the pattern with this id (spec §5). */
export function matchesPattern(patternId: number, value: string): boolean {
  if (!PATTERN_IDS.includes(patternId) || patternId === 0) return true;
  if (patternId === 3) return isEmail(value);
  if (patternId === 11 || patternId === 13) return parseBirthday(value, patternId) !== null;
  const regex = REGEX_PATTERNS[patternId];
  return regex === undefined || regex.test(value);
}

function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  return value.length <= EMAIL_MAX && at > 0 && at <= EMAIL_LOCAL_MAX && EMAIL.test(value);
}

/** Longest merchant expression that is compiled; longer ones never match. */
const ACCEPTED_PATTERN_MAX = 500;
/** Compiled merchant expressions (null: invalid), so a form does not recompile on every keystroke. */
const acceptedCache = new Map<string, RegExp | null>();
const ACCEPTED_CACHE_MAX = 200;

function compileAccepted(pattern: string): RegExp | null {
  const cached = acceptedCache.get(pattern);
  if (cached !== undefined) return cached;
  let regex: RegExp | null;
  try {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    regex = null;
  }
  if (acceptedCache.size >= ACCEPTED_CACHE_MAX) acceptedCache.clear();
  acceptedCache.set(pattern, regex);
  return regex;
}

/**
 * Whether the value matches a merchant's accepted pattern: '*' or '' accept anything; otherwise the whole value
 * must match the expression (Unicode mode). Invalid or overlong expressions never match, so a broken
 * configuration fails closed instead of throwing.
 */
export function matchesAcceptedPattern(acceptedPattern: string, value: string): boolean {
  const pattern = acceptedPattern.trim();
  if (pattern === '' || pattern === '*') return true;
  if (acceptedPattern.length > ACCEPTED_PATTERN_MAX) return false;
  const regex = compileAccepted(acceptedPattern);
  return regex !== null && regex.test(value);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the numbers form a real Gregorian date with a year from 1 to 9999 (leap years included). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** Reads a date written as yyyy-MM-dd (11) or MM-dd-yyyy (13); null unless it is exactly that and real. */
export function parseBirthday(value: string, patternId: 11 | 13): CalendarDate | null {
  const match = (patternId === 11 ? YMD : MDY).exec(value);
  if (!match) return null;
  const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
  const date = patternId === 11 ? { year: a, month: b, day: c } : { year: c, month: a, day: b };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/**
 * Full years between the birthday and today. Someone born on 29 February becomes a year older on 1 March in
 * common years. Negative when the birthday lies in the future.
 */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return today.year - birthday.year - (beforeBirthday ? 1 : 0);
}

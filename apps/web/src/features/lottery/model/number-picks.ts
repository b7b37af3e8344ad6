/**
 * Choosing numbers for a bet: every number of a width (00–99, 000–999, 0000–9999, or 0–9 for đầu / đuôi),
 * quick picks (all with a head or tail digit, doubles, random N) and a typed or pasted list such as "12 34, 56".
 */

/** Every number of `digits` digits with leading zeros ("00".."99"). */
export function allNumbersOf(digits: number): string[] {
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, i) => String(i).padStart(digits, '0'));
}

export type QuickPick =
  | { kind: 'tail'; digit: number }
  | { kind: 'head'; digit: number }
  | { kind: 'doubles' }
  | { kind: 'random'; count: number };

/**
 * The numbers a quick pick chooses: "tail 5" = every number ending in 5, "head 3" = every number starting with
 * 3, doubles = every number of one repeated digit (00, 11, … or 000, 111, …), random N = N distinct numbers.
 */
export function quickPick(digits: number, pick: QuickPick, random: () => number = Math.random): string[] {
  const all = allNumbersOf(digits);
  switch (pick.kind) {
    case 'tail':
      return all.filter((n) => n.endsWith(String(pick.digit)));
    case 'head':
      return all.filter((n) => n.startsWith(String(pick.digit)));
    case 'doubles':
      return digits < 2 ? [] : all.filter((n) => [...n].every((d) => d === n[0]));
    case 'random':
      return randomNumbers(all, pick.count, random);
  }
}

/** N distinct numbers drawn from `pool` (partial Fisher–Yates), sorted. */
function randomNumbers(pool: readonly string[], count: number, random: () => number): string[] {
  const copy = [...pool];
  const n = Math.max(0, Math.min(count, copy.length));
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
  }
  return copy.slice(0, n).sort();
}

export interface ParsedNumbers {
  /** Valid numbers in the order typed, without repeats. */
  numbers: string[];
  /** Entries that are not a number of the width (shown back to the member). */
  invalid: string[];
  /** Valid entries given more than once (kept once). */
  repeated: string[];
}

/**
 * Reads a typed or pasted list: numbers separated by spaces, commas, semicolons, dots, dashes or new lines.
 * Each entry must be exactly `digits` digits ("7" is not a two-digit number: "07" is).
 */
export function parseNumberList(text: string, digits: number): ParsedNumbers {
  const entries = text.split(/[\s,;.\-/|]+/).filter((entry) => entry.length > 0);
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  const numbers: string[] = [];
  const invalid: string[] = [];
  const repeated: string[] = [];
  for (const entry of entries) {
    if (!pattern.test(entry)) invalid.push(entry);
    else if (numbers.includes(entry)) {
      if (!repeated.includes(entry)) repeated.push(entry);
    } else numbers.push(entry);
  }
  return { numbers, invalid, repeated };
}

/** Adds or removes one number from a selection, keeping it sorted. */
export function toggleNumber(selection: readonly string[], number: string): string[] {
  return selection.includes(number) ? selection.filter((n) => n !== number) : [...selection, number].sort();
}

/** The union of a selection and more numbers, sorted and without repeats. */
export function addNumbers(selection: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...selection, ...more])].sort();
}

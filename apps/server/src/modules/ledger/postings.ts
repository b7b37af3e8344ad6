/** One leg of a journal transaction: a signed amount in minor units on one account. */
export interface Leg {
  accountId: number;
  amount: number;
}

/**
 * The legs of a posting, checked: safe integers, none zero, at least two, summing to zero; legs on the same
 * account are merged (their sum must not be zero either).
 */
export function checkLegs(legs: readonly Leg[]): Leg[] {
  const merged = new Map<number, number>();
  let total = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0)
      throw new RangeError(`bad leg amount ${leg.amount}`);
    total += leg.amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('legs overflow');
    merged.set(leg.accountId, (merged.get(leg.accountId) ?? 0) + leg.amount);
  }
  if (total !== 0) throw new RangeError(`legs sum to ${total}, not zero`);
  const out = [...merged]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount }));
  if (out.length < 2) throw new RangeError('a posting moves money between at least two accounts');
  return out;
}

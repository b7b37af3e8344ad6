/** Xiên: a xiên N line over more than N chosen numbers places one bet for every N-number combination. */

/** n choose k (0 when k is out of range). */
export function combinationCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  const m = Math.min(k, n - k);
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/** Every k-element combination of `items`, in order of appearance. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k <= 0 || k > items.length) return [];
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The bet selector: only the game's allowed levels, stepped with buttons or the arrow keys. */

export function stepBet(levels: readonly number[], current: number, direction: 1 | -1): number {
  if (levels.length === 0) return current;
  const index = levels.indexOf(current);
  if (index < 0) {
    // Not a level (levels changed): the nearest level in the asked direction.
    const next =
      direction > 0 ? levels.find((l) => l > current) : [...levels].reverse().find((l) => l < current);
    return next ?? (direction > 0 ? levels[levels.length - 1]! : levels[0]!);
  }
  const to = Math.min(levels.length - 1, Math.max(0, index + direction));
  return levels[to]!;
}

/** The level to start with: the game's default when allowed, else the smallest. */
export function initialBet(levels: readonly number[], preferred: number): number {
  return levels.includes(preferred) ? preferred : (levels[0] ?? preferred);
}

/** The largest level the balance covers (null when none does). */
export function affordableBet(levels: readonly number[], balance: number): number | null {
  let best: number | null = null;
  for (const level of levels) if (level <= balance) best = level;
  return best;
}

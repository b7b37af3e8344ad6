import type { FairStream } from './stream.js';

/**
 * Fisher–Yates (Durstenfeld, front to back): position i takes the item at i + nextInt(n - i).
 * Going front to back lets a deal stop after k cards: its first k cards are exactly those of the full shuffle.
 */
export function shuffleInPlace<T>(items: T[], stream: FairStream, count = items.length): T[] {
  const n = items.length;
  const stop = Math.min(count, n - 1);
  for (let i = 0; i < stop; i++) {
    const j = i + stream.nextInt(n - i);
    const picked = items[j]!;
    items[j] = items[i]!;
    items[i] = picked;
  }
  return items;
}

/** A shuffled copy. */
export function shuffled<T>(items: readonly T[], stream: FairStream): T[] {
  return shuffleInPlace([...items], stream);
}

/** The first `count` items of a shuffle of `items`, drawing only the words those positions need. */
export function drawFromShuffle<T>(items: readonly T[], count: number, stream: FairStream): T[] {
  return shuffleInPlace([...items], stream, count).slice(0, count);
}

/**
 * Deals cards one at a time as the same front-to-back Fisher–Yates would place them: the k-th card dealt is the
 * k-th card of the full shuffle, and only the cards dealt consume the stream.
 */
export class LazyShuffle<T> {
  private readonly items: T[];
  private dealt = 0;

  constructor(
    items: readonly T[],
    private readonly stream: FairStream,
  ) {
    this.items = [...items];
  }

  next(): T {
    const n = this.items.length;
    const i = this.dealt;
    if (i >= n) throw new RangeError('no cards left');
    if (i < n - 1) {
      const j = i + this.stream.nextInt(n - i);
      const picked = this.items[j]!;
      this.items[j] = this.items[i]!;
      this.items[i] = picked;
    }
    this.dealt = i + 1;
    return this.items[i]!;
  }
}

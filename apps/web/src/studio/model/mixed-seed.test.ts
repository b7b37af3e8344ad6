import { describe, expect, it } from 'vitest';
import vectors from '@suerte/fair/vectors.json';
import { MAX_LINK_PARTS, fairLink } from './fair-link';
import { highCardSeedParts, mixedSeedMatches } from './mixed-seed';

const { highCard } = vectors.mixes;
const seats = highCard.seatClientSeeds.map((clientSeed, i) => ({
  seat: i + 1,
  player: `P-${i}`,
  card: highCard.cards[i]!,
  payout: 0,
  clientSeed,
}));

describe('mixed client seeds in the studio', () => {
  it("lists a hand's seeds as the fixed vectors mix them, and checks them against its client seed", () => {
    const parts = highCardSeedParts({ tableClientSeed: highCard.tableClientSeed, seats });
    expect(parts?.join('/')).toBe(highCard.parts);
    expect(mixedSeedMatches(parts, highCard.clientSeed)).toBe(true);
    expect(mixedSeedMatches(parts!.slice(0, -1), highCard.clientSeed)).toBe(false);
    // Older hands list no seeds: nothing to check.
    expect(highCardSeedParts({ seats })).toBeNull();
    expect(mixedSeedMatches(null, highCard.clientSeed)).toBeNull();
  });

  it('puts the seeds in the /fair link unless they would make the address too long', () => {
    const seeds = { ...highCard, serverSeedHash: highCard.serverSeedHash };
    const game = { kind: 'highcard' as const, code: 'high-card', variant: '' };
    const short = new URL(fairLink(game, seeds, { seedParts: highCard.parts.split('/') }), 'http://x');
    expect(short.searchParams.get('seedParts')).toBe(highCard.parts);
    const many = Array.from({ length: MAX_LINK_PARTS / 10 + 1 }, (_, i) => `${i}:1:seed-${i}`);
    const long = new URL(fairLink(game, seeds, { seedParts: many }), 'http://x');
    expect(long.searchParams.has('seedParts')).toBe(false);
    expect(long.searchParams.get('clientSeed')).toBe(highCard.clientSeed);
  });
});

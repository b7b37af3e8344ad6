// The browser side of the fixed vectors: the verifier page's own imports of @suerte/fair, run in the web test
// environment (jsdom, no Node crypto in the code path), must give the frozen values of vectors.json.
import { describe, expect, it } from 'vitest';
import vectors from '@suerte/fair/vectors.json';
import {
  FairStream,
  KeyedHmac,
  commitServerSeed,
  drawFromShuffle,
  luckyDragonVariants,
  orderedShoe,
  replayRound,
  shuffled,
} from '@suerte/fair';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('fixed vectors in the browser environment', () => {
  it('runs under jsdom', () => {
    expect(typeof window).toBe('object');
    expect(navigator.userAgent).toMatch(/jsdom/);
  });

  it.each(vectors.cases)('commitment, blocks, words, integers and shuffles (nonce $nonce)', (c) => {
    expect(commitServerSeed(c.serverSeed)).toBe(c.serverSeedHash);
    const key = new KeyedHmac(c.serverSeed);
    c.blocks.forEach((block, cursor) =>
      expect(hex(key.digest(`${c.clientSeed}:${c.nonce}:${cursor}`))).toBe(block),
    );
    const words = FairStream.of(c);
    expect(c.words.map(() => words.nextUint32())).toEqual(c.words);
    const ints = FairStream.of(c);
    expect(c.ints.ranges.map((n) => ints.nextInt(n))).toEqual(c.ints.values);
    const deck = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffled(deck, FairStream.of(c))).toEqual(c.deck52);
    expect(drawFromShuffle(orderedShoe(8), 6, FairStream.of(c))).toEqual(c.shoe8Top6);
  });

  it.each(vectors.cases)('replayed rounds draw the frozen values (nonce $nonce)', (c) => {
    // The vectors' first five ranges are Lucky Dragon 96's strip lengths, so its reel stops are frozen too.
    const lengths = luckyDragonVariants['96'].strips.map((s) => s.length);
    expect(c.ints.ranges.slice(0, 5)).toEqual(lengths);
    const slot = replayRound({ kind: 'slot', gameId: 'lucky-dragon', variantId: '96' }, c);
    if (slot.kind !== 'slot') throw new Error('expected a slot round');
    expect(slot.round.base.stops).toEqual(c.ints.values.slice(0, 5));
    // A coup deals the top of the shuffled 8-deck shoe: player, banker, player, banker, then third cards.
    const coup = replayRound({ kind: 'baccarat' }, c);
    if (coup.kind !== 'baccarat') throw new Error('expected a coup');
    const { player, banker } = coup.coup;
    const dealt = [player[0], banker[0], player[1], banker[1], ...player.slice(2), ...banker.slice(2)];
    expect(dealt).toEqual(c.shoe8Top6.slice(0, dealt.length));
  });
});

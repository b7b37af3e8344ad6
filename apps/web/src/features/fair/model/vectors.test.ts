// The browser side of the fixed vectors: the verifier page's own imports of @suerte/fair, run in the web test
// environment (jsdom, no Node crypto in the code path), must give the frozen values of vectors.json.
import { describe, expect, it } from 'vitest';
import vectors from '@suerte/fair/vectors.json';
import {
  FairStream,
  KeyedHmac,
  SOUTH_LOTTERY_LAYOUT,
  commitServerSeed,
  drawFromShuffle,
  luckyDragonVariants,
  orderedShoe,
  replayRound,
  lotteryResult,
  shuffled,
} from '@suerte/fair';
import { EMPTY_FORM, parseRoundForm } from './round-input';
import { verifyRound } from './verify-round';

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

describe('lottery draws in the browser environment', () => {
  const seeds = { serverSeed: 'a3f1c2d4e5b6978812345678deadbeef', clientSeed: 'ELOTT1M-20261125', nonce: 42 };
  // The fair package's frozen south vector (packages/fair/src/lottery/lottery.test.ts), drawn here in jsdom.
  const SOUTH_VECTOR = {
    DB: ['531206'],
    G1: ['33466'],
    G2: ['72579'],
    G3: ['62224', '67002'],
    G4: ['83476', '51891', '36303', '85133', '60705', '47065', '24041'],
    G5: ['9735'],
    G6: ['1503', '1020', '4837'],
    G7: ['538'],
    G8: ['42'],
  };

  it('draws the frozen south vector', () => {
    expect(lotteryResult(seeds, SOUTH_LOTTERY_LAYOUT)).toEqual(SOUTH_VECTOR);
  });

  it('the verifier recomputes a draw in prize order once the hash matches, in the region given', () => {
    const c = vectors.cases[0]!;
    const input = {
      game: { kind: 'lottery' as const, region: 'central' as const },
      serverSeed: c.serverSeed,
      serverSeedHash: c.serverSeedHash,
      clientSeed: c.clientSeed,
      nonce: c.nonce,
    };
    const verified = verifyRound(input);
    if (!verified.hashMatches || verified.round.kind !== 'lottery')
      throw new Error('expected a lottery draw');
    const direct = lotteryResult(c, SOUTH_LOTTERY_LAYOUT);
    expect(verified.round.prizes.map((p) => p.prize)).toEqual(Object.keys(SOUTH_VECTOR));
    expect(Object.fromEntries(verified.round.prizes.map((p) => [p.prize, p.numbers]))).toEqual(direct);
    expect(verifyRound({ ...input, serverSeedHash: 'f'.repeat(64) }).hashMatches).toBe(false);
  });

  it('mixes the vectors’ High Card and bingo seeds as the form reads them, and replays their rounds', () => {
    const { highCard, bingoDraw } = vectors.mixes;
    const cases = [
      { c: highCard, game: 'high-card', players: String(highCard.cards.length), round: highCard.cards },
      { c: bingoDraw, game: 'bingo-draw', players: '', round: bingoDraw.draw },
    ];
    for (const { c, game, players, round } of cases) {
      const parsed = parseRoundForm({
        ...EMPTY_FORM,
        game,
        players,
        serverSeed: c.serverSeed,
        serverSeedHash: c.serverSeedHash,
        nonce: String(c.nonce),
        seedParts: c.parts,
      });
      if (!('input' in parsed)) throw new Error(JSON.stringify(parsed.issues));
      expect(parsed.input.clientSeed).toBe(c.clientSeed);
      const verified = verifyRound(parsed.input);
      expect(verified.hashMatches && verified.round).toEqual(
        game === 'high-card' ? { kind: 'highCard', cards: round } : { kind: 'bingoDraw', draw: round },
      );
    }
  });
});

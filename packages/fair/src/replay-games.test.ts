import { describe, expect, it } from 'vitest';
import vectors from '../vectors/vectors.json';
import { crashPointOf } from './crash/crash.js';
import { bingoDrawClientSeed, bingoDrawSeedParts } from './bingo/bingo.js';
import { handClientSeed, handSeedParts } from './pvp/high-card.js';
import { replayGame } from './replay-games.js';
import { mixClientSeed, parseSeedParts } from './seeds.js';

// The fixed vectors were computed by an implementation independent of src/ (scripts/vectors.ts).
describe('replaying the other games from the fixed vectors', () => {
  it('deals High Card seats from the top of the vectors’ 52-card shuffle', () => {
    for (const c of vectors.cases) {
      expect(replayGame({ kind: 'highCard', players: 6 }, c)).toEqual({
        kind: 'highCard',
        cards: c.deck52.slice(0, 6),
      });
    }
  });

  it('reads the crash point from the vectors’ first two words', () => {
    for (const c of vectors.cases) {
      const u = (BigInt(c.words[0]! & 0xfffff) << 32n) | BigInt(c.words[1]!);
      const replay = replayGame({ kind: 'crash' }, c);
      expect(replay.kind === 'crash' && replay.round.crashPoint).toBe(Number(crashPointOf(u)));
    }
  });

  it('recomputes every kind the same way twice, and a board of the mine count asked', () => {
    const c = vectors.cases[0]!;
    const inputs = [
      { kind: 'mines', mines: 3 },
      { kind: 'bingoDraw' },
      { kind: 'bingoCard' },
      { kind: 'cockfight', fight: { meron: 5, wala: 4, drawBp: 300 } },
      { kind: 'football', fixture: { home: 30, away: 20 } },
    ] as const;
    for (const input of inputs) expect(replayGame(input, c)).toEqual(replayGame(input, c));
    const mines = replayGame({ kind: 'mines', mines: 3 }, c);
    expect(mines.kind === 'mines' && mines.mines.length).toBe(3);
  });
});

// Mixed client seeds (scripts/vectors.ts: Node's own SHA-256 of the parts, its own stream and shuffle).
describe('mixed client seeds from the fixed vectors', () => {
  const { highCard, bingoDraw } = vectors.mixes;

  it('mixes a High Card hand from the table seed and the seats’ seeds, and deals the vectors’ cards', () => {
    expect(handSeedParts(highCard.tableClientSeed, highCard.seatClientSeeds).join('/')).toBe(highCard.parts);
    expect(handClientSeed(highCard.tableClientSeed, highCard.seatClientSeeds)).toBe(highCard.clientSeed);
    expect(mixClientSeed(parseSeedParts(highCard.parts)!)).toBe(highCard.clientSeed);
    expect(replayGame({ kind: 'highCard', players: highCard.cards.length }, highCard)).toEqual({
      kind: 'highCard',
      cards: highCard.cards,
    });
  });

  it('mixes a bingo draw from the game seed and its sales in card order, and draws the vectors’ balls', () => {
    const shuffledSales = [...bingoDraw.sales].reverse();
    expect(bingoDrawSeedParts(bingoDraw.gameClientSeed, shuffledSales).join('/')).toBe(bingoDraw.parts);
    expect(bingoDrawClientSeed(bingoDraw.gameClientSeed, shuffledSales)).toBe(bingoDraw.clientSeed);
    expect(mixClientSeed(parseSeedParts(bingoDraw.parts)!)).toBe(bingoDraw.clientSeed);
    expect(replayGame({ kind: 'bingoDraw' }, bingoDraw)).toEqual({ kind: 'bingoDraw', draw: bingoDraw.draw });
  });

  it('reads parts as they are hashed, and refuses text that cannot be a seed part', () => {
    expect(parseSeedParts('t1/ana/ben')).toEqual(['t1', 'ana', 'ben']);
    expect(parseSeedParts('t1//ben')).toEqual(['t1', '', 'ben']);
    expect(parseSeedParts('')).toBeNull();
    expect(parseSeedParts('t1/an a')).toBeNull();
    expect(parseSeedParts(`t1/${'x'.repeat(81)}`)).toBeNull();
    expect(() => mixClientSeed(['a/b'])).toThrow(RangeError);
    expect(() => mixClientSeed([])).toThrow(RangeError);
  });
});

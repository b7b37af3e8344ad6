import { describe, expect, it } from 'vitest';
import vectors from '../vectors/vectors.json';
import { crashPointOf } from './crash/crash.js';
import { replayGame } from './replay-games.js';

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

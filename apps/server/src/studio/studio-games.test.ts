import { FairStream, playRound } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { betLevels, compiledSlot } from './kinds/index.js';
import { slotOutcome } from './kinds/slot-outcome.js';
import { STUDIO_GAMES, studioCatalogueFeed, studioGame, variantFor } from './studio-games.js';

const slotGames = STUDIO_GAMES.flatMap((g) => (g.kind === 'slot' ? [g] : []));

describe('studio games', () => {
  it('offers each game its default stake and a variant per merchant, never per player', () => {
    for (const game of slotGames) {
      const slot = compiledSlot(game.code, game.defaultVariant);
      expect(betLevels(game, slot.lineCount)).toContain(game.defaultCoin * slot.lineCount);
    }
    const dragon = studioGame('lucky-dragon')!;
    const variants = { 'SUERTE_TH:lucky-dragon': '94' };
    expect(variantFor(dragon, 'SUERTE_TH', variants)).toBe('94');
    expect(variantFor(dragon, 'SUERTE_PH', variants)).toBe('96');
    expect(variantFor(dragon, 'SUERTE_PH', { 'lucky-dragon': '99' })).toBe('96');
  });

  it('publishes a catalogue feed row per game and category, a further category under its own node id', () => {
    expect(
      studioCatalogueFeed('SUERTE').map((r) => [r.nodeId, r.gameCategory, r.minBet, r.minLineNum]),
    ).toEqual([
      ['lucky-dragon', 'RNG', 20, 20],
      ['jade-temple', 'RNG', 25, 25],
      ['baccarat', 'LIVE', 100, 0],
      ['crash', 'FISH', 100, 0],
      ['crash-arcade', 'ARCADE', 100, 0],
      ['high-card', 'PVP', 1_000, 0],
      ['bingo-75', 'BINGO', 500, 0],
      ['cockfight', 'COCKFIGHT', 100, 0],
      ['football', 'SPORTS', 100, 0],
    ]);
    // Either listing opens the same game.
    expect(studioGame('crash-arcade')).toBe(studioGame('crash'));
    expect(studioGame('crash-fish')).toBeUndefined();
  });

  it('turns a round in coins into minor units: every win is the coin value times its coins', () => {
    for (const game of slotGames) {
      const slot = compiledSlot(game.code, game.defaultVariant);
      const bet = 5 * slot.lineCount;
      for (let nonce = 0; nonce < 300; nonce++) {
        const round = playRound(slot, FairStream.of({ serverSeed: 'vector-seed', clientSeed: 'c', nonce }));
        const outcome = slotOutcome(slot, round, bet);
        expect(outcome.totalWin).toBe(round.pay * 5);
        const parts =
          outcome.win + outcome.freeSpins.reduce((s, f) => s + f.win, 0) + (outcome.pickBonus?.win ?? 0);
        expect(parts).toBe(outcome.totalWin);
        expect(outcome.freeSpinsAwarded).toBe(outcome.freeSpins.length);
      }
    }
    expect(() => slotOutcome(compiledSlot('lucky-dragon', '96'), {} as never, 101)).toThrow(RangeError);
  });
});

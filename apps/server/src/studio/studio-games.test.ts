import { FairStream, playRound } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { slotOutcome } from './slot-outcome.js';
import { betLevels, compiledSlot, STUDIO_GAMES, studioCatalogueFeed, variantFor } from './studio-games.js';

describe('studio games', () => {
  it('offers each game its default stake and a variant per merchant, never per player', () => {
    for (const game of STUDIO_GAMES) {
      const slot = compiledSlot(game.code, game.defaultVariant);
      expect(betLevels(game, slot.lineCount)).toContain(game.defaultCoin * slot.lineCount);
    }
    const dragon = STUDIO_GAMES.find((g) => g.code === 'lucky-dragon')!;
    const variants = { 'SUERTE_TH:lucky-dragon': '94' };
    expect(variantFor(dragon, 'SUERTE_TH', variants).id).toBe('94');
    expect(variantFor(dragon, 'SUERTE_PH', variants).id).toBe('96');
    expect(variantFor(dragon, 'SUERTE_PH', { 'lucky-dragon': '99' }).id).toBe('96');
  });

  it('publishes a catalogue feed row per game, category RNG', () => {
    expect(studioCatalogueFeed('SUERTE').map((r) => [r.nodeId, r.gameCategory, r.minLineNum])).toEqual([
      ['lucky-dragon', 'RNG', 20],
      ['jade-temple', 'RNG', 25],
    ]);
  });

  it('turns a round in coins into minor units: every win is the coin value times its coins', () => {
    for (const game of STUDIO_GAMES) {
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

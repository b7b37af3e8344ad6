import { FairStream, playRound } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { studioGame } from '../studio-games.js';
import { compiledSlot, slotKind, type SlotStudioGame } from './slot.js';

const dragon = studioGame('lucky-dragon') as SlotStudioGame;
const stream = (nonce: number) => FairStream.of({ serverSeed: 'slot-adapter-seed', clientSeed: 'c', nonce });

describe('slot kind', () => {
  it("describes the merchant's variant: return from its PAR sheet, lines and bet levels", () => {
    const info = slotKind.info(dragon, '94');
    expect(info).toMatchObject({ lines: 20, defaultBet: 100 });
    expect(info.betLevels).toEqual([20, 40, 100, 200, 400, 1000, 2000, 10_000]);
    expect(info.rtp).toBeGreaterThan(0.93);
    expect(info.rtp).toBeLessThan(slotKind.info(dragon, '96').rtp);
    expect(slotKind.catalogue(dragon)).toEqual({ minBet: 20, minLineNum: 20 });
  });

  it('stakes only a bet level', () => {
    expect(slotKind.stake(dragon, '96', { bet: 400, idempotencyKey: 'k-00000001' })).toBe(400);
    for (const bet of [1, 399, 30_000])
      expect(() => slotKind.stake(dragon, '96', { bet, idempotencyKey: 'k-00000001' })).toThrow(
        expect.objectContaining({ code: 'BET_INVALID' }),
      );
  });

  it('decides the round from the stream alone: the stake only scales what it pays', () => {
    const slot = compiledSlot('lucky-dragon', '96');
    for (let nonce = 0; nonce < 50; nonce++) {
      const small = slotKind.decide(dragon, '96', stream(nonce), { bet: 20, idempotencyKey: 'k-00000001' });
      const large = slotKind.decide(dragon, '96', stream(nonce), { bet: 400, idempotencyKey: 'k-00000002' });
      expect(large.outcome.stops).toEqual(small.outcome.stops);
      expect(large.totalWin).toBe(small.totalWin * 20);
      expect(small.totalWin).toBe(playRound(slot, stream(nonce)).pay);
      expect(small.outcome.totalWin).toBe(small.totalWin);
    }
  });
});

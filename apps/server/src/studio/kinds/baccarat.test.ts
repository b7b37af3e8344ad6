import { FairStream, baccaratPayout, dealBaccarat } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { studioGame } from '../studio-games.js';
import { baccaratKind, type BaccaratStudioGame } from './baccarat.js';

const table = studioGame('baccarat') as BaccaratStudioGame;
const stream = (nonce: number) => FairStream.of({ serverSeed: 'baccarat-adapter', clientSeed: 'c', nonce });
const deal = (bets: Record<string, number>) => ({ bets, idempotencyKey: 'key-00000001' });
const refused = expect.objectContaining({ code: 'BET_INVALID' });

describe('baccarat kind', () => {
  it('describes the table: chips, unit, limits per spot and the exact return of each spot', () => {
    const info = baccaratKind.info(table, 'standard');
    expect(info.returns).toEqual({
      player: 0.987649,
      banker: 0.989421,
      tie: 0.856404,
      playerPair: 0.896386,
      bankerPair: 0.896386,
    });
    expect(info.rtp).toBe(0.989421);
    expect(info.chips).toContain(info.defaultChip);
    expect(info.limits.tie).toEqual({ min: 100, max: 250_000 });
    expect(baccaratKind.catalogue(table)).toEqual({ minBet: 100, minLineNum: 0 });
  });

  it('stakes the sum of the spots played, each a whole unit within its limits', () => {
    expect(baccaratKind.stake(table, 'standard', deal({ banker: 1_000 }))).toBe(1_000);
    expect(
      baccaratKind.stake(table, 'standard', deal({ player: 500, tie: 100, playerPair: 100, banker: 0 })),
    ).toBe(700);
    expect(() => baccaratKind.stake(table, 'standard', deal({}))).toThrow(refused);
    expect(() => baccaratKind.stake(table, 'standard', deal({ player: 0 }))).toThrow(refused);
    expect(() => baccaratKind.stake(table, 'standard', deal({ player: 150 }))).toThrow(refused);
    expect(() => baccaratKind.stake(table, 'standard', deal({ tie: 250_100 }))).toThrow(refused);
    expect(() => baccaratKind.stake(table, 'standard', deal({ banker: 2_000_100 }))).toThrow(refused);
  });

  it('deals the coup of the stream whatever the stakes, and pays each spot by its own rule', () => {
    let tiesSeen = 0;
    for (let nonce = 0; nonce < 200; nonce++) {
      const bets = { player: 1_000, banker: 2_000, tie: 300, playerPair: 100, bankerPair: 200 };
      const { outcome, totalWin } = baccaratKind.decide(table, 'standard', stream(nonce), deal(bets));
      const alone = baccaratKind.decide(table, 'standard', stream(nonce), deal({ tie: 100 })).outcome;
      const coup = dealBaccarat(stream(nonce));
      expect([outcome.player, outcome.banker]).toEqual([coup.player, coup.banker]);
      expect([alone.player, alone.banker]).toEqual([coup.player, coup.banker]);
      expect(outcome.stakes).toEqual(bets);
      for (const [spot, stake] of Object.entries(bets))
        expect(outcome.returns[spot as keyof typeof bets]).toBe(
          baccaratPayout(stake, spot as keyof typeof bets, coup),
        );
      expect(totalWin).toBe(Object.values(outcome.returns).reduce((a, b) => a + b, 0));
      expect(outcome.totalWin).toBe(totalWin);
      if (coup.winner === 'tie') {
        tiesSeen += 1;
        // A tie returns the player and banker stakes and pays the tie 8:1.
        expect(outcome.returns).toMatchObject({ player: 1_000, banker: 2_000, tie: 2_700 });
      }
      if (coup.winner === 'banker') expect(outcome.returns.banker).toBe(2_000 + 1_900);
    }
    expect(tiesSeen).toBeGreaterThan(0);
  });

  it('knows a repeated request by its stakes', () => {
    const { outcome } = baccaratKind.decide(table, 'standard', stream(1), deal({ player: 500 }));
    expect(baccaratKind.sameRequest(outcome, deal({ player: 500 }))).toBe(true);
    expect(baccaratKind.sameRequest(outcome, deal({ player: 500, tie: 0 }))).toBe(true);
    expect(baccaratKind.sameRequest(outcome, deal({ banker: 500 }))).toBe(false);
  });
});

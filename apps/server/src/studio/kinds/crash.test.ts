import { FairStream, playCrash } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { studioGame } from '../studio-games.js';
import { crashKind, type CrashStudioGame } from './crash.js';

const game = studioGame('crash') as CrashStudioGame;
const stream = (nonce: number) => FairStream.of({ serverSeed: 'crash-adapter', clientSeed: 'c', nonce });
const play = (stake: number, target: number) => ({ stake, target, idempotencyKey: 'key-00000001' });
const refused = expect.objectContaining({ code: 'BET_INVALID' });

describe('crash kind', () => {
  it('publishes a 97 % return, the stake limits and the targets from ×1.01', () => {
    expect(crashKind.info(game, '97')).toEqual({
      rtp: 0.97,
      minStake: 100,
      maxStake: 500_000,
      defaultStake: 1_000,
      stakeChips: [100, 500, 1_000, 5_000, 10_000, 50_000],
      minTarget: 101,
      maxTarget: 100_000,
      defaultTarget: 200,
    });
  });

  it('stakes within the limits and a target from ×1.01 to the highest', () => {
    expect(crashKind.stake(game, '97', play(1_000, 101))).toBe(1_000);
    expect(crashKind.stake(game, '97', play(500_000, 100_000))).toBe(500_000);
    expect(() => crashKind.stake(game, '97', play(99, 200))).toThrow(refused);
    expect(() => crashKind.stake(game, '97', play(500_001, 200))).toThrow(refused);
    expect(() => crashKind.stake(game, '97', play(1_000, 100))).toThrow(refused);
    expect(() => crashKind.stake(game, '97', play(1_000, 100_001))).toThrow(refused);
  });

  it('draws the crash point from the stream alone and pays stake × target when it is reached', () => {
    let won = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const round = playCrash(stream(nonce));
      for (const target of [101, 200, 1_000]) {
        const { outcome, totalWin } = crashKind.decide(game, '97', stream(nonce), play(1_234, target));
        expect(outcome).toMatchObject({ crashPoint: round.crashPoint, instant: round.instant, target });
        const reached = !round.instant && round.crashPoint >= target;
        expect(outcome.cashedOut).toBe(reached);
        expect(totalWin).toBe(reached ? Math.floor((1_234 * target) / 100) : 0);
        expect(outcome.totalWin).toBe(totalWin);
        if (reached) won += 1;
      }
    }
    // About 97 %/x of rounds reach x: most reach ×1.01, about half ×2, about a tenth ×10.
    expect(won).toBeGreaterThan(400 * (0.96 + 0.485 + 0.097) * 0.85);
  });

  it('knows a repeated request by its target', () => {
    const { outcome } = crashKind.decide(game, '97', stream(3), play(1_000, 250));
    expect(crashKind.sameRequest(outcome, play(1_000, 250))).toBe(true);
    expect(crashKind.sameRequest(outcome, play(1_000, 251))).toBe(false);
  });
});

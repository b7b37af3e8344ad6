import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replayRound } from './replay.js';
import { newSeedPair, rotateSeeds } from './rotation.js';
import { verifyServerSeed } from './seeds.js';

const secure = (n: number) => new Uint8Array(randomBytes(n));

describe('seed rotation', () => {
  it('reveals the old server seed, which matches the commitment shown before play, and starts a new pair', () => {
    const active = { ...newSeedPair(secure, 'player-seed'), nextNonce: 42 };
    const { revealed, next } = rotateSeeds(active, secure, 'new-seed');
    expect(revealed).toEqual({
      serverSeed: active.serverSeed,
      serverSeedHash: active.serverSeedHash,
      clientSeed: 'player-seed',
      roundsPlayed: 42,
    });
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(next.serverSeed).not.toBe(active.serverSeed);
    expect(next).toMatchObject({ clientSeed: 'new-seed', nextNonce: 0 });
    expect(verifyServerSeed(next.serverSeed, next.serverSeedHash)).toBe(true);
    expect(rotateSeeds(next, secure).next.clientSeed).toBe('new-seed');
    expect(() => rotateSeeds(next, secure, 'bad:seed')).toThrow(RangeError);
  });

  it('replays a revealed round to the same outcome, for slots and baccarat', () => {
    const seeds = { serverSeed: newSeedPair(secure).serverSeed, clientSeed: 'c', nonce: 3 };
    const slot = { kind: 'slot', gameId: 'lucky-dragon', variantId: '94' } as const;
    expect(replayRound(slot, seeds)).toEqual(replayRound(slot, seeds));
    expect(replayRound({ kind: 'baccarat' }, seeds)).toEqual(replayRound({ kind: 'baccarat' }, seeds));
    expect(() => replayRound({ kind: 'slot', gameId: 'lucky-dragon', variantId: '99' }, seeds)).toThrow(
      RangeError,
    );
  });
});

import {
  assertClientSeed,
  commitServerSeed,
  generateClientSeed,
  generateServerSeed,
  type RandomBytes,
} from './seeds.js';

/** The seed pair in play: the server seed stays secret, its commitment is shown. */
export interface ActiveSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round. */
  nextNonce: number;
}

/** A retired seed pair, published so every round played under it can be recomputed. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played under it used nonces 0 … roundsPlayed − 1. */
  roundsPlayed: number;
}

export function newSeedPair(
  randomBytes: RandomBytes,
  clientSeed = generateClientSeed(randomBytes),
): ActiveSeeds {
  assertClientSeed(clientSeed);
  const serverSeed = generateServerSeed(randomBytes);
  return { serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed, nextNonce: 0 };
}

/**
 * Rotation on request: the current server seed is revealed and a new one is committed, with the player's new
 * client seed (or the same one); nonces restart at 0.
 */
export function rotateSeeds(
  current: ActiveSeeds,
  randomBytes: RandomBytes,
  nextClientSeed = current.clientSeed,
): { revealed: RevealedSeeds; next: ActiveSeeds } {
  const revealed: RevealedSeeds = {
    serverSeed: current.serverSeed,
    serverSeedHash: current.serverSeedHash,
    clientSeed: current.clientSeed,
    roundsPlayed: current.nextNonce,
  };
  return { revealed, next: newSeedPair(randomBytes, nextClientSeed) };
}

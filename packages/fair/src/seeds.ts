import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A source of cryptographically secure random bytes (the server passes node:crypto's, a browser its own). */
export type RandomBytes = (length: number) => Uint8Array;

/** Client seeds are 1–64 letters, digits, `_` or `-`: no `:`, so the block message cannot be ambiguous. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED_PATTERN.test(clientSeed);
}

export function assertClientSeed(clientSeed: string): void {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('client seed must be 1–64 of A–Z a–z 0–9 _ -');
}

/** A new server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(randomBytes: RandomBytes): string {
  const bytes = randomBytes(32);
  if (bytes.length !== 32) throw new RangeError('random source returned the wrong length');
  return bytesToHex(bytes);
}

/** A default client seed: 16 random bytes as 32 hex characters (the player may replace it). */
export function generateClientSeed(randomBytes: RandomBytes): string {
  return bytesToHex(randomBytes(16));
}

/** The commitment shown before play: SHA-256 of the server seed's UTF-8 text, lowercase hex. */
export function commitServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** True when a revealed server seed matches the commitment shown before play. */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment.toLowerCase();
}

/**
 * A client seed mixed from several parties' seeds: SHA-256 (lowercase hex) of the parts joined by `/`. No client
 * seed contains `/` (nor does any other part the games mix in), so the joined text names its parts unambiguously.
 * High Card mixes the table's seed with every seated player's (`handSeedParts`), bingo the game's seed with
 * every card sale (`bingoDrawSeedParts`); the verifier recomputes the digest from the published parts.
 */
export function mixClientSeed(parts: readonly string[]): string {
  if (parts.length === 0 || parts.some((p) => p.includes('/')))
    throw new RangeError('mixed seed parts must be given and contain no "/"');
  return bytesToHex(sha256(utf8ToBytes(parts.join('/'))));
}

/**
 * Client seed parts as the verifier takes them, joined by `/` as they are hashed (`t1/ana/ben`): each part up to
 * 80 of `A–Z a–z 0–9 _ - :` (a part may be empty: a seat whose player had no seed), at most 100,000 parts.
 */
export function parseSeedParts(text: string): string[] | null {
  if (text === '') return null;
  const parts = text.split('/');
  return parts.length <= 100_000 && parts.every((p) => SEED_PART.test(p)) ? parts : null;
}
const SEED_PART = /^[A-Za-z0-9_:-]{0,80}$/;

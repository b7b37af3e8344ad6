import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { assertClientSeed } from './seeds.js';
import { acceptUniform } from './uniform.js';

/** HMAC-SHA256 keyed once with a server seed; the key schedule is reused for every block of every round. */
export class KeyedHmac {
  private readonly template: _HMAC<ReturnType<typeof sha256.create>>;
  private work: _HMAC<ReturnType<typeof sha256.create>> | undefined;

  constructor(serverSeed: string) {
    if (serverSeed.length === 0) throw new RangeError('server seed is empty');
    this.template = hmac.create(sha256, utf8ToBytes(serverSeed));
  }

  /** HMAC-SHA256(serverSeed, message) as 32 new bytes. */
  digest(message: string): Uint8Array {
    return this.digestInto(message, new Uint8Array(32));
  }

  /** HMAC-SHA256(serverSeed, message) written into `out` (32 bytes), reusing one working copy of the key state. */
  digestInto(message: string, out: Uint8Array): Uint8Array {
    const work = this.template._cloneInto(this.work);
    this.work = work;
    work.update(utf8ToBytes(message)).digestInto(out);
    return out;
  }
}

/** The exact message of one 32-byte block (README: "Byte stream"). */
export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The random stream of one round: blocks HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for
 * cursor 0, 1, 2, … concatenated, read as big-endian unsigned 32-bit words (8 words per block).
 */
export class FairStream {
  private readonly block = new Uint8Array(32);
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly key: KeyedHmac,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    assertClientSeed(clientSeed);
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new RangeError(`nonce ${nonce} is not a whole number ≥ 0`);
  }

  static of(seeds: RoundSeeds): FairStream {
    return new FairStream(new KeyedHmac(seeds.serverSeed), seeds.clientSeed, seeds.nonce);
  }

  /** Blocks used so far (the next cursor). */
  get blocksUsed(): number {
    return this.cursor;
  }

  nextUint32(): number {
    if (this.offset >= 32) {
      this.key.digestInto(blockMessage(this.clientSeed, this.nonce, this.cursor), this.block);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const i = this.offset;
    this.offset = i + 4;
    return ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
  }

  /** A uniform integer in 0 … n-1 (n ≤ 2³²), by rejection sampling of whole words. */
  nextInt(n: number): number {
    for (;;) {
      const value = acceptUniform(this.nextUint32(), n);
      if (value >= 0) return value;
    }
  }
}

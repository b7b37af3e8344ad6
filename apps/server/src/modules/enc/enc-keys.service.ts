import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { ENC_WINDOW_SECONDS, type EncEnvelope } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { decryptEnvelope, EncryptionError } from './enc-cipher.js';
import {
  findAcceptedKey,
  findCurrentKey,
  insertKeyUnlessCurrent,
  type CurrentEncKey,
  type NewEncKey,
} from './enc-keys.repository.js';
import { claimNonce, databaseTimeMs } from './enc-nonces.repository.js';
import { EnvelopeRefusedError, sealedContentOf } from './enc-sealed.js';

export interface EncKeyService {
  /** The key clients should seal bodies for now; made on first use and after each rotation. */
  current(): Promise<{ kid: string; publicKey: string }>;
  /** The private key of `kid`, or null when unknown or no longer accepted. */
  privateKeyOf(kid: string): Promise<KeyObject | null>;
  /** The clock sealed bodies are timed by (ms), for clients to time theirs. */
  serverTime(): Promise<number>;
  /**
   * Opens an envelope and returns the body sealed in it, once: EncryptionError when it does not open,
   * EnvelopeRefusedError when its time is outside the window or its nonce was seen (on any node).
   */
  openOnce(envelope: EncEnvelope): Promise<unknown>;
}

const generate = promisify(generateKeyPair);

async function newKeyPair(): Promise<NewEncKey> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid: randomBytes(12).toString('base64url'), publicKey, privateKey };
}

/**
 * Encryption keys shared by every node through the database. A key row never changes once written, so this
 * node keeps the parsed keys in memory and the current key until it stops being handed out.
 */
export function createEncKeyService(db: Database, options: { rotationMs: number }): EncKeyService {
  let current: CurrentEncKey | null = null;
  let loading: Promise<CurrentEncKey> | null = null;
  const accepted = new Map<string, { key: KeyObject; acceptUntil: number }>();

  async function loadCurrent(): Promise<CurrentEncKey> {
    const found = await findCurrentKey(db);
    if (found) return found;
    // Generated outside the transaction: RSA key generation is slow and must not hold the lock.
    return insertKeyUnlessCurrent(db, await newKeyPair(), options.rotationMs);
  }

  function forgetExpired(now: number): void {
    for (const [kid, entry] of accepted) if (entry.acceptUntil <= now) accepted.delete(kid);
  }

  async function privateKeyOf(kid: string): Promise<KeyObject | null> {
    const now = Date.now();
    const cached = accepted.get(kid);
    if (cached) return cached.acceptUntil > now ? cached.key : null;
    const row = await findAcceptedKey(db, kid);
    if (!row) return null;
    forgetExpired(now);
    const key = createPrivateKey(row.private_key);
    accepted.set(kid, { key, acceptUntil: row.accept_until.getTime() });
    return key;
  }

  return {
    privateKeyOf,
    serverTime: () => databaseTimeMs(db),

    async openOnce(envelope) {
      const privateKey = await privateKeyOf(envelope.enc.kid);
      if (!privateKey) throw new EncryptionError('unknown or expired kid');
      const sealed = sealedContentOf(decryptEnvelope(envelope, privateKey));
      const claim = await claimNonce(db, sealed.nonce, sealed.ts, ENC_WINDOW_SECONDS);
      if (claim === 'expired') throw new EnvelopeRefusedError('ENCRYPTION_EXPIRED');
      if (claim === 'replayed') throw new EnvelopeRefusedError('ENCRYPTION_REPLAYED');
      return sealed.body;
    },

    async current() {
      if (!current || current.use_until.getTime() <= Date.now()) {
        // Concurrent requests share one load (and at most one key generation on this node).
        loading ??= loadCurrent().finally(() => {
          loading = null;
        });
        current = await loading;
      }
      return { kid: current.kid, publicKey: current.public_key };
    },
  };
}

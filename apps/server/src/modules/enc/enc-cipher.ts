import {
  constants,
  createCipheriv,
  createDecipheriv,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { EncEnvelope } from '@suerte/contracts';
import { assertPlainIntegers } from '../../http/kernel/input-refused.js';

/**
 * Encrypted bodies (spec §7 'Enc'): the JSON body sealed with AES-256-GCM under a fresh key, that key wrapped
 * with the server's RSA-OAEP (SHA-256) public key. The layout is what WebCrypto produces: the 16-byte GCM tag
 * appended to the ciphertext, everything base64.
 */
export const ENC_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why an envelope could not be opened; for logs only, never for the client (see decryptEnvelope). */
export class EncryptionError extends Error {
  override name = 'EncryptionError';
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strict base64: Buffer.from silently skips bad characters, which would hide a corrupted field. */
function fromBase64(value: string, field: string): Buffer {
  if (!BASE64.test(value)) throw new EncryptionError(`${field} is not base64`);
  return Buffer.from(value, 'base64');
}

function rsaOaep256(key: KeyObject | string) {
  return { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
}

/** Seals a JSON body for the holder of the private key of `kid` (the server's own tools and tests). */
export function encryptForKey(body: unknown, kid: string, publicKeyPem: string): EncEnvelope {
  const aesKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    enc: {
      kid,
      key: publicEncrypt(rsaOaep256(publicKeyPem), aesKey).toString('base64'),
      iv: iv.toString('base64'),
      data: sealed.toString('base64'),
    },
  };
}

/**
 * Seals a body the way clients must (the server's own tools and tests): inside the envelope, the body with
 * the time by the server's clock (from GET /wps/session/key) and a fresh random nonce.
 */
export function sealForServer(
  body: unknown,
  key: { kid: string; publicKey: string; serverTime: number },
): EncEnvelope {
  const sealed = { ts: key.serverTime, nonce: randomBytes(16).toString('base64url'), body };
  return encryptForKey(sealed, key.kid, key.publicKey);
}

/**
 * Opens an envelope and parses the JSON inside; throws EncryptionError on any defect. A failed key unwrap
 * carries on with a random key so that it fails at the tag check like any other tampering: telling the two
 * apart would give an attacker an RSA padding oracle.
 */
export function decryptEnvelope(envelope: EncEnvelope, privateKey: KeyObject): unknown {
  const { key, iv, data } = envelope.enc;
  const wrapped = fromBase64(key, 'key');
  const nonce = fromBase64(iv, 'iv');
  const sealed = fromBase64(data, 'data');
  if (nonce.length !== IV_BYTES) throw new EncryptionError('iv must be 12 bytes');
  if (sealed.length < TAG_BYTES) throw new EncryptionError('data is shorter than the tag');

  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt(rsaOaep256(privateKey), wrapped);
  } catch {
    aesKey = randomBytes(AES_KEY_BYTES);
  }
  if (aesKey.length !== AES_KEY_BYTES) aesKey = randomBytes(AES_KEY_BYTES);

  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, nonce, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const bytes = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new EncryptionError('data does not open with this key');
  }
  let body: unknown;
  try {
    body = JSON.parse(plain);
  } catch {
    throw new EncryptionError('data is not JSON');
  }
  // The same rule as plain JSON bodies: numbers are plain integers (answered as a validation failure).
  assertPlainIntegers(plain);
  return body;
}

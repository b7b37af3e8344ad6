import type { EncEnvelope } from '@suerte/contracts';

/**
 * Encrypted bodies (spec §7 'Enc'): the JSON body sealed with AES-256-GCM under a fresh key, that key wrapped
 * with the server's RSA-OAEP (SHA-256) public key from GET /wps/session/key.
 */
export interface ServerKey {
  kid: string;
  publicKey: string;
  /** The server's clock when it answered (ms): sealed bodies are timed by it, whatever this device's clock says. */
  serverTime: number;
}

let serverKey: Promise<{ kid: string; key: CryptoKey; clockOffsetMs: number }> | null = null;

/** WebCrypto exists only on secure pages (https or localhost). */
export function encryptionAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

/** Drops the cached server key, so the next sealed body fetches the current one (after a rotation). */
export function forgetServerKey(): void {
  serverKey = null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with one argument per byte overflows the stack on large bodies.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function importServerKey(fetchKey: () => Promise<ServerKey>) {
  const { kid, publicKey, serverTime } = await fetchKey();
  const clockOffsetMs = serverTime - Date.now();
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { kid, key, clockOffsetMs };
}

function cachedServerKey(fetchKey: () => Promise<ServerKey>) {
  // Concurrent sealers share one fetch; a failed fetch is not remembered.
  const pending = (serverKey ??= importServerKey(fetchKey));
  pending.catch(() => {
    if (serverKey === pending) serverKey = null;
  });
  return pending;
}

/** A random nonce, base64url: with the time, it makes every sealed body usable once. */
function newNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Seals `body` for the server, with the time (by the server's clock) and a fresh nonce inside, so that a
 * captured envelope cannot be sent again. The server key is fetched once and kept until forgetServerKey().
 */
export async function sealBody(body: unknown, fetchKey: () => Promise<ServerKey>): Promise<EncEnvelope> {
  if (!encryptionAvailable()) throw new Error('WebCrypto is unavailable: the page is not a secure context');
  const server = await cachedServerKey(fetchKey);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = { ts: Date.now() + server.clockOffsetMs, nonce: newNonce(), body: body ?? null };
  const plain = new TextEncoder().encode(JSON.stringify(sealed));
  // WebCrypto appends the 16-byte tag to the ciphertext, the layout the server expects.
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, server.key, rawKey);
  return {
    enc: {
      kid: server.kid,
      key: toBase64(new Uint8Array(wrapped)),
      iv: toBase64(iv),
      data: toBase64(new Uint8Array(data)),
    },
  };
}

import type { EncEnvelope } from '@suerte/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { forgetServerKey, sealBody, type ServerKey } from './enc';

const subtle = globalThis.crypto.subtle;

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

/** A server key pair as the server makes it: RSA-OAEP over SHA-256, the public half as SPKI PEM. */
async function serverKeyPair(kid: string) {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const lines = btoa(String.fromCharCode(...spki)).match(/.{1,64}/g) ?? [];
  const publicKey = `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { kid, publicKey, privateKey: pair.privateKey };
}

/** Opens an envelope the way the server does. */
async function open(envelope: EncEnvelope, privateKey: CryptoKey): Promise<unknown> {
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(envelope.enc.key));
  const aesKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const iv = fromBase64(envelope.enc.iv);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64(envelope.enc.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

const keyOf = ({ kid, publicKey }: ServerKey): ServerKey => ({ kid, publicKey });

beforeEach(() => forgetServerKey());
afterEach(() => vi.unstubAllGlobals());

describe('sealBody', () => {
  it('seals a body that the holder of the private key opens', async () => {
    const server = await serverKeyPair('k1');
    const body = { username: 'player1', password: 'pässwörd', amount: 1250 };
    const envelope = await sealBody(body, async () => keyOf(server));
    expect(envelope.enc.kid).toBe('k1');
    expect(fromBase64(envelope.enc.iv)).toHaveLength(12);
    // Ciphertext plus the 16-byte tag.
    expect(fromBase64(envelope.enc.data)).toHaveLength(
      new TextEncoder().encode(JSON.stringify(body)).length + 16,
    );
    expect(await open(envelope, server.privateKey)).toEqual(body);
  });

  it('fetches the server key once, and again after forgetServerKey', async () => {
    const server = await serverKeyPair('k1');
    const fetchKey = vi.fn(async () => keyOf(server));
    const [a, b] = await Promise.all([sealBody({ a: 1 }, fetchKey), sealBody({ a: 2 }, fetchKey)]);
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    forgetServerKey();
    await sealBody({ a: 3 }, fetchKey);
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('does not keep a key fetch that failed', async () => {
    const server = await serverKeyPair('k1');
    const fetchKey = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(keyOf(server));
    await expect(sealBody({ a: 1 }, fetchKey)).rejects.toThrow('offline');
    expect((await sealBody({ a: 1 }, fetchKey)).enc.kid).toBe('k1');
  });
});

describe('api.postEnc', () => {
  /** The server: hands out `keys` in turn, and answers the call with `answers` in turn. */
  function stubServer(keys: ServerKey[], answers: { code: string; value?: unknown }[]) {
    const sent: { method: string; body: EncEnvelope }[] = [];
    const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const answer = path === '/wps/session/key' ? { code: 'OK', value: keys.shift() } : answers.shift();
      if (path !== '/wps/session/key')
        sent.push({ method: init!.method!, body: JSON.parse(String(init!.body)) });
      const success = answer?.code === 'OK';
      return new Response(
        JSON.stringify({ success, code: answer?.code, message: 'm', value: answer?.value }),
        {
          status: success ? 200 : 400,
        },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    return { fetchMock, sent };
  }

  it('sends the body sealed and returns the answer', async () => {
    const server = await serverKeyPair('k1');
    const { sent } = stubServer([keyOf(server)], [{ code: 'OK', value: { token: 't' } }]);
    expect(await api.putEnc('/wps/member/register', { username: 'u1' })).toEqual({ token: 't' });
    expect(sent[0]!.method).toBe('PUT');
    expect(await open(sent[0]!.body, server.privateKey)).toEqual({ username: 'u1' });
  });

  it('fetches the key again and retries once when the key was rotated away', async () => {
    const [old, next] = await Promise.all([serverKeyPair('k1'), serverKeyPair('k2')]);
    const { sent, fetchMock } = stubServer(
      [keyOf(old), keyOf(next)],
      [{ code: 'ENCRYPTION_INVALID' }, { code: 'OK', value: { done: true } }],
    );
    expect(await api.postEnc('/wps/session/login', { username: 'u1' })).toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sent.map((s) => s.body.enc.kid)).toEqual(['k1', 'k2']);
    expect(await open(sent[1]!.body, next.privateKey)).toEqual({ username: 'u1' });
  });

  it('gives up after one retry, and passes other errors on without retrying', async () => {
    const server = await serverKeyPair('k1');
    const { sent } = stubServer(
      [keyOf(server), keyOf(server)],
      [{ code: 'ENCRYPTION_INVALID' }, { code: 'ENCRYPTION_INVALID' }, { code: 'LOGIN_FAILED' }],
    );
    await expect(api.postEnc('/wps/session/login', {})).rejects.toMatchObject({ code: 'ENCRYPTION_INVALID' });
    expect(sent).toHaveLength(2);
    await expect(api.postEnc('/wps/session/login', {})).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(sent).toHaveLength(3);
  });

  it('explains that encryption needs a secure page when WebCrypto is missing', async () => {
    const { fetchMock } = stubServer([], []);
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const error = await api.postEnc('/wps/session/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ENCRYPTION_UNAVAILABLE' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

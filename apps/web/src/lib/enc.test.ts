import type { EncEnvelope, LoginBody, RegisterBody } from '@suerte/contracts';
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

/** Opens an envelope the way the server does: the sealed time, nonce and body. */
async function openSealed(
  envelope: EncEnvelope,
  privateKey: CryptoKey,
): Promise<{ ts: number; nonce: string; body: unknown }> {
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(envelope.enc.key));
  const aesKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const iv = fromBase64(envelope.enc.iv);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64(envelope.enc.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

/** The body sealed in an envelope. */
async function open(envelope: EncEnvelope, privateKey: CryptoKey): Promise<unknown> {
  return (await openSealed(envelope, privateKey)).body;
}

/** The server's clock is an hour ahead of this device's in these tests: sealed times must follow the server. */
const SERVER_AHEAD_MS = 3_600_000;
const keyOf = ({ kid, publicKey }: Pick<ServerKey, 'kid' | 'publicKey'>): ServerKey => ({
  kid,
  publicKey,
  serverTime: Date.now() + SERVER_AHEAD_MS,
});

beforeEach(() => forgetServerKey());
afterEach(() => vi.unstubAllGlobals());

describe('sealBody', () => {
  it('seals a body that the holder of the private key opens', async () => {
    const server = await serverKeyPair('k1');
    const body = { username: 'player1', password: 'pässwörd', amount: 1250 };
    const envelope = await sealBody(body, async () => keyOf(server));
    expect(envelope.enc.kid).toBe('k1');
    expect(fromBase64(envelope.enc.iv)).toHaveLength(12);
    expect(await open(envelope, server.privateKey)).toEqual(body);
  });

  it('seals the time by the server clock and a fresh nonce with every body', async () => {
    const server = await serverKeyPair('k1');
    const fetchKey = async () => keyOf(server);
    const before = Date.now();
    const a = await openSealed(await sealBody({ a: 1 }, fetchKey), server.privateKey);
    const b = await openSealed(await sealBody({ a: 1 }, fetchKey), server.privateKey);
    expect(a.ts).toBeGreaterThanOrEqual(before + SERVER_AHEAD_MS - 1000);
    expect(a.ts).toBeLessThanOrEqual(Date.now() + SERVER_AHEAD_MS + 1000);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.nonce).not.toBe(a.nonce);
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

describe('api.enc', () => {
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
    expect(await api.enc('PUT /wps/member/register', { body: { username: 'u1' } as RegisterBody })).toEqual({
      token: 't',
    });
    expect(sent[0]!.method).toBe('PUT');
    expect(await open(sent[0]!.body, server.privateKey)).toEqual({ username: 'u1' });
  });

  it('fetches the key again and retries once when the key was rotated away', async () => {
    const [old, next] = await Promise.all([serverKeyPair('k1'), serverKeyPair('k2')]);
    const { sent, fetchMock } = stubServer(
      [keyOf(old), keyOf(next)],
      [{ code: 'ENCRYPTION_INVALID' }, { code: 'OK', value: { done: true } }],
    );
    expect(await api.enc('POST /wps/session/login', { body: { username: 'u1' } as LoginBody })).toEqual({
      done: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sent.map((s) => s.body.enc.kid)).toEqual(['k1', 'k2']);
    expect(await open(sent[1]!.body, next.privateKey)).toEqual({ username: 'u1' });
  });

  it('fetches the key and the server time again and retries once when the body was sealed too late', async () => {
    const server = await serverKeyPair('k1');
    const { sent, fetchMock } = stubServer(
      [keyOf(server), keyOf(server)],
      [{ code: 'ENCRYPTION_EXPIRED' }, { code: 'OK', value: { done: true } }],
    );
    expect(await api.enc('POST /wps/session/login', { body: { username: 'u1' } as LoginBody })).toEqual({
      done: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const [first, second] = await Promise.all(sent.map((s) => openSealed(s.body, server.privateKey)));
    expect(second!.nonce).not.toBe(first!.nonce);
  });

  it('gives up after one retry, and passes other errors on without retrying', async () => {
    const server = await serverKeyPair('k1');
    const { sent } = stubServer(
      [keyOf(server), keyOf(server)],
      [{ code: 'ENCRYPTION_INVALID' }, { code: 'ENCRYPTION_INVALID' }, { code: 'LOGIN_FAILED' }],
    );
    await expect(api.enc('POST /wps/session/login', { body: {} as LoginBody })).rejects.toMatchObject({
      code: 'ENCRYPTION_INVALID',
    });
    expect(sent).toHaveLength(2);
    await expect(api.enc('POST /wps/session/login', { body: {} as LoginBody })).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
    expect(sent).toHaveLength(3);
  });

  it('explains that encryption needs a secure page when WebCrypto is missing', async () => {
    const { fetchMock } = stubServer([], []);
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const error = await api
      .enc('POST /wps/session/login', { body: {} as LoginBody })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ENCRYPTION_UNAVAILABLE' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

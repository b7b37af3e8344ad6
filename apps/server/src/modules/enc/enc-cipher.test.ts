import {
  constants,
  createCipheriv,
  generateKeyPairSync,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { EncEnvelope } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { decryptEnvelope, encryptForKey, EncryptionError } from './enc-cipher.js';

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { pem: publicKey.export({ type: 'spki', format: 'pem' }) as string, privateKey };
}

const server = keyPair();
const body = { username: 'player1', password: 'pässwörd', amount: 1250, nested: { ok: true } };
const sealed = () => encryptForKey(body, 'k1', server.pem);

/** Flips one bit of a base64 field's bytes. */
function flip(value: string, index: number): string {
  const bytes = Buffer.from(value, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64');
}

function withField(envelope: EncEnvelope, field: keyof EncEnvelope['enc'], value: string): EncEnvelope {
  return { enc: { ...envelope.enc, [field]: value } };
}

const oaep256 = { key: server.pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };

/** Seals arbitrary bytes (not necessarily JSON) the way a client would. */
function sealRaw(plain: Buffer): EncEnvelope {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(oaep256, aesKey);
  return {
    enc: { kid: 'k1', key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') },
  };
}

function expectRefused(envelope: EncEnvelope, key: KeyObject = server.privateKey) {
  expect(() => decryptEnvelope(envelope, key)).toThrow(EncryptionError);
}

describe('encrypted bodies', () => {
  it('open to the JSON that was sealed', () => {
    const envelope = sealed();
    expect(envelope.enc.kid).toBe('k1');
    expect(Buffer.from(envelope.enc.iv, 'base64')).toHaveLength(12);
    expect(decryptEnvelope(envelope, server.privateKey)).toEqual(body);
  });

  it('use a fresh key and iv every time', () => {
    const [a, b] = [sealed(), sealed()];
    expect(a.enc.key).not.toBe(b.enc.key);
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(a.enc.data).not.toBe(b.enc.data);
  });

  it('refuse tampered ciphertext, tag, iv or wrapped key', () => {
    const envelope = sealed();
    expectRefused(withField(envelope, 'data', flip(envelope.enc.data, 0)));
    expectRefused(withField(envelope, 'data', flip(envelope.enc.data, -1)));
    expectRefused(withField(envelope, 'iv', flip(envelope.enc.iv, 3)));
    expectRefused(withField(envelope, 'key', flip(envelope.enc.key, 10)));
  });

  it('refuse a body sealed for another key', () => {
    expectRefused(sealed(), keyPair().privateKey);
  });

  it('refuse bad base64, a short iv, data shorter than the tag', () => {
    const envelope = sealed();
    expectRefused(withField(envelope, 'data', `${envelope.enc.data.slice(0, -4)}!!!!`));
    expectRefused(withField(envelope, 'key', 'not base64'));
    expectRefused(withField(envelope, 'iv', randomBytes(16).toString('base64')));
    expectRefused(withField(envelope, 'data', randomBytes(8).toString('base64')));
  });

  it('refuse an AES key that is not 256 bits', () => {
    const envelope = sealed();
    const shortKey = publicEncrypt(oaep256, randomBytes(16));
    expectRefused(withField(envelope, 'key', shortKey.toString('base64')));
  });

  it('refuse content that is not JSON or not UTF-8', () => {
    expectRefused(sealRaw(Buffer.from('{"a":1', 'utf8')));
    expectRefused(sealRaw(Buffer.from([0x22, 0xff, 0x22])));
    expect(decryptEnvelope(sealRaw(Buffer.from('{"a":1}', 'utf8')), server.privateKey)).toEqual({ a: 1 });
  });
});

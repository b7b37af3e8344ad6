import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

const secret = 'a'.repeat(64);
const body = '{"event":"payment.updated","transactionId":"t1","status":"paid","amount":10000}';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  const check = (over: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
    verifyWebhookSignature({
      secret,
      rawBody: body,
      timestamp: String(now),
      signature: signWebhook(secret, now, body),
      nowSeconds: now + 10,
      ...over,
    });

  it('accepts a body signed with the secret within the window', () => {
    expect(check()).toBeNull();
    expect(check({ nowSeconds: now - 299 })).toBeNull();
  });

  it('refuses a body changed after signing, even by one character', () => {
    expect(check({ rawBody: body.replace('10000', '10001') })).toBe('BAD_SIGNATURE');
    expect(check({ rawBody: `${body} ` })).toBe('BAD_SIGNATURE');
  });

  it('refuses another secret, another timestamp and a truncated signature', () => {
    expect(check({ signature: signWebhook('b'.repeat(64), now, body) })).toBe('BAD_SIGNATURE');
    expect(check({ timestamp: String(now + 1) })).toBe('BAD_SIGNATURE');
    expect(check({ signature: signWebhook(secret, now, body).slice(0, 62) })).toBe('MISSING_SIGNATURE');
  });

  it('refuses a notification signed outside the window (a late replay) and missing headers', () => {
    expect(check({ nowSeconds: now + 301 })).toBe('STALE_TIMESTAMP');
    expect(check({ nowSeconds: now - 301 })).toBe('STALE_TIMESTAMP');
    expect(check({ signature: undefined })).toBe('MISSING_SIGNATURE');
    expect(check({ timestamp: 'yesterday' })).toBe('MISSING_SIGNATURE');
  });
});

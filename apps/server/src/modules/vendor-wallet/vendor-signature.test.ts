import { describe, expect, it } from 'vitest';
import { ipAllowed, signatureMatches, signBody } from './vendor-signature.js';

describe('signatureMatches', () => {
  const body = Buffer.from('{"requestId":"r1","amount":100}');
  const signature = signBody('secret', body);

  it('accepts the HMAC of the exact bytes, in either hex case', () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches('secret', body, signature)).toBe(true);
    expect(signatureMatches('secret', body, signature.toUpperCase())).toBe(true);
  });

  it('refuses another secret, changed bytes, and missing or malformed headers', () => {
    expect(signatureMatches('other', body, signature)).toBe(false);
    expect(signatureMatches('secret', Buffer.from('{"requestId":"r1","amount":1000}'), signature)).toBe(
      false,
    );
    expect(signatureMatches('secret', body, undefined)).toBe(false);
    expect(signatureMatches('secret', body, ['a'])).toBe(false);
    expect(signatureMatches('secret', body, signature.slice(0, 63))).toBe(false);
    expect(signatureMatches('secret', body, `${signature.slice(0, 63)}g`)).toBe(false);
  });
});

describe('ipAllowed', () => {
  it('allows anyone when the list is empty', () => {
    expect(ipAllowed([], '203.0.113.9')).toBe(true);
  });

  it('matches exact addresses and CIDR ranges, IPv4-mapped callers as IPv4', () => {
    const list = ['203.0.113.9', '10.1.0.0/16', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.9')).toBe(true);
    expect(ipAllowed(list, '::ffff:203.0.113.9')).toBe(true);
    expect(ipAllowed(list, '10.1.200.3')).toBe(true);
    expect(ipAllowed(list, '2001:db8::1')).toBe(true);
    expect(ipAllowed(list, '203.0.113.10')).toBe(false);
    expect(ipAllowed(list, '10.2.0.1')).toBe(false);
  });

  it('never matches with a bad entry or a bad address', () => {
    expect(ipAllowed(['not-an-ip', '10.0.0.0/99'], '10.0.0.1')).toBe(false);
    expect(ipAllowed(['10.0.0.1'], 'garbage')).toBe(false);
  });
});

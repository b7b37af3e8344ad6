import { describe, expect, it } from 'vitest';
import { hashToken, newInvitationCode, newToken } from './codes.js';

describe('identity codes', () => {
  it('makes tokens of 256 bits that differ each time and hashes them stably', () => {
    const a = newToken();
    const b = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });

  it('makes invitation codes without look-alike characters', () => {
    for (let i = 0; i < 200; i++) expect(newInvitationCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});

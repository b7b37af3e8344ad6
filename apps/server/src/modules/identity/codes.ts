import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Session and reset tokens: 256 random bits, URL-safe; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Invitation and affiliate codes: 8 characters without look-alikes (0/O, 1/I). */
export function newInvitationCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

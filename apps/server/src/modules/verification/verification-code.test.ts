import { describe, expect, it } from 'vitest';
import { hashSmsCode, randomSmsCode, smsCodeMatches } from './verification-code.js';

const ROW = '4b0f3f5c-8f4e-4c0e-9d3b-2f6a1c9e7d11';

describe('SMS codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(randomSmsCode()).toMatch(/^\d{6}$/);
  });

  it('match only the code they were made from, under the same row', () => {
    const stored = hashSmsCode(ROW, '012345');
    expect(smsCodeMatches(ROW, '012345', stored)).toBe(true);
    expect(smsCodeMatches(ROW, ' 012345 ', stored)).toBe(true);
    expect(smsCodeMatches(ROW, '12345', stored)).toBe(false);
    expect(smsCodeMatches('00000000-0000-4000-8000-000000000000', '012345', stored)).toBe(false);
  });
});

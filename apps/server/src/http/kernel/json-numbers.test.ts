import { describe, expect, it } from 'vitest';
import { hasNonIntegerNumber } from './json-numbers.js';

describe('hasNonIntegerNumber', () => {
  it('finds fractions and exponents in numbers', () => {
    for (const text of [
      '1e2',
      '{"a":1E2}',
      '[100.0]',
      '{"a":100.0000000000000001}',
      '{"a":-0.5}',
      '{"a":1e+2}',
    ]) {
      expect(hasNonIntegerNumber(text), text).toBe(true);
    }
  });

  it('accepts plain integers and ignores what is inside strings, escaped quotes included', () => {
    for (const text of [
      '100',
      '{"a":-12,"b":[0,1]}',
      '{"v":"1.5e3"}',
      '{"v":"say \\"2.5\\" twice"}',
      '{"1.5":1}',
    ]) {
      expect(hasNonIntegerNumber(text), text).toBe(false);
    }
    expect(hasNonIntegerNumber('{"v":"a\\\\","n":2.5}')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { localeInputSchema } from './locale-schema.js';
import { normalizeLocale } from './locales.js';

describe('normalizeLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['TY', 'tl'],
    ['fil-PH', 'tl'],
    ['th-TH', 'th'],
    ['vi', 'vi'],
    ['id_ID', 'id'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['zh-CN', 'ko', '', 'xx', undefined, 42, 'constructor', '__proto__', 'toString-PH'])(
    'resets unsupported %s to en',
    (input) => {
      expect(normalizeLocale(input)).toBe('en');
    },
  );

  it('normalizes through the input schema', () => {
    expect(localeInputSchema.parse('TY')).toBe('tl');
  });
});

import { describe, expect, it } from 'vitest';
import { roundTimeParts } from './round-time';

const AT = new Date('2026-11-25T15:05:12Z');
/** Spaces a line may break at (U+00A0 and U+202F are no-break spaces). */
const BREAKABLE = /[ \t\n\u1680\u2000-\u200a\u205f\u3000]/;
const full = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(AT);
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');

describe('round time', () => {
  for (const language of ['en', 'tl', 'th', 'vi', 'id']) {
    it(`shows the date and the time in ${language}, each in one unbreakable piece`, () => {
      const parts = roundTimeParts(AT, language);
      expect(plain(parts.map((p) => p.text).join(''))).toBe(plain(full(language)));
      expect(parts.filter((p) => p.kind === 'date')).toHaveLength(1);
      expect(parts.filter((p) => p.kind === 'time')).toHaveLength(1);
      for (const part of parts.filter((p) => p.kind !== 'separator'))
        expect(part.text).not.toMatch(BREAKABLE);
    });
  }

  it('keeps "PM" with its time even when the formatter writes a plain space before it', () => {
    const time = roundTimeParts(AT, 'en-US').find((p) => p.kind === 'time')!;
    expect(time.text).toMatch(/^\d{1,2}:\d\d:\d\d\u00a0[AP]M$/);
  });
});

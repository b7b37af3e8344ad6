import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isRealDate,
  matchesAcceptedPattern,
  matchesPattern,
  parseBirthday,
  PATTERN_IDS,
} from './patterns.js';

/** Per pattern id: values it accepts and values it rejects. */
const TABLE: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['', ' ', 'anything 汉字 !'], reject: [] },
  1: { accept: ['a', 'abc123', 'Z9'], reject: ['', '1abc', '_abc', 'ab c', 'abé', 'ab-1'] },
  2: {
    accept: ['汉字123', '汉字', '123', '㐀䶵', '𠮷野'],
    reject: ['', 'abc', '汉 字', '汉字！', '한국어', 'ア'],
  },
  3: {
    accept: ['a@b.co', 'first.last+tag@mail.example.com', "o'neil@x-y.org", 'user_1@sub.domain.travel'],
    reject: [
      '',
      'plain',
      'a@b',
      'a@b.c',
      'a b@c.com',
      'a@@b.com',
      'a@b@c.com',
      '@b.com',
      'a@.com',
      'a@-b.com',
      'a..b@c.com',
      '.a@c.com',
      'a@b.c0m',
      `${'a'.repeat(65)}@b.com`,
    ],
  },
  4: { accept: ['abc', '123', 'aB3'], reject: ['', 'a b', 'a_b', '汉字', 'é'] },
  5: { accept: ['a1', '1a', 'abc123XYZ'], reject: ['', 'abc', '123', 'a1!', 'a 1'] },
  6: { accept: ['0', '0123456789'], reject: ['', '12a', '1 2', '-1', '1.5', '١٢٣'] },
  7: { accept: ['A', 'aB1', 'ABC'], reject: ['', 'abc1', 'aB_', 'A B'] },
  8: {
    accept: ['John', 'John Smith', 'Mary  Ann Lee'],
    reject: ['', ' ', '   ', ' John', 'John ', 'John1', 'Jöhn', 'John\tSmith', 'John-Smith'],
  },
  9: { accept: ['a', 'a!b汉字', 'p@ss'], reject: ['', 'a b', 'a\tb', 'a\nb', 'a\u00a0b', 'a\u3000b'] },
  10: {
    accept: [
      '汉字',
      '你好，世界。',
      '真的吗？！',
      '《书名》',
      '“引号”‘单’（括号）',
      '甲、乙；丙：丁',
      '好!?',
    ],
    reject: ['', '。。', '!!', '汉字123', '汉 字', 'abc汉字'],
  },
  11: {
    accept: ['2024-02-29', '2000-02-29', '1990-12-31', '0001-01-01'],
    reject: [
      '',
      '2023-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-4-1',
      '20260401',
    ],
  },
  13: {
    accept: ['02-29-2024', '12-31-1990', '01-01-2000'],
    reject: ['', '02-30-2020', '02-29-2023', '13-01-2020', '2020-02-01', '2-1-2020', '31-12-1990'],
  },
  15: {
    accept: ['한국어', '대한 민국', 'ㄱㄴㄷ', '\u1100\u1161'],
    reject: ['', 'korean', '한국어1', ' 한국', '한국 ', '漢字', '한국어!'],
  },
  16: {
    accept: ['สวัสดี', 'สวัสดี ครับ', 'ภาษาไทย', 'น้ำ', '๑๒๓'],
    reject: ['', 'hello', 'สวัสดี1', ' สวัสดี', '\u0E49ก', 'ก \u0E49', 'สวัสดี!'],
  },
  17: {
    accept: ['สวัสดี ครับ', 'Somchai', 'Somchai ใจดี', 'abcสวัสดี'],
    reject: ['', 'Somchai1', '๑๒๓', 'สวัสดี ', 'ใจดี!', '한국'],
  },
  19: { accept: ['a', '1', '!', 'Abc123!@#', '~`^'], reject: ['', 'a b', 'pass\t', 'pässword', '汉字'] },
  20: {
    accept: ['Abcdef1!', 'aA1_', 'P@ssw0rd', 'x~Y9'],
    reject: ['', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc 1!', 'Äbcdef1!x', 'Ab1汉'],
  },
};

describe('matchesPattern', () => {
  for (const [id, { accept, reject }] of Object.entries(TABLE)) {
    it.each(accept)(`pattern ${id} accepts %j`, (value) => {
      expect(matchesPattern(Number(id), value)).toBe(true);
    });
    if (reject.length > 0) {
      it.each(reject)(`pattern ${id} rejects %j`, (value) => {
        expect(matchesPattern(Number(id), value)).toBe(false);
      });
    }
  }

  it('covers every implemented id in the table', () => {
    expect(Object.keys(TABLE).map(Number)).toEqual([...PATTERN_IDS]);
  });

  it.each([12, 14, 18, 21, 99, -1])('treats unknown id %i as any', (id) => {
    expect(PATTERN_IDS).not.toContain(id);
    expect(matchesPattern(id, 'anything at all 汉字 !')).toBe(true);
    expect(matchesPattern(id, '')).toBe(true);
  });

  it('rejects an email longer than 254 characters', () => {
    const domain = (labels: number) => Array.from({ length: labels }, () => 'b'.repeat(63)).join('.');
    expect(matchesPattern(3, `a@${domain(3)}.com`)).toBe(true);
    const long = `a@${domain(4)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(matchesPattern(3, long)).toBe(false);
  });
});

describe('matchesAcceptedPattern', () => {
  it.each(['*', '', '  '])('%j accepts anything', (pattern) => {
    expect(matchesAcceptedPattern(pattern, 'any value 汉字')).toBe(true);
    expect(matchesAcceptedPattern(pattern, '')).toBe(true);
  });

  it('anchors the expression to the whole value', () => {
    expect(matchesAcceptedPattern('[a-z]+', 'abc')).toBe(true);
    expect(matchesAcceptedPattern('[a-z]+', 'abc1')).toBe(false);
    expect(matchesAcceptedPattern('[a-z]+', '1abc')).toBe(false);
    expect(matchesAcceptedPattern('abc|def', 'abcdef')).toBe(false);
    expect(matchesAcceptedPattern('abc|def', 'def')).toBe(true);
    expect(matchesAcceptedPattern('^\\d{3}$', '123')).toBe(true);
  });

  it('works in Unicode mode', () => {
    expect(matchesAcceptedPattern('\\p{Script=Han}{2}', '汉字')).toBe(true);
    expect(matchesAcceptedPattern('.', '𠮷')).toBe(true);
  });

  it.each(['[a-', '(abc', '\\', 'a{2,1}', '\\q'])('never matches the invalid expression %j', (pattern) => {
    expect(() => matchesAcceptedPattern(pattern, 'a')).not.toThrow();
    expect(matchesAcceptedPattern(pattern, 'a')).toBe(false);
    expect(matchesAcceptedPattern(pattern, pattern)).toBe(false);
  });

  it('never matches an expression longer than 500 characters', () => {
    expect(matchesAcceptedPattern('a?'.repeat(250), '')).toBe(true);
    expect(matchesAcceptedPattern(`${'a?'.repeat(250)}b?`, '')).toBe(false);
  });
});

describe('dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2100, 2, 29)).toBe(false);
    expect(isRealDate(2026, 4, 30)).toBe(true);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(isRealDate(2026, 0, 1)).toBe(false);
    expect(isRealDate(2026, 1, 0)).toBe(false);
    expect(isRealDate(0, 1, 1)).toBe(false);
    expect(isRealDate(2026, 1.5, 1)).toBe(false);
    expect(isRealDate(Number.NaN, 1, 1)).toBe(false);
  });

  it('parses both birthday formats', () => {
    expect(parseBirthday('2024-02-29', 11)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBirthday('02-29-2024', 13)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBirthday('2024-02-29', 13)).toBeNull();
    expect(parseBirthday('02-29-2024', 11)).toBeNull();
    expect(parseBirthday('2023-02-29', 11)).toBeNull();
    expect(parseBirthday(' 2024-02-29', 11)).toBeNull();
  });

  it('counts full years, turning older on the birthday itself', () => {
    const birthday = { year: 2008, month: 6, day: 15 };
    expect(ageOn(birthday, { year: 2026, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birthday, { year: 2026, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birthday, { year: 2026, month: 5, day: 30 })).toBe(17);
    expect(ageOn(birthday, { year: 2026, month: 7, day: 1 })).toBe(18);
    expect(ageOn(birthday, birthday)).toBe(0);
    expect(ageOn(birthday, { year: 2007, month: 1, day: 1 })).toBeLessThan(0);
  });

  it('ages someone born on 29 February on 1 March in common years', () => {
    const birthday = { year: 2004, month: 2, day: 29 };
    expect(ageOn(birthday, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birthday, { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(ageOn(birthday, { year: 2024, month: 2, day: 29 })).toBe(20);
  });
});

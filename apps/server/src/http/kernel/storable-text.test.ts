import { describe, expect, it } from 'vitest';
import { isStorableText, unstorablePath } from './storable-text.js';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    for (const bad of ['\0', 'a\0b', '\uD800', 'x\uDBFFy', '\uDC00', '\uDFFF\uD800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'plain', 'ñandú', '日本語', '😀', 'a\u0001b', '\uD83D\uDE00', '\uFFFF']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('finds the path of the first unstorable value or key in nested input', () => {
    expect(unstorablePath({ a: [1, { b: 'ok' }, { c: 'x\0' }] })).toEqual(['a', 2, 'c']);
    expect(unstorablePath({ a: { ['k\uD800']: 1 } })).toEqual(['a', '(key)']);
    expect(unstorablePath('\0')).toEqual([]);
    expect(unstorablePath({ a: 'fine', b: [true, null, 3] })).toBeNull();
  });

  it('walks objects of any prototype (the query string parser has its own)', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = Object.assign(Object.create(Empty.prototype as object) as object, { code: '\0' });
    expect(unstorablePath(query)).toEqual(['code']);
  });

  it('leaves buffers and dates alone', () => {
    expect(unstorablePath(Buffer.from([0, 0xd8]))).toBeNull();
    expect(unstorablePath(new Date(0))).toBeNull();
  });

  it('walks nesting far deeper than the call stack without overflowing', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(unstorablePath(deep)).toHaveLength(200_000);
  });
});

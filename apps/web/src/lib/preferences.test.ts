import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './preferences';

const clear = (name: string) => {
  document.cookie = `${name}=; path=/; max-age=0`;
};

describe('readCookie', () => {
  afterEach(() => ['suerte_lang', 'suerte_merchant'].forEach(clear));

  it('treats a value that does not decode as absent instead of failing the app', () => {
    for (const broken of ['%', '%E0%A4%A', 'a%zz']) {
      document.cookie = `suerte_lang=${broken}; path=/`;
      expect(readCookie('suerte_lang'), broken).toBeNull();
    }
  });

  it('reads a good cookie next to a broken one', () => {
    document.cookie = 'suerte_lang=%; path=/';
    document.cookie = 'suerte_merchant=SUERTE_TH; path=/';
    expect(readCookie('suerte_merchant')).toBe('SUERTE_TH');
  });
});

import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs, flattenKeys, readCatalogs } from './i18n-check';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

function five(catalog: (lang: string) => Record<string, unknown>) {
  return Object.fromEntries(['en', 'tl', 'th', 'vi', 'id'].map((lang) => [lang, { common: catalog(lang) }]));
}

describe('i18n catalog check', () => {
  it('passes on the real catalogs of all five languages', () => {
    expect(checkCatalogs(readCatalogs(localesDir))).toEqual([]);
  });

  it('reports a missing key', () => {
    const all = five((lang) => (lang === 'th' ? { a: 'x' } : { a: 'x', b: { c: 'y' } }));
    expect(checkCatalogs(all)).toEqual(['th/common: missing key "b.c"']);
  });

  it('reports an extra key and an empty string', () => {
    const all = five((lang) =>
      lang === 'vi' ? { a: 'x', z: 'y' } : lang === 'id' ? { a: ' ' } : { a: 'x' },
    );
    expect(checkCatalogs(all)).toEqual(['vi/common: extra key "z"', 'id/common: key "a" is empty']);
  });

  it('reports a missing catalog file and mismatched placeholders', () => {
    const all: Record<string, Record<string, Record<string, unknown>>> = five((lang) => ({
      a: lang === 'tl' ? 'Hi {{nam}}' : 'Hi {{name}}',
    }));
    all.id = {};
    const problems = checkCatalogs(all);
    expect(problems).toContain('id/common: catalog file missing');
    expect(problems.some((p) => p.startsWith('tl/common: key "a" has placeholders'))).toBe(true);
  });

  it('treats plural forms as one key, since languages have different plural forms', () => {
    expect([...flattenKeys({ item_one: 'a', item_other: 'b' }).keys()]).toEqual(['item']);
  });
});

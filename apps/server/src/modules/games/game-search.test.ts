import { describe, expect, it } from 'vitest';
import { maskName, normalizeSearchText, searchColumns, searchPattern } from './game-search.js';

describe('normalizeSearchText', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('Piñata FIESTA Café')).toBe('pinata fiesta cafe');
    expect(normalizeSearchText('Đại Phát Tài')).toBe('dai phat tai');
    expect(normalizeSearchText('Noël  Straße')).toBe('noel strasse');
  });

  it('treats punctuation and runs of spaces as one space', () => {
    expect(normalizeSearchText("  Lucky-7's   Gold! ")).toBe('lucky 7 s gold');
  });

  it('keeps non-Latin letters (Thai base letters stay)', () => {
    expect(normalizeSearchText('เจ็ดนำโชค')).toContain('จ');
  });
});

describe('searchColumns', () => {
  it('normalizes each language and joins the distinct names one per line', () => {
    expect(searchColumns({ en: 'Crème Brûlée', tl: 'Creme Brulee', vi: 'Bánh Flan' })).toEqual({
      searchNames: { en: 'creme brulee', tl: 'creme brulee', vi: 'banh flan' },
      searchText: 'creme brulee\nbanh flan',
    });
  });
});

describe('searchPattern', () => {
  it('normalizes the term; LIKE wildcards are punctuation and never reach the pattern', () => {
    expect(searchPattern('PIÑA')).toBe('%pina%');
    expect(searchPattern('50%_off\\')).toBe('%50 off%');
  });

  it('is null when nothing searchable is left', () => {
    expect(searchPattern('  ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
    expect(searchPattern('!!')).toBeNull();
  });
});

describe('maskName', () => {
  it('keeps the first two characters and the last one', () => {
    expect(maskName('jackpotjoe')).toBe('ja***e');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});

import { describe, expect, it } from 'vitest';
import { columnsForWidth, pageSizeForWidth } from './page-size';

describe('page sizes by width (spec §9)', () => {
  it('slot rows hold 5, 5, 6 and 8 games at 1366, 1440, 1680 and 1920 px; a page is 5 rows', () => {
    expect([1366, 1440, 1680, 1920].map((w) => columnsForWidth(w))).toEqual([5, 5, 6, 8]);
    expect([1366, 1440, 1680, 1920].map(pageSizeForWidth)).toEqual([25, 25, 30, 40]);
  });

  it('favourites hold 5 at 1366 and 1440, 6 at 1600 and 1680, 8 at 1920', () => {
    expect([1366, 1440, 1600, 1680, 1920].map((w) => columnsForWidth(w, 'favourites'))).toEqual([
      5, 5, 6, 6, 8,
    ]);
    // 1600 px is still a 5-wide slot row: only favourites widen there.
    expect(columnsForWidth(1600, 'slots')).toBe(5);
  });

  it('phones get 3 games a row (2 under 360 px) and tablets 4', () => {
    expect(columnsForWidth(390)).toBe(3);
    expect(columnsForWidth(320)).toBe(2);
    expect(columnsForWidth(800)).toBe(4);
    expect(pageSizeForWidth(390)).toBe(15);
  });
});

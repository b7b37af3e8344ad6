import { describe, expect, it } from 'vitest';
import {
  clampPage,
  groupedPagination,
  pageCountFor,
  pageSlice,
  rangedPagination,
  type RangeItem,
} from './pagination-model';

/** Renders a ranged layout as text, e.g. "1 … 9 [10] 11 … 20", so expectations read like the pager. */
function show(items: RangeItem[], current: number): string {
  return items
    .map((item) => (item.kind === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('pageCountFor', () => {
  it('rounds up partial pages', () => {
    expect(pageCountFor(9, 9)).toBe(1);
    expect(pageCountFor(10, 9)).toBe(2);
    expect(pageCountFor(100, 9)).toBe(12);
  });

  it('gives one page for an empty list or nonsense input', () => {
    expect(pageCountFor(0, 9)).toBe(1);
    expect(pageCountFor(-4, 9)).toBe(1);
    expect(pageCountFor(5, 0)).toBe(1);
    expect(pageCountFor(Number.NaN, 9)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });

  it('floors fractions and treats NaN as the first page', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);

  it('returns the items of the page', () => {
    expect(pageSlice(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3, 9)).toEqual([19, 20]);
  });

  it('clamps an out-of-range page to the last one', () => {
    expect(pageSlice(items, 7, 9)).toEqual([19, 20]);
    expect(pageSlice([], 2, 9)).toEqual([]);
  });
});

describe('groupedPagination', () => {
  it('shows the pages of the group holding the current page', () => {
    const model = groupedPagination({ page: 8, pageCount: 14 });
    expect(model.groupIndex).toBe(1);
    expect(model.pages).toEqual([7, 8, 9, 10, 11, 12]);
    expect(model.prevGroupPage).toBe(1);
    expect(model.nextGroupPage).toBe(13);
  });

  it('has a short last group', () => {
    const model = groupedPagination({ page: 14, pageCount: 14 });
    expect(model.groupCount).toBe(3);
    expect(model.pages).toEqual([13, 14]);
    expect(model.nextGroupPage).toBeNull();
    expect(model.hasNext).toBe(false);
    expect(model.hasPrev).toBe(true);
  });

  it('has no group jumps when everything fits in one group', () => {
    const model = groupedPagination({ page: 1, pageCount: 4 });
    expect(model.pages).toEqual([1, 2, 3, 4]);
    expect(model.prevGroupPage).toBeNull();
    expect(model.nextGroupPage).toBeNull();
    expect(model.hasPrev).toBe(false);
  });

  it('is compact with five groups or fewer, full with six or more', () => {
    expect(groupedPagination({ page: 1, pageCount: 30 }).compact).toBe(true); // 5 groups of 6
    expect(groupedPagination({ page: 1, pageCount: 31 }).compact).toBe(false); // 6 groups
    expect(groupedPagination({ page: 1, pageCount: 31 }).groupCount).toBe(6);
  });

  it('honours other group sizes and compact limits', () => {
    const model = groupedPagination({ page: 5, pageCount: 10, groupSize: 3, compactMaxGroups: 3 });
    expect(model.pages).toEqual([4, 5, 6]);
    expect(model.groupCount).toBe(4);
    expect(model.compact).toBe(false);
  });

  it('clamps the current page and survives an empty list', () => {
    expect(groupedPagination({ page: 99, pageCount: 8 }).page).toBe(8);
    const empty = groupedPagination({ page: 1, pageCount: 0 });
    expect(empty.pageCount).toBe(1);
    expect(empty.pages).toEqual([1]);
    expect(empty.compact).toBe(true);
  });

  it('puts every page in exactly one group, in order', () => {
    for (let count = 1; count <= 40; count++) {
      const seen: number[] = [];
      let page: number | null = 1;
      while (page !== null) {
        const model = groupedPagination({ page, pageCount: count });
        seen.push(...model.pages);
        page = model.nextGroupPage;
      }
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
  });
});

describe('rangedPagination (spec defaults range 3, margin 1)', () => {
  it('lists every page when they all fit', () => {
    expect(show(rangedPagination({ page: 2, pageCount: 4 }), 2)).toBe('1 [2] 3 4');
    expect(show(rangedPagination({ page: 1, pageCount: 1 }), 1)).toBe('[1]');
  });

  it('centres the window with margins and gaps in the middle', () => {
    expect(show(rangedPagination({ page: 10, pageCount: 20 }), 10)).toBe('1 … 9 [10] 11 … 20');
  });

  it('keeps the window full at the ends', () => {
    expect(show(rangedPagination({ page: 1, pageCount: 20 }), 1)).toBe('[1] 2 3 … 20');
    expect(show(rangedPagination({ page: 20, pageCount: 20 }), 20)).toBe('1 … 18 19 [20]');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(rangedPagination({ page: 4, pageCount: 20 }), 4)).toBe('1 2 3 [4] 5 … 20');
    expect(show(rangedPagination({ page: 17, pageCount: 20 }), 17)).toBe('1 … 16 [17] 18 19 20');
  });

  it('supports wider ranges and margins', () => {
    expect(show(rangedPagination({ page: 10, pageCount: 20, range: 5, margin: 2 }), 10)).toBe(
      '1 2 … 8 9 [10] 11 12 … 19 20',
    );
  });

  it('marks leading and trailing gaps with distinct keys', () => {
    const gaps = rangedPagination({ page: 10, pageCount: 20 }).filter((i) => i.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', key: 'start-gap' },
      { kind: 'gap', key: 'end-gap' },
    ]);
  });

  it('shows gaps at both ends with margin 0', () => {
    expect(show(rangedPagination({ page: 10, pageCount: 20, margin: 0 }), 10)).toBe('… 9 [10] 11 …');
  });

  it('always contains the current page once, ascending, for any input', () => {
    for (let count = 1; count <= 25; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = rangedPagination({ page, pageCount: count }).flatMap((i) =>
          i.kind === 'page' ? [i.page] : [],
        );
        expect(pages.filter((p) => p === page)).toHaveLength(1);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
      }
    }
  });
});

/**
 * Pure page arithmetic for list pagers. Pages are 1-based everywhere.
 *
 * Two layouts exist in the product (spec §2, §9):
 * - grouped: page numbers are shown in fixed groups (e.g. 6 at a time) with controls that jump a whole group;
 *   with few groups the pager is "compact" (no first/last, no jump field);
 * - ranged: a window of `range` pages around the current one plus `margin` pages at each end, with gaps
 *   shown as ellipses (defaults range 3, margin 1).
 */

/** Number of pages needed for `total` items, never less than 1 so an empty list still has a page. */
export function pageCountFor(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / Math.floor(pageSize));
}

/** Keeps a page number inside 1..pageCount (and integral), whatever arrives from the outside. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** The items of one page of a list. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCountFor(items.length, pageSize));
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export interface GroupedPagination {
  page: number;
  pageCount: number;
  groupSize: number;
  groupCount: number;
  /** 0-based index of the group that holds the current page. */
  groupIndex: number;
  /** The page numbers of the current group, in order. */
  pages: number[];
  /** Few groups: show only prev/next and the current group's pages. */
  compact: boolean;
  /** First page of the previous group, or null on the first group. */
  prevGroupPage: number | null;
  /** First page of the next group, or null on the last group. */
  nextGroupPage: number | null;
  hasPrev: boolean;
  hasNext: boolean;
}

export interface GroupedPaginationInput {
  page: number;
  pageCount: number;
  /** Page numbers per group; 6 for the announcement list. */
  groupSize?: number;
  /** At most this many groups means a compact pager; 5 for the announcement list. */
  compactMaxGroups?: number;
}

export function groupedPagination({
  page,
  pageCount,
  groupSize = 6,
  compactMaxGroups = 5,
}: GroupedPaginationInput): GroupedPagination {
  const count = Math.max(1, Math.floor(pageCount));
  const size = Math.max(1, Math.floor(groupSize));
  const current = clampPage(page, count);
  const groupCount = Math.ceil(count / size);
  const groupIndex = Math.floor((current - 1) / size);
  const first = groupIndex * size + 1;
  const last = Math.min(count, first + size - 1);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    page: current,
    pageCount: count,
    groupSize: size,
    groupCount,
    groupIndex,
    pages,
    compact: groupCount <= compactMaxGroups,
    prevGroupPage: groupIndex > 0 ? first - size : null,
    nextGroupPage: last < count ? last + 1 : null,
    hasPrev: current > 1,
    hasNext: current < count,
  };
}

export type RangeItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start-gap' | 'end-gap' };

export interface RangedPaginationInput {
  page: number;
  pageCount: number;
  /** Pages shown around the current page (spec default 3). */
  range?: number;
  /** Pages always shown at each end (spec default 1). */
  margin?: number;
}

/** Ranged layout, e.g. page 10 of 20 with range 3, margin 1: 1 … 9 10 11 … 20. */
export function rangedPagination({
  page,
  pageCount,
  range = 3,
  margin = 1,
}: RangedPaginationInput): RangeItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = clampPage(page, count);
  const width = Math.max(1, Math.floor(range));
  const edge = Math.max(0, Math.floor(margin));

  // The window keeps its full width at the ends instead of shrinking.
  let low = current - Math.floor((width - 1) / 2);
  low = Math.max(1, Math.min(low, count - width + 1));
  const high = Math.min(count, low + width - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(edge, count); p++) shown.add(p);
  for (let p = low; p <= high; p++) shown.add(p);
  for (let p = Math.max(1, count - edge + 1); p <= count; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: RangeItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    const gap = p - previous - 1;
    // A gap of one page is shown as that page: an ellipsis would hide no more than a number would.
    if (gap === 1) items.push({ kind: 'page', page: p - 1 });
    else if (gap > 1) items.push({ kind: 'gap', key: previous < current ? 'start-gap' : 'end-gap' });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  // Only reachable with margin 0: pages after the window still exist.
  if (count - previous === 1) items.push({ kind: 'page', page: count });
  else if (count - previous > 1) items.push({ kind: 'gap', key: 'end-gap' });
  return items;
}

/**
 * Spec §9, page sizes by screen width. Slot menu and rows: 5 cards a row at 1366 and 1440, 6 at 1680,
 * 8 at 1920; a page is 5 rows. Favourites: 5 at 1366 and 1440, 6 at 1600 and 1680, 8 at 1920.
 * Below 1366 (phones and tablets, which the spec does not size) the row narrows with the screen: 2 under
 * 360 px, 3 on phones, 4 on tablets, 5 on small laptops.
 */
export type GridKind = 'slots' | 'favourites';

/** Rows per page of the slots list (spec §9: page size is 5 times the cards of a row). */
export const ROWS_PER_PAGE = 5;

function narrowColumns(width: number): number {
  if (width < 360) return 2;
  if (width < 600) return 3;
  if (width < 1024) return 4;
  return 5;
}

/** Cards in one row of a grid at this viewport width. */
export function columnsForWidth(width: number, kind: GridKind = 'slots'): number {
  if (width >= 1920) return 8;
  if (kind === 'favourites' ? width >= 1600 : width >= 1680) return 6;
  if (width >= 1366) return 5;
  return narrowColumns(width);
}

/** Games asked for per page of the slots list. */
export function pageSizeForWidth(width: number): number {
  return ROWS_PER_PAGE * columnsForWidth(width, 'slots');
}

/** Spec §9: the header menu shows its categories in groups of 5; whatever follows goes behind "More". */
export const HEADER_MENU_GROUP = 5;

export interface MenuFit {
  /** Rendered width of each item, in menu order (px). */
  itemWidths: readonly number[];
  /** Width the menu may take (px). */
  available: number;
  /** Width of the More button (px). */
  moreWidth: number;
  /** Space between two items (px). */
  gap: number;
  /** At most this many items inline (the header group). */
  maxVisible?: number;
}

// Layout widths are fractional; a row that fits to within half a pixel fits.
const EPSILON = 0.5;

function rowWidth(widths: readonly number[], count: number, gap: number): number {
  let total = 0;
  for (let i = 0; i < count; i += 1) total += widths[i] ?? 0;
  return total + Math.max(0, count - 1) * gap;
}

/**
 * How many leading items show inline; the rest go into the More menu. All items show when they fit and
 * make no more than one group; otherwise as many as fit beside the More button, never more than a group.
 */
export function visibleItemCount({
  itemWidths,
  available,
  moreWidth,
  gap,
  maxVisible = HEADER_MENU_GROUP,
}: MenuFit): number {
  const total = itemWidths.length;
  if (total <= maxVisible && rowWidth(itemWidths, total, gap) <= available + EPSILON) return total;
  let count = Math.min(total - 1, maxVisible);
  while (count > 0 && rowWidth(itemWidths, count, gap) + gap + moreWidth > available + EPSILON) count -= 1;
  return Math.max(0, count);
}

/**
 * The width of the menu's first group as shown: its first items (all of them when they make one group) and,
 * when items are left over, the More button beside them. The wide header keeps at least this much room for
 * the menu, so a whole group shows at 1366 px whatever the account area holds (its name ellipsises).
 */
export function groupWidth({
  itemWidths,
  moreWidth,
  gap,
  maxVisible = HEADER_MENU_GROUP,
}: Omit<MenuFit, 'available'>): number {
  const count = Math.min(itemWidths.length, maxVisible);
  const more = itemWidths.length > count ? gap + moreWidth : 0;
  return Math.ceil(rowWidth(itemWidths, count, gap) + more);
}

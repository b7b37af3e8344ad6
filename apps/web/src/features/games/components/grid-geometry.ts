/** Height of a card under its square picture: name and vendor, then the buttons (games.module.css). */
export const CARD_INFO_HEIGHT = 98;

/** Space between cards, in pixels: tighter on phones. */
export function gridGap(width: number): number {
  return width < 600 ? 10 : 16;
}

/** The height of one grid row of square-pictured cards, with the gap below it. */
export function rowHeight(containerWidth: number, columns: number, gap: number): number {
  const cardWidth = Math.max(60, (containerWidth - gap * (columns - 1)) / columns);
  return Math.round(cardWidth + CARD_INFO_HEIGHT + gap);
}

/** Cuts a list into rows of `columns`. */
export function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '@suerte/contracts';
import { gridGap, rowHeight, rowsOf } from './grid-geometry';
import styles from './games.module.css';

export interface VirtualGameGridProps {
  games: readonly Game[];
  columns: number;
  renderCard: (game: Game) => ReactNode;
  /** More pages on the server: asked for when the last rows come near. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  label: string;
}

/** The width of an element, following resizes (the window's width until it is laid out). */
function useElementWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || (typeof window === 'undefined' ? 1024 : window.innerWidth);
}

/**
 * A grid of thousands of games that stays smooth: only the rows on screen (and a few around them) exist in
 * the page; the rest is empty height. Rows have one computed height, so nothing jumps while scrolling.
 */
export function VirtualGameGrid({
  games,
  columns,
  renderCard,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
}: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(listRef);
  const gap = gridGap(width);
  const height = rowHeight(width, columns, gap);
  const rows = useMemo(() => rowsOf(games, columns), [games, columns]);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => height,
    overscan: 2,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [height, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && onLoadMore && lastIndex >= rows.length - 3) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore, lastIndex, rows.length]);

  return (
    <div
      ref={listRef}
      className={styles.virtualList}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label={label}
      aria-busy={loadingMore}
      data-testid="virtual-grid"
    >
      {items.map((item) => (
        <div
          key={item.key}
          className={styles.virtualRow}
          style={{
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            height: height - gap,
            gap,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
          data-testid="virtual-row"
          data-index={item.index}
        >
          {rows[item.index]?.map((game) => (
            <div role="listitem" key={`${game.vassalage}:${game.nodeId}`} className={styles.cell}>
              {renderCard(game)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

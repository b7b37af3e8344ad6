import { useLayoutEffect, useState, type RefObject } from 'react';
import { groupWidth, visibleItemCount } from './header-menu-fit';

const widthOf = (el: Element) => el.getBoundingClientRect().width;

export interface MenuFitResult {
  /** How many leading items show inline. */
  shown: number;
  /** The More button's width (px), 0 until measured: the menu never gets narrower than that. */
  moreWidth: number;
  /** The first group's width with More when items follow (px), 0 until measured (see groupWidth). */
  groupWidth: number;
}

/**
 * How many of `itemCount` menu items fit in `boxRef`, measured on a hidden copy of the menu (`measureRef`,
 * whose children marked data-measure="item" and "more" are the items and the More button). Measures again
 * whenever the box or the copy changes size (window width, language, fonts). Without ResizeObserver
 * (server rendering, old browsers) every item shows.
 */
export function useMenuFit(
  itemCount: number,
  boxRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
): MenuFitResult {
  const [count, setCount] = useState(itemCount);
  const [moreWidth, setMoreWidth] = useState(0);
  const [group, setGroup] = useState(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure || typeof ResizeObserver === 'undefined') {
      setCount(itemCount);
      return;
    }
    const update = () => {
      const items = Array.from(measure.querySelectorAll('[data-measure="item"]'));
      const more = measure.querySelector('[data-measure="more"]');
      const fit = {
        itemWidths: items.map(widthOf),
        moreWidth: more ? widthOf(more) : 0,
        gap: parseFloat(getComputedStyle(measure).columnGap) || 0,
      };
      setMoreWidth(Math.ceil(fit.moreWidth));
      setGroup(groupWidth(fit));
      setCount(visibleItemCount({ ...fit, available: box.getBoundingClientRect().width }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemCount, boxRef, measureRef]);
  return { shown: Math.min(count, itemCount), moreWidth, groupWidth: group };
}

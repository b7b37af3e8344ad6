// Layout measurements of the browser journeys: in-app navigation that waits for the page to settle, document
// width, and where the header's controls and categories are.
import type { BrowserContext, Page } from 'playwright-core';

/** Counts the page's API calls in flight (window.__pendingFetches), so a check can wait for quiet. */
export async function trackFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __pendingFetches: number };
    w.__pendingFetches = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.__pendingFetches += 1;
      return original(...args).finally(() => {
        w.__pendingFetches -= 1;
      });
    };
  });
}

/** Waits until no API call is in flight and no new resource (route chunk, image) arrived for a moment. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const w = window as unknown as { __pendingFetches: number };
        const resources = () => performance.getEntriesByType('resource').length;
        const before = resources();
        setTimeout(() => resolve(w.__pendingFetches === 0 && resources() === before), 50);
      }),
    undefined,
    { polling: 20, timeout: 15_000 },
  );
}

/** Goes to `path` inside the running app (as a link would), without reloading it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settle(page);
}

/**
 * Scrolled to the very end, how far the page's last line (the footer's copyright) reaches below the top of
 * the phone's bottom bar (0 or less when nothing hides behind the bar).
 */
export async function hiddenBehindBottomNav(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const last = document.querySelector('[data-testid="footer-copyright"]');
    const bar = document.querySelector('[data-testid="bottom-nav"]');
    if (!last || !bar) return Number.POSITIVE_INFINITY;
    const overlap = last.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
    window.scrollTo(0, 0);
    return overlap;
  });
}

/** How much wider than the viewport the document is (0 when it fits). */
export async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export interface Box {
  testId: string;
  left: number;
  right: number;
  height: number;
}

/** Where the elements with these test ids are (the first visible one of each); missing ones are left out. */
export async function boxesOf(page: Page, testIds: readonly string[]): Promise<Box[]> {
  return page.evaluate((ids) => {
    const boxes = [];
    for (const testId of ids) {
      const shown = [...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)].find(
        (el) => el.getClientRects().length > 0,
      );
      if (!shown) continue;
      const rect = shown.getBoundingClientRect();
      boxes.push({ testId, left: rect.left, right: rect.right, height: rect.height });
    }
    return boxes;
  }, testIds);
}

export interface HeaderCategories {
  /** Categories shown inline, in order. */
  inline: string[];
  /** Categories shown inline whose link ends past the menu's box or the viewport. */
  clipped: string[];
  /** Every category, inline or in the More menu, in order. */
  all: string[];
}

/** The header's categories: which show inline (and whether any is cut off), and which sit in More. */
export async function headerCategories(page: Page): Promise<HeaderCategories> {
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('[data-testid="header-nav"]');
    if (!nav) return { inline: [], clipped: [], all: [] };
    const box = nav.getBoundingClientRect();
    const code = (el: Element, prefix: string) => (el.getAttribute('data-testid') ?? '').slice(prefix.length);
    const inline = [...nav.querySelectorAll('a[data-testid^="header-nav-"]')];
    const more = [...nav.querySelectorAll('a[data-testid^="header-more-"]')];
    const clipped = inline
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.width === 0 || r.left < box.left - 0.5 || r.right > Math.min(box.right, innerWidth) + 0.5;
      })
      .map((a) => code(a, 'header-nav-'));
    return {
      inline: inline.map((a) => code(a, 'header-nav-')),
      clipped,
      all: [...inline.map((a) => code(a, 'header-nav-')), ...more.map((a) => code(a, 'header-more-'))],
    };
  });
}

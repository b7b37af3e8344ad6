import {
  CATEGORY_PATH,
  HEADER_CATEGORY_ORDER,
  LEFT_MENU_CATEGORY_ORDER,
  COOKIES,
  categoriesWithVendors,
  type VendorGroup,
} from '@suerte/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, journeysSkipped, useBrowser, visible } from '../support/browser';
import { settle, trackFetches } from '../support/layout-checks';

interface Whitelabel {
  about: string;
}

/** The path of every link inside a region, in document order. */
async function linkPaths(region: Locator): Promise<string[]> {
  const hrefs = await region
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').pathname);
}

/** The given paths in the order they appear in `paths`, which must contain each of them. */
function orderOf(paths: string[], wanted: string[]): number[] {
  return wanted.map((path) => paths.indexOf(path));
}

/** The sum of the page's layout shifts without recent input so far, with what moved (for the failure text). */
function layoutShifts(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    return {
      sum: w.__shifts.reduce((total, s) => total + s.value, 0),
      shifts: w.__shifts,
    };
  });
}

/** How far a ticker line's first sentence runs past the line's visible part (its last 24 px fade out). */
function firstSentenceOverrun(line: Locator): Promise<number> {
  return line.evaluate((el) => {
    const text = el.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, text.textContent!.indexOf('.') + 1);
    return Math.round(range.getBoundingClientRect().right - (el.getBoundingClientRect().right - 24));
  });
}

describe.skipIf(journeysSkipped)('site layout', () => {
  const browser = useBrowser();

  it.for([
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ])(
    'home at $width×$height does not move while the lobby loads (layout shifts below 0.02)',
    async (size) => {
      const { context, page, errors } = await browser.open({ viewport: size });
      await trackFetches(context);
      await context.addInitScript(() => {
        const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((s) => {
              const el = s.node instanceof Element ? s.node : null;
              return el ? `${el.tagName}.${el.className} ${el.getAttribute('data-testid') ?? ''}` : '?';
            });
            w.__shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      // The lobby loads after the first screen has settled: wait for it and for its first rows' answers.
      await visible(page, 'home-lobby');
      await page.locator('[data-testid="winner-line"], [data-testid="winners-empty"]').first().waitFor();
      await page.getByTestId('home-row-hot').locator('li, [data-testid="empty-state"]').first().waitFor();
      await settle(page);
      await page.waitForTimeout(500);
      const { sum, shifts } = await layoutShifts(page);
      expect(sum, JSON.stringify(shifts)).toBeLessThan(0.02);
      expect(errors).toEqual([]);
    },
  );

  it('home shows the header with a ticking clock and the navigation of categories that have vendors', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/');
    await visible(page, 'site-header');
    const clock = await visible(page, 'header-clock');
    const first = (await clock.textContent())?.trim() ?? '';
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect.poll(async () => (await clock.textContent())?.trim(), { timeout: 5_000 }).not.toBe(first);

    const groups = await api<VendorGroup[]>('/wps/relay/gameVendor');
    const expected = categoriesWithVendors(groups, HEADER_CATEGORY_ORDER).map((c) => CATEGORY_PATH[c]);
    expect(expected.length).toBeGreaterThan(0);
    const nav = await visible(page, 'header-nav');
    await expect.poll(() => linkPaths(nav)).toEqual(expect.arrayContaining(expected));
    expect(errors).toEqual([]);
  });

  it('the left menu lists the categories the vendors give, in the specified order', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const menu = await visible(page, 'left-menu');
    const groups = await api<VendorGroup[]>('/wps/relay/gameVendor');
    const expected = categoriesWithVendors(groups, LEFT_MENU_CATEGORY_ORDER).map((c) => CATEGORY_PATH[c]);
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => linkPaths(menu)).toEqual(expect.arrayContaining(expected));
    const positions = orderOf(await linkPaths(menu), expected);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('the left menu offers the app download panel', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const menu = await visible(page, 'left-menu');
    // The panel loads when it nears the viewport.
    await menu.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.mouse.wheel(0, 2_000);
    await visible(page, 'app-download');
  });

  it("the footer shows the merchant's about text from the site configuration", async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const { about } = await api<Whitelabel>('/wps/system/whitelabel');
    expect(about.length).toBeGreaterThan(0);
    const footer = await visible(page, 'site-footer');
    await expect.poll(() => footer.textContent()).toContain(about);
  });

  it('home shows banners, the notice bar, hot games and the winner ticker', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    await visible(page, 'banner-carousel');
    await visible(page, 'banner-slide');
    await visible(page, 'notice-bar');
    await visible(page, 'home-row-hot');
    await visible(page, 'winner-ticker');
  });

  it.each(['en', 'tl'])(
    "on a 360 px phone (%s) the drawn banners' words stay clear of the slide controls",
    async (language) => {
      const { context, page } = await browser.open({ viewport: { width: 360, height: 740 } });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      await page.goto('/');
      const carousel = await visible(page, 'banner-carousel');
      await visible(page, 'banner-dot');
      const clashes = await carousel.evaluate((root) => {
        const controls = root.querySelector('[data-testid=banner-dot]')!.parentElement!.parentElement!;
        const band = controls.getBoundingClientRect();
        const top = Math.min(...[...controls.children].map((c) => c.getBoundingClientRect().top));
        return [...root.querySelectorAll('[data-testid=banner-slide] [role=img] > span')]
          .map((words) => ({ text: words.textContent, box: words.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.bottom > top && box.top < band.bottom)
          .map(
            ({ text, box }) => `"${text}" ends at ${Math.round(box.bottom)} px, the controls start at ${top}`,
          );
      });
      expect(clashes).toEqual([]);
    },
  );

  it.each(['en', 'tl'])(
    'on a 360 px phone (%s) the winner bar shows its "no wins yet" sentence whole beside its heading',
    async (language) => {
      const { context, page } = await browser.open({ viewport: { width: 360, height: 740 } });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      // Wins may exist on this server already (other journeys play): the ticker is shown an empty list.
      await page.route('**/wps/relay/GCSGAME_getRankList', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: { list: unknown[] } };
        await route.fulfill({ response, json: { ...body, value: { ...body.value, list: [] } } });
      });
      await page.goto('/');
      // Its first sentence ("No wins yet.") ends before the bar's faded last 24 px.
      const overrun = await firstSentenceOverrun(await visible(page, 'winners-empty'));
      expect(overrun, 'pixels of the first sentence past the visible bar').toBeLessThanOrEqual(0);
    },
  );

  it.each(['en', 'tl'])(
    'on a 360 px phone (%s) a winner bar that cannot load says so whole on its line, its retry within the screen',
    async (language) => {
      const { context, page } = await browser.open({ viewport: { width: 360, height: 740 } });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      await page.route('**/wps/relay/GCSGAME_getRankList', (route) =>
        route.fulfill({
          status: 500,
          json: { success: false, code: 'INTERNAL_ERROR', message: 'down', value: null },
        }),
      );
      await page.goto('/');
      const overrun = await firstSentenceOverrun(await visible(page, 'winners-error'));
      expect(overrun, 'pixels of the sentence past the visible bar').toBeLessThanOrEqual(0);
      const retry = page.getByTestId('winner-ticker').getByRole('button');
      const box = (await retry.boundingBox())!;
      expect(box.x + box.width, "the retry button's right edge").toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    },
  );

  it.each(['en', 'tl'])(
    'on a 1366×768 laptop (%s) the first row of games shows below the banners, whose words stay whole',
    async (language) => {
      const size = { width: 1366, height: 768 };
      const { context, page, errors } = await browser.open({ viewport: size });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      await page.goto('/');
      const carousel = await visible(page, 'banner-carousel');
      await visible(page, 'banner-dot');
      const row = page.getByTestId('home-row-hot');
      await row.locator('li, [data-testid="empty-state"]').first().waitFor();
      await settle(page);
      // The first card's picture: a row without games keeps its cards' place (hidden) under its message.
      const picture = await row
        .locator('article, [data-testid="game-skeleton"]')
        .first()
        .evaluate((card) => card.firstElementChild!.getBoundingClientRect().bottom);
      expect(picture).toBeLessThanOrEqual(size.height);
      // Each drawn banner's words lie wholly inside its slide, above the slide controls.
      const cut = await carousel.evaluate((root) => {
        const controls = root.querySelector('[data-testid=banner-dot]')!.parentElement!.parentElement!;
        const top = Math.min(...[...controls.children].map((c) => c.getBoundingClientRect().top));
        return [...root.querySelectorAll<HTMLElement>('[data-testid=banner-slide] [role=img]')].flatMap(
          (art) => {
            const slide = art.getBoundingClientRect();
            return [...art.children]
              .map((words) => ({ text: words.textContent, box: words.getBoundingClientRect() }))
              .filter(
                ({ box }) =>
                  box.top < slide.top ||
                  box.left < slide.left ||
                  box.right > slide.right ||
                  box.bottom > Math.min(top, slide.bottom),
              )
              .map(({ text }) => `"${text}" is cut or under the controls`);
          },
        );
      });
      expect(cut).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('an unknown route shows the home page under the home title', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/');
    await visible(page, 'banner-carousel');
    const homeTitle = await page.title();
    await page.goto('/no-such-page');
    await visible(page, 'banner-carousel');
    await visible(page, 'site-header');
    await expect.poll(() => page.title()).toBe(homeTitle);
    expect(errors).toEqual([]);
  });

  it('the region item of the header menu opens the region selection', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    await (await visible(page, 'language-switch')).click();
    await (await visible(page, 'region-open')).click();
    await visible(page, 'region-modal');
    await page.keyboard.press('Escape');
    await page.getByTestId('region-modal').waitFor({ state: 'hidden' });
  });
});

// Portal touch targets (product rule: at least 40 px): the header's controls (logo, category links, pills), the
// game page's bar, the shared buttons, the help page's topics, a game card's free trial label, the banner
// carousel's pause button, the home rows' view all links, the footer's help links (two columns of them on the phone),
// the slot search, the left menu's links and contacts and the skip link measure 40 px or more (a carousel dot 40 px
// tall, 24 px wide) on a 360 px phone and at 1366 px, in English and Tagalog, and the taller, wider buttons break no
// layout: the page is never wider than the screen, the game page's header included (there the logo gives way to the
// menu button, the categories and the member's controls).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '@suerte/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';
import { overflowOf, settle, trackFetches } from '../support/layout-checks';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];
const TAP_CONTROLS = [
  '.ui-button',
  '.ui-icon-button',
  '.ui-tab',
  '.site-header a',
  '.site-header button',
  '[data-testid^="help-topic-"]',
  '[data-testid="free-trial"]',
  // The banner carousel's pause button, the home rows' view all links, the footer's help links, the slot search.
  '[aria-roledescription="carousel"] > div > button',
  '[data-testid^="home-row-"] header a',
  '.site-footer__links a',
  '[data-testid="slot-search"]',
  // The left menu's links (its contacts included) and the skip link (measured off screen, where it waits).
  '.left-menu a',
  '.skip-link',
].join(', ');
// A carousel's dots sit close together: each gets a 40 px tall, 24 px wide tap area (clear of its neighbours').
const DOTS = '[data-testid$="-dot"]';
// Controls a page brings in after its first quiet moment (the banner carousel, the home rows), waited for by address.
const LATER: Record<string, string[]> = {
  '/': ['[data-testid="banner-dot"]', '[data-testid="home-row-hot"] header a'],
  '/slot-games': ['[data-testid="banner-dot"]'],
};
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');

/** The tap controls shown shorter than 40 px (or narrower than 40 px, 24 px for dots), as readable lines. */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(
    async ([selector, dots]) => {
      // Measured at rest: a dialog still zooming in (the help centre at 1366 px) shows its controls a little smaller.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      return [...document.querySelectorAll<HTMLElement>(`${selector}, ${dots}`)]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          // A tap area may reach beyond the visible control by a positioned ::before (the header's logo mark).
          const before = getComputedStyle(el, '::before');
          const area = before.content !== 'none' && before.position === 'absolute';
          const rect = el.getBoundingClientRect();
          const box = {
            width: Math.max(rect.width, area ? parseFloat(before.width) || 0 : 0),
            height: Math.max(rect.height, area ? parseFloat(before.height) || 0 : 0),
          };
          return { el, box };
        })
        .filter(({ el, box }) => box.height < 40 || box.width < (el.matches(dots) ? 24 : 40))
        .map(({ el, box }) => {
          const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
          return `${el.className} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    },
    [TAP_CONTROLS, DOTS] as const,
  );
}

describe.skipIf(journeysSkipped)('portal touch targets', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  // The portal's pages at two sizes, visitor and member: about 40 s on an idle two-core machine, over 60 s on a busy
  // one; the limit leaves room for that.
  for (const language of ['en', 'tl'])
    it(
      `keeps the tap controls at 40 px and every page within the screen (${language})`,
      { timeout: 180_000 },
      async () => {
        const { context, page, errors } = await browser.open({ ...fromAddress(), viewport: SIZES[0] });
        await trackFetches(context);
        await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
        const problems: string[] = [];
        const walk = async (paths: string[], who: string) => {
          for (const viewport of SIZES) {
            await page.setViewportSize(viewport);
            for (const address of paths) {
              await page.goto(address);
              // The app's own header (the server-written first screen has no controls), then a quiet page.
              await page
                .locator('[data-testid="header-guest"], [data-testid="account-bar"]')
                .first()
                .waitFor({ state: 'visible' });
              await settle(page);
              for (const later of LATER[address] ?? [])
                await page.locator(later).first().waitFor({ state: 'visible' });
              const label = `${who} ${address} ${viewport.width}`;
              mkdirSync(ARTIFACTS, { recursive: true });
              await page.screenshot({
                path: path.join(ARTIFACTS, `portal-taps-${language}-${label.replace(/\W+/g, '-')}.png`),
              });
              for (const small of await smallButtons(page)) problems.push(`${label}: ${small}`);
              if (viewport.width === SIZES[0]!.width && address === '/') {
                // On the phone the footer's help links sit in two columns.
                await page.locator('.site-footer__links a').first().waitFor();
                const columns = await page
                  .locator('.site-footer__links li')
                  .evaluateAll(
                    (items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size,
                  );
                if (columns !== 2) problems.push(`${label}: the footer's help links in ${columns} column(s)`);
              }
              const overflow = await overflowOf(page);
              if (overflow > 0) problems.push(`${label}: ${overflow} px wider than the screen`);
            }
          }
        };
        // A category page: its game cards carry the free trial label; the slots page: the search field.
        await walk(['/', '/help', '/live-casino-games', '/slot-games'], 'visitor');
        await registerByUsername(page, uniqueUsername('tt'), uniquePassword());
        // Play money, so the header's balance shows thousands (a wider balance pill).
        await page.goto('/member/deposit');
        await (await visible(page, 'top-up-preset-1000')).click();
        await (await visible(page, 'top-up-submit')).click();
        await visible(page, 'top-up-result');
        await walk(['/', '/member/deposit', '/member/accountRecord', '/game/lucky-dragon'], 'member');
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
});

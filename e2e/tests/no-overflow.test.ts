// @vitest-environment jsdom
// Phone first (spec §2 routes, product rule): no route makes the document wider than a 360 px phone, logged
// out or in, in any of the five languages; the phone header keeps its controls on screen; the desktop
// header cuts no category off (each shows whole or sits in More). The routes come from the web app's route
// table (see support/route-table for why this file runs in jsdom).
import {
  COOKIES,
  HEADER_CATEGORY_ORDER,
  LOCALES,
  categoriesWithVendors,
  type Locale,
  type VendorGroup,
} from '@suerte/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  MERCHANT,
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';
import { ops } from '../support/ops';
import { routePaths, webRouteTable } from '../support/route-table';
import {
  boxesOf,
  headerCategories,
  hiddenBehindBottomNav,
  navigateInApp,
  overflowOf,
  settle,
  trackFetches,
} from '../support/layout-checks';

const PHONE = { width: 360, height: 740 };
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
/** Spec §9: the header menu shows its categories in groups of 5. */
const HEADER_MENU_GROUP = 5;
const GUEST_CONTROLS = ['menu-button', 'header-login', 'header-register'];
const MEMBER_CONTROLS = ['menu-button', 'account-balance', 'header-deposit', 'account-menu-button'];

interface Whitelabel {
  merchant: { langList: Locale[] };
}

async function servedLanguages(): Promise<string> {
  return (await api<Whitelabel>('/wps/system/whitelabel')).merchant.langList.join(',');
}

/** Waits until the server serves the merchant's new languages (its settings are cached for a moment). */
async function languagesServed(languages: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await servedLanguages()) !== languages) {
    if (Date.now() > deadline) throw new Error(`the server does not serve languages ${languages}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The problems `check` finds once the layout has settled: a resize reflows the header over a few frames (the
 * menu measures itself, then takes the room it measured), which a loaded machine may draw late. A real fault
 * stays and is reported after a few seconds.
 */
async function lastingProblems(page: Page, check: () => Promise<string[]>): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const problems = await check();
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await page.waitForTimeout(250);
  }
}

/** Problems found on one page state, as readable lines (an empty list when all is well). */
async function headerProblems(page: Page, label: string, controls: string[], categories: string[]) {
  const problems: string[] = [];
  await page.setViewportSize(PHONE_390);
  await settle(page);
  const phone = async () => {
    const found: string[] = [];
    const boxes = await boxesOf(page, controls);
    for (const id of controls) {
      const box = boxes.find((b) => b.testId === id);
      if (!box || box.left < 0 || box.right > PHONE_390.width) found.push(`${label} 390: ${id} off-screen`);
      // One line: a wrapped label makes a button about twice its 34–38 px height.
      else if (box.height > 44) found.push(`${label} 390: ${id} wraps (${box.height} px high)`);
    }
    return found;
  };
  problems.push(...(await lastingProblems(page, phone)));
  await page.setViewportSize(PHONE);
  const hidden = await hiddenBehindBottomNav(page);
  if (hidden > 0) problems.push(`${label} 360: ${hidden} px of the page hidden behind the bottom bar`);
  await page.setViewportSize(DESKTOP);
  await settle(page);
  const desktop = async () => {
    const found: string[] = [];
    if ((await boxesOf(page, ['bottom-nav'])).length > 0) found.push(`${label} 1366: bottom bar shown`);
    const header = await headerCategories(page);
    if (header.clipped.length > 0) found.push(`${label} 1366: clipped ${header.clipped.join(', ')}`);
    // A whole group of categories inline (spec §9 header menu groups of 5), logged in too.
    const group = Math.min(HEADER_MENU_GROUP, categories.length);
    if (header.inline.length < group)
      found.push(
        `${label} 1366: ${header.inline.length} categories inline (${header.inline.join(',')}), not ${group}`,
      );
    if (header.all.join(',') !== categories.join(','))
      found.push(`${label} 1366: categories ${header.all.join(',')} instead of ${categories.join(',')}`);
    return found;
  };
  problems.push(...(await lastingProblems(page, desktop)));
  await page.setViewportSize(PHONE);
  return problems;
}

describe.skipIf(journeysSkipped)('no page is wider than the phone', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();
  let languagesBefore = '';

  beforeAll(async () => {
    if (journeysSkipped) return;
    languagesBefore = await servedLanguages();
    await ops('merchant:set', MERCHANT, 'languages', LOCALES.join(','));
    await languagesServed(LOCALES.join(','));
  });
  afterAll(async () => {
    if (!languagesBefore) return;
    await ops('merchant:set', MERCHANT, 'languages', languagesBefore);
    await languagesServed(languagesBefore);
  });

  // About 400 page checks (every route × 5 languages × logged out and in) and five registrations: about 45 s
  // on an idle two-core machine; the limit leaves room for a busy one.
  it(
    'every route at 360×740, logged out and in, in all five languages; header controls and categories fit',
    { timeout: 240_000 },
    async () => {
      const paths = routePaths(await webRouteTable());
      expect(paths).toEqual(expect.arrayContaining(['/', '/elott', '/promotions', '/helpmc']));
      const groups = await api<VendorGroup[]>('/wps/relay/gameVendor');
      const categories = categoriesWithVendors(groups, HEADER_CATEGORY_ORDER);

      // One context per language, logged out first; then a member registers there (a member's saved language
      // wins over the device's at login, so each language has its own) and the same context walks again.
      const checkLanguage = async (language: Locale) => {
        const { context, page } = await browser.open({ viewport: PHONE, ...fromAddress() });
        await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
        await trackFetches(context);
        const problems: string[] = [];
        for (const state of ['out', 'in'] as const) {
          if (state === 'in') await registerByUsername(page, uniqueUsername('wide'), uniquePassword());
          await page.goto('/');
          await visible(page, state === 'in' ? 'account-bar' : 'header-guest');
          for (const path of paths) {
            await navigateInApp(page, path);
            const overflow = await overflowOf(page);
            if (overflow > 0) problems.push(`${language} ${state} ${path}: ${overflow} px too wide`);
          }
          await navigateInApp(page, '/');
          const controls = state === 'in' ? MEMBER_CONTROLS : GUEST_CONTROLS;
          problems.push(...(await headerProblems(page, `${language} ${state}`, controls, categories)));
          const shownIn = await page.evaluate(() => document.documentElement.lang);
          if (shownIn !== language) problems.push(`${language} ${state}: the page is in ${shownIn}`);
        }
        return problems;
      };

      const problems = await Promise.all(LOCALES.map(checkLanguage));
      expect(problems.flat()).toEqual([]);
    },
  );
});

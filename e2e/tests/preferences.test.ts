import { LOCALE_LABEL } from '@suerte/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, journeysSkipped, useBrowser, visible } from '../support/browser';
import { ops } from '../support/ops';

const htmlTheme = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.theme ?? document.documentElement.className);

describe.skipIf(journeysSkipped)('visitor preferences', () => {
  const browser = useBrowser();

  it('switching the language to TY changes the visible text and survives a reload', async () => {
    const { page } = await browser.open();
    const aboutEn = (await api<{ about: string }>('/wps/system/whitelabel', { language: 'en' })).about;
    const aboutTl = (await api<{ about: string }>('/wps/system/whitelabel', { language: 'tl' })).about;
    expect(aboutTl).not.toBe(aboutEn);

    await page.goto('/');
    const footer = await visible(page, 'site-footer');
    await expect.poll(() => footer.textContent()).toContain(aboutEn);
    const menuTextEn = await (await visible(page, 'left-menu')).innerText();

    await (await visible(page, 'language-switch')).click();
    await (await visible(page, 'language-option-tl')).click();
    await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.tl);
    await expect.poll(() => footer.textContent()).toContain(aboutTl);
    await expect.poll(() => page.getByTestId('left-menu').innerText()).not.toBe(menuTextEn);

    await page.reload();
    await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.tl);
    await expect.poll(() => page.getByTestId('site-footer').textContent()).toContain(aboutTl);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^(tl|fil)/);
  });

  it('the Thai region offers TH, which translates the page and survives a reload', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const menuTextEn = await (await visible(page, 'left-menu')).innerText();
    // The desktop header holds the region in its language menu.
    await (await visible(page, 'language-switch')).click();
    await (await visible(page, 'region-open')).click();
    await (await visible(page, 'region-option-SUERTE_TH-th')).click();
    await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.th);
    await expect.poll(() => page.getByTestId('left-menu').innerText()).not.toBe(menuTextEn);
    await page.reload();
    await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.th);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
  });

  it('VI and ID work once the operator offers them, and a withdrawn language resets to EN', async () => {
    await ops('merchant:set', 'SUERTE_PH', 'languages', 'en,tl,vi,id');
    try {
      const { page } = await browser.open();
      await page.goto('/');
      const menuTextEn = await (await visible(page, 'left-menu')).innerText();
      // Each language must change the menu text from the one before (EN, then VI).
      let previous = menuTextEn;
      for (const language of ['vi', 'id'] as const) {
        // The server caches merchant settings for a few seconds; reload until the new languages are offered.
        await expect
          .poll(
            async () => {
              await page.reload();
              await (await visible(page, 'language-switch')).click();
              return page.getByTestId(`language-option-${language}`).count();
            },
            { timeout: 15_000, interval: 500 },
          )
          .toBe(1);
        await page.getByTestId(`language-option-${language}`).click();
        const slow = { timeout: 10_000 };
        await expect.poll(() => page.evaluate(() => document.documentElement.lang), slow).toBe(language);
        await expect.poll(() => page.getByTestId('left-menu').innerText(), slow).not.toBe(previous);
        previous = await page.getByTestId('left-menu').innerText();
      }
      await page.reload();
      await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.id);

      await ops('merchant:set', 'SUERTE_PH', 'languages', 'en,tl');
      await expect
        .poll(
          async () => {
            await page.reload();
            await visible(page, 'left-menu');
            return page.evaluate(() => document.documentElement.lang);
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe('en');
    } finally {
      await ops('merchant:set', 'SUERTE_PH', 'languages', 'en,tl');
    }
  });

  it('switching the theme survives a reload', async () => {
    const { page } = await browser.open({ colorScheme: 'light' });
    await page.goto('/');
    await visible(page, 'site-header');
    const before = await htmlTheme(page);
    expect(before).toMatch(/light/);

    await (await visible(page, 'language-switch')).click();
    await (await visible(page, 'theme-switch')).click();
    await expect.poll(() => htmlTheme(page)).toMatch(/dark/);

    await page.reload();
    await visible(page, 'site-header');
    expect(await htmlTheme(page)).toMatch(/dark/);

    await (await visible(page, 'language-switch')).click();
    await (await visible(page, 'theme-switch')).click();
    await expect.poll(() => htmlTheme(page)).toMatch(/light/);
    await page.reload();
    await visible(page, 'site-header');
    expect(await htmlTheme(page)).toMatch(/light/);
  });
});

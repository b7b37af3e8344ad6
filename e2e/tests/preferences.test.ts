import { LOCALE_LABEL } from '@suerte/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, journeysSkipped, useBrowser, visible } from '../support/browser';

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

  it('switching the theme survives a reload', async () => {
    const { page } = await browser.open({ colorScheme: 'light' });
    await page.goto('/');
    await visible(page, 'site-header');
    const before = await htmlTheme(page);
    expect(before).toMatch(/light/);

    await (await visible(page, 'theme-switch')).click();
    await expect.poll(() => htmlTheme(page)).toMatch(/dark/);

    await page.reload();
    await visible(page, 'site-header');
    expect(await htmlTheme(page)).toMatch(/dark/);

    await (await visible(page, 'theme-switch')).click();
    await expect.poll(() => htmlTheme(page)).toMatch(/light/);
    await page.reload();
    await visible(page, 'site-header');
    expect(await htmlTheme(page)).toMatch(/light/);
  });
});

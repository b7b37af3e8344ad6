import { describe, expect, it } from 'vitest';
import { api, journeysSkipped, useBrowser, visible } from '../support/browser';

const PER_PAGE = 9;

describe.skipIf(journeysSkipped)('announcements', () => {
  const browser = useBrowser();

  it('open by themselves on the first visit and page through the titles, nine per page', async () => {
    const { list } = await api<{ list: { title: string }[] }>('/wps/relay/MCSFE_getListAnnouncements');
    expect(list.length).toBeGreaterThan(PER_PAGE);
    const { page, errors } = await browser.open({ announcementsAutoOpen: true });
    await page.goto('/');
    const modal = await visible(page, 'announcement-modal');
    const titles = modal.getByTestId('announcement-title');
    await expect.poll(() => titles.count()).toBe(PER_PAGE);
    await expect.poll(() => modal.getByTestId('announcement-content').innerText()).toContain(list[0]!.title);

    await titles.nth(1).click();
    await expect.poll(() => modal.getByTestId('announcement-content').innerText()).toContain(list[1]!.title);

    await visible(page, 'pagination');
    await modal.getByTestId('pagination-page-2').click();
    await expect.poll(() => titles.count()).toBe(Math.min(PER_PAGE, list.length - PER_PAGE));
    await expect.poll(() => titles.first().innerText()).toContain(list[PER_PAGE]!.title);

    await modal.getByTestId('pagination-prev').click();
    await expect.poll(() => titles.first().innerText()).toContain(list[0]!.title);
    await modal.getByTestId('pagination-next').click();
    await expect.poll(() => titles.first().innerText()).toContain(list[PER_PAGE]!.title);
    expect(errors).toEqual([]);
  });

  it('close with Escape, do not reopen by themselves on reload, and reopen from the notice bar', async () => {
    const { page } = await browser.open({ announcementsAutoOpen: true });
    await page.goto('/');
    await visible(page, 'announcement-modal');
    await page.keyboard.press('Escape');
    await page.getByTestId('announcement-modal').waitFor({ state: 'hidden' });

    await page.reload();
    await visible(page, 'notice-bar');
    await visible(page, 'home-row-hot');
    expect(await page.getByTestId('announcement-modal').count()).toBe(0);

    await page.getByTestId('notice-bar').click();
    await visible(page, 'announcement-modal');
  });
});

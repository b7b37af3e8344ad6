import { COOKIES } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, journeysSkipped, useBrowser, visible } from '../support/browser';

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

  it('fit a 360 px phone in Tagalog: every title sits inside the sheet, a long one cut with an ellipsis', async () => {
    const { context, page } = await browser.open({
      announcementsAutoOpen: true,
      viewport: { width: 360, height: 740 },
    });
    await context.addCookies([{ name: COOKIES.language, value: 'tl', url: baseUrl }]);
    await page.goto('/');
    const modal = await visible(page, 'announcement-modal');
    await expect.poll(() => modal.getByTestId('announcement-title').count()).toBeGreaterThan(0);
    const outside = await modal.evaluate((sheet) => {
      const body = sheet.querySelector('.ui-modal__body')!;
      const right = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
      return [...sheet.querySelectorAll('[data-testid=announcement-title]')]
        .map((title) => ({
          text: (title as HTMLElement).innerText,
          right: title.getBoundingClientRect().right,
        }))
        .filter((title) => title.right > right + 0.5)
        .map(
          (title) =>
            `${title.text.split('\n')[0]} ends at ${Math.round(title.right)} px, the sheet at ${right}`,
        );
    });
    expect(outside).toEqual([]);
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

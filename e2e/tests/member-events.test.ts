// Live member events: the header balance follows a top-up made by another client, and a login elsewhere shows
// its notice at once, without a reload or a click on the page that watches.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  logInFromHeader,
  registerByUsername,
  shownNickname,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

async function headerBalance(page: Page): Promise<string> {
  const button = page.getByTestId('account-balance');
  if ((await button.getAttribute('data-state')) !== 'ready') return '';
  return ((await button.innerText()) ?? '').trim();
}

/** A demo top-up made by another client holding the member's token (not the page under watch). */
async function topUpFromElsewhere(token: string, amount: number) {
  const response = await fetch(`${baseUrl}/wps/v2/deposits/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount, requestId: `live-${Date.now()}` }),
  });
  const envelope = (await response.json()) as { success: boolean; code: string };
  if (!envelope.success) throw new Error(`top-up answered ${envelope.code}`);
}

describe.skipIf(journeysSkipped)('member events', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('updates the header balance live and shows "logged in elsewhere" as it happens', async () => {
    const { page, errors } = await browser.open(fromAddress());
    // The socket says "ready" once events flow; the top-up is made after that, so nothing can be missed.
    const socketReady = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"type":"ready"')) resolve();
        }),
      ),
    );
    const username = uniqueUsername('live');
    const password = uniquePassword();
    await registerByUsername(page, username, password);
    await expect.poll(() => headerBalance(page)).toBe('₱0.00');
    const token = await page.evaluate(() => window.localStorage.getItem('suerte_token'));
    expect(token).toBeTruthy();

    // The page is left alone: only its event socket can tell it (its fallback poll is a minute away).
    await socketReady;
    await topUpFromElsewhere(token!, 123_400);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('₱1,234.00');

    const other = await browser.open(fromAddress());
    await other.page.goto('/');
    await logInFromHeader(other.page, username, password);
    await expect.poll(() => shownNickname(other.page)).toBe(username);
    await visible(page, 'logged-in-elsewhere');
    expect(await page.getByTestId('account-bar').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

// QR deposit on a phone (390×844): a member asks for a QR Ph code, the demo wallet pays it (a signed provider
// notification to the server), and the balance on the page changes without a reload.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

/** Screenshots for a person to look at; the folder is ignored by git. */
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts');

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).innerText()) ?? '').trim();

describe.skipIf(journeysSkipped)('QR deposit', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('pays a QR Ph code with the demo wallet and sees the balance arrive live', async () => {
    await mkdir(SHOTS, { recursive: true });
    const { page, errors } = await browser.open(fromAddress());
    // Registered where the header shows the nickname it waits for, then the rest on a phone-sized screen.
    await registerByUsername(page, uniqueUsername('qr'), uniquePassword());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/member/deposit');
    await visible(page, 'page-deposit');
    await expect.poll(() => text(page, 'deposit-balance')).toBe('₱0.00');

    // QR Ph is the merchant's first method: chosen at the top.
    const qrMethod = await visible(page, 'deposit-method-qrph');
    expect(await qrMethod.getAttribute('aria-checked')).toBe('true');
    await (await visible(page, 'qr-amount-input')).fill('1500');
    await page.getByTestId('qr-submit').click();

    await visible(page, 'qr-code');
    expect(await text(page, 'qr-amount')).toBe('₱1,500.00');
    expect(await text(page, 'qr-reference')).toMatch(/^Q[A-Z2-9]{11}$/);
    expect(await text(page, 'qr-play-money')).toBe('Play money (demo)');
    const first = await text(page, 'qr-countdown');
    expect(first).toMatch(/^1[45]:\d\d$/);
    await expect.poll(() => text(page, 'qr-countdown'), { timeout: 4_000 }).not.toBe(first);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, 'qr-deposit-390.png'), fullPage: true });

    // A marker that a reload would wipe: the balance must change in this very document.
    await page.evaluate(() => Object.assign(window, { qrJourneyMarker: true }));
    await (await visible(page, 'qr-demo-pay')).click();
    await visible(page, 'qr-paid');
    expect(await text(page, 'qr-paid')).toContain('₱1,500.00 was added to your main wallet');
    await expect.poll(() => text(page, 'deposit-balance'), { timeout: 15_000 }).toBe('₱1,500.00');
    expect(await page.evaluate(() => (window as { qrJourneyMarker?: boolean }).qrJourneyMarker)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'qr-deposit-paid-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

// A new player's payments journey, chained, at 390×844 (a phone) and at 1366×768 (a laptop), each from the
// first page at that size: register (a full-screen sheet on the phone), deposit by QR Ph and see the balance
// arrive live when the simulator pays it, deposit by GCash through the aggregator's checkout, find both in the
// deposit history, open the member centre from a deep link and press Back, then withdraw to GCash with the fee
// shown first, the operator approves, and the member sees it paid. Each step's screenshot is attached to the
// test's result (and kept under e2e/.artifacts/, not in git) for a person to review.
//
// Money: with TEST_DATABASE_URL (as in CI) the journey runs on a real-money deployment of its own (PostgreSQL,
// the built-in simulators standing in for the merchant's QR and e-wallet providers as sandboxes), where the
// withdrawal is paid out. Without it, it runs on the shared demo server with play money, which is never
// withdrawable: the journey then stops after Back (and says so in its annotations).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { journeysSkipped, restingBox, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';
import { realMoneyDeployment } from '../support/real-money';

/** Screenshots for a person to look at; the folder is ignored by git. */
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/payments-journey');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const realMoneyUrl = process.env.TEST_DATABASE_URL;

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().innerText()) ?? '').trim();

/** How much wider than the screen the document is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Screenshots of one journey, numbered in order, attached to the test and kept on disk. */
function recorder(page: Page, viewport: Viewport, annotate: TestContext['annotate']) {
  let step = 0;
  return async (name: string, caption: string) => {
    step += 1;
    // Every step of the journey fits the screen's width.
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const file = path.join(SHOTS, `${viewport.name}-${String(step).padStart(2, '0')}-${name}.png`);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: file });
    await annotate(`${viewport.width}×${viewport.height} step ${step}: ${caption}`, {
      path: file,
      contentType: 'image/png',
    });
  };
}

/** The element lies inside the screen's width (nothing cut off at the sides). */
async function fitsTheScreen(page: Page, testId: string, viewport: Viewport) {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

describe.skipIf(journeysSkipped)('payments journey', () => {
  const browser = useBrowser();
  // The real-money deployment, or the shared demo server (whose captcha is switched off meanwhile).
  const deployment = realMoneyUrl ? realMoneyDeployment(realMoneyUrl) : null;
  if (!deployment) withoutRegisterCaptcha();
  const realMoney = deployment !== null;

  it.for(VIEWPORTS)(
    '$name ($width×$height): register, QR and GCash deposits, deep link and Back, withdrawal to GCash',
    { timeout: 180_000 },
    async (viewport, { annotate }) => {
      const { page, errors } = await browser.open({
        ...fromAddress(),
        viewport: { width: viewport.width, height: viewport.height },
        ...(deployment ? { baseURL: deployment.baseUrl() } : {}),
      });
      const shot = recorder(page, viewport, annotate);
      const password = uniquePassword();

      // 1. Register at this size: on the phone the form is a full-screen sheet.
      await page.goto('/register');
      const sheet = await visible(page, 'register-modal');
      if (viewport.name === 'phone') {
        expect(await restingBox(sheet)).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      }
      await shot('register', 'the register form');
      await registerByUsername(page, uniqueUsername(`pj${viewport.name[0]}`), password);
      await shot('registered', 'registered and logged in: the header shows the balance and Deposit');

      // 2. Deposit by QR Ph from the header's Deposit button; the simulator pays, the balance arrives live.
      await (await visible(page, 'header-deposit')).click();
      await page.waitForURL(/\/member\/deposit$/);
      await expect.poll(() => text(page, 'deposit-balance')).toBe('₱0.00');
      const qrMethod = await visible(page, 'deposit-method-qrph');
      expect(await qrMethod.getAttribute('aria-checked')).toBe('true');
      await (await visible(page, 'qr-amount-input')).fill('1500');
      await page.getByTestId('qr-submit').click();
      await visible(page, 'qr-code');
      expect(await text(page, 'qr-amount')).toBe('₱1,500.00');
      expect(await text(page, 'qr-reference')).toMatch(/^Q[A-Z2-9]{11}$/);
      expect(await page.getByTestId('qr-play-money').count()).toBe(realMoney ? 0 : 1);
      const first = await text(page, 'qr-countdown');
      expect(first).toMatch(/^1[45]:\d\d$/);
      await expect.poll(() => text(page, 'qr-countdown'), { timeout: 4_000 }).not.toBe(first);
      await fitsTheScreen(page, 'qr-code', viewport);
      await page.getByTestId('qr-code').scrollIntoViewIfNeeded();
      await shot('qr-code', 'a QR Ph code for ₱1,500.00 with its reference and countdown');
      // A marker a reload would wipe: the balance must change in this very document.
      await page.evaluate(() => Object.assign(window, { journeyMarker: true }));
      await (await visible(page, 'qr-demo-pay')).click();
      await visible(page, 'qr-paid');
      expect(await text(page, 'qr-paid')).toContain('₱1,500.00 was added to your main wallet');
      await expect.poll(() => text(page, 'deposit-balance'), { timeout: 15_000 }).toBe('₱1,500.00');
      await expect.poll(() => text(page, 'account-balance'), { timeout: 15_000 }).toContain('₱1,500.00');
      expect(await page.evaluate(() => (window as { journeyMarker?: boolean }).journeyMarker)).toBe(true);
      await page.getByTestId('account-balance').scrollIntoViewIfNeeded();
      await shot('qr-paid', 'paid by the simulator: the header balance shows ₱1,500.00 without a reload');

      // 3. Deposit by GCash through the aggregator's checkout (the simulator's page, labelled DEMO).
      await (await visible(page, 'deposit-method-gcash')).click();
      await (await visible(page, 'ewallet-amount')).fill('1000');
      await fitsTheScreen(page, 'ewallet-deposit', viewport);
      await (await visible(page, 'ewallet-submit')).click();
      await page.waitForURL(/\/demo\/aggregator\/checkout\//);
      expect(await text(page, 'demo-banner')).toContain('DEMO');
      await shot('gcash-checkout', "the GCash checkout of the aggregator's simulator");
      await (await visible(page, 'demo-approve')).click();
      await page.waitForURL(/\/member\/deposit\/ewallet\/\d+$/);
      await expect.poll(() => text(page, 'ewallet-status-badge')).toBe('Paid');
      expect(await text(page, 'ewallet-status-text')).toBe(
        realMoney
          ? '₱1,000.00 has been added to your main wallet.'
          : '₱1,000.00 of play money has been added to your main wallet.',
      );
      await fitsTheScreen(page, 'ewallet-status', viewport);
      await shot('gcash-paid', 'back from the checkout: the GCash payment is paid');

      // 4. The deposit history lists both, newest first, with method, status and reference.
      await (await visible(page, 'ewallet-again')).click();
      await expect.poll(() => text(page, 'deposit-balance')).toBe('₱2,500.00');
      const history = await visible(page, 'deposit-list');
      const items = history.locator(':scope > li');
      await expect.poll(() => items.count()).toBe(2);
      expect(await items.nth(0).getAttribute('data-testid')).toMatch(/^deposit-gcash-\d+$/);
      expect(await items.nth(0).innerText()).toMatch(/₱1,000\.00\s+Paid[\s\S]*GCash · reference \S+/);
      expect(await items.nth(1).getAttribute('data-testid')).toMatch(/^deposit-qrph-\d+$/);
      expect(await items.nth(1).innerText()).toMatch(
        /₱1,500\.00\s+Paid[\s\S]*QR Ph · reference Q[A-Z2-9]{11}/,
      );
      await history.scrollIntoViewIfNeeded();
      await shot('deposit-history', 'the deposit history: GCash and QR Ph, both paid');

      // 5. The member centre from a deep link (a full page load), then Back to where the member was.
      await page.goto('/');
      await visible(page, 'home-page');
      await page.goto('/member/accountRecord');
      await visible(page, 'account-record');
      await expect.poll(() => text(page, 'account-balance')).toContain('₱2,500.00');
      await shot('deep-link', 'the account record opened from its address');
      await page.goBack();
      await visible(page, 'home-page');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.getByTestId('member-centre').count()).toBe(0);
      await expect.poll(() => text(page, 'account-balance')).toContain('₱2,500.00');
      await shot('back', 'Back: the home page again, the balance still in the header');

      if (!deployment) {
        await annotate(
          'the withdrawal to GCash is paid out only on a real-money deployment: set TEST_DATABASE_URL to run it',
          'notice',
        );
        expect(errors).toEqual([]);
        return;
      }

      // 6. Withdraw to GCash: a payment password first, then the fee and what arrives before confirming.
      await page.goto('/member/paymentPassword');
      await (await visible(page, 'pp-login')).fill(password);
      await (await visible(page, 'pp-new')).fill('480913');
      await (await visible(page, 'pp-confirm')).fill('480913');
      await (await visible(page, 'pp-submit')).click();
      await visible(page, 'pp-done');
      await page.goto('/member/withdraw');
      await expect.poll(() => text(page, 'withdraw-balance')).toBe('₱2,500.00');
      expect(await page.getByTestId('withdraw-to-gcash').locator('input').isChecked()).toBe(true);
      await (await visible(page, 'withdraw-amount')).fill('500');
      await expect.poll(() => text(page, 'withdraw-fee')).toBe('₱15.00');
      expect(await text(page, 'withdraw-receives')).toBe('₱485.00');
      await page.getByTestId('withdraw-account-name').fill('Juan Dela Cruz');
      await page.getByTestId('withdraw-account-number').fill('0917 123 4567');
      await page.getByTestId('withdraw-password').fill('480913');
      await fitsTheScreen(page, 'withdraw-form', viewport);
      expect(await text(page, 'withdraw-submit')).toBe('Confirm: receive ₱485.00');
      await page.getByTestId('withdraw-submit').scrollIntoViewIfNeeded();
      await shot('withdraw-preview', 'the withdrawal to GCash: ₱15.00 fee, ₱485.00 arrives');
      await page.getByTestId('withdraw-submit').click();
      await visible(page, 'withdraw-result');
      await expect.poll(() => text(page, 'withdraw-balance')).toBe('₱2,000.00');

      // 7. The operator approves; the payout job pays it within seconds and the page says so live.
      const pending = await deployment.ops('withdrawal:list', '--status', 'pending');
      const id = /#(\d+) /.exec(pending)?.[1];
      expect(id).toBeDefined();
      await deployment.ops('withdrawal:approve', id!);
      await expect.poll(() => text(page, `withdrawal-${id}-status`), { timeout: 20_000 }).toBe('Paid');
      expect(await text(page, `withdrawal-${id}-paid`)).toBe('₱485.00 was paid out.');
      await page.getByTestId(`withdrawal-${id}-status`).scrollIntoViewIfNeeded();
      await shot('withdraw-paid', 'the operator approved: ₱485.00 was paid out to GCash');
      expect(errors).toEqual([]);
    },
  );
});

// E-wallet journey on a phone (390×844): deposit by GCash through the demo checkout (play money on the demo
// merchant) and see the balance move; then, on a real-money deployment (PostgreSQL, the aggregator simulator as
// the merchant's sandbox provider), deposit real money the same way, withdraw to GCash with the fee shown
// before confirming, the operator approves with the ops CLI, and the member sees the payout paid.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from '../../scripts/server-process';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

const PHONE = { width: 390, height: 844 };
/** Screenshots for a person to look at; outside the repository. */
const SHOTS = path.join(os.tmpdir(), 'suerte-ewallet-shots');
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).innerText()) ?? '').trim();

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The payment component is never wider than the phone's screen. */
async function fitsTheScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** From the deposit page: GCash, the amount, the demo checkout approved, back on the payment's status page. */
async function depositByGcash(page: Page, amount: string) {
  await page.goto('/member/deposit');
  await (await visible(page, 'deposit-method-gcash')).click();
  await (await visible(page, 'ewallet-amount')).fill(amount);
  await fitsTheScreen(page, 'ewallet-deposit');
  await (await visible(page, 'ewallet-submit')).click();
  await page.waitForURL(/\/demo\/aggregator\/checkout\//);
  expect(await text(page, 'demo-banner')).toContain('DEMO');
  await shot(page, 'checkout');
  await (await visible(page, 'demo-approve')).click();
  await page.waitForURL(/\/member\/deposit\/ewallet\/\d+$/);
  await expect.poll(() => text(page, 'ewallet-status-badge')).toBe('Paid');
}

describe.skipIf(journeysSkipped)('e-wallet on a phone', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('deposits play money by GCash through the demo checkout and the balance moves', async () => {
    const { page, errors } = await browser.open(fromAddress());
    // Registered where the header shows the nickname, then everything else on the phone's screen.
    await registerByUsername(page, uniqueUsername('ewd'), uniquePassword());
    await page.setViewportSize(PHONE);
    await depositByGcash(page, '500');
    expect(await text(page, 'ewallet-status-text')).toBe(
      '₱500.00 of play money has been added to your main wallet.',
    );
    await fitsTheScreen(page, 'ewallet-status');
    await shot(page, 'deposit-status');
    await (await visible(page, 'ewallet-again')).click();
    await expect.poll(() => text(page, 'deposit-balance')).toBe('₱500.00');
    expect(errors).toEqual([]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const SANDBOX = 'sandbox-pay';

/** The operator CLI against the real-money deployment's database. */
async function ops(databaseUrl: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', 'ops', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return stdout;
}

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(journeysSkipped || !adminUrl)('e-wallet withdrawal on a real-money deployment', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let databaseUrl: string;
  let webDir: string;
  const database = `suerte_e2e_ewallet_${Date.now().toString(36)}`;

  beforeAll(async () => {
    // A private copy of the built web app, so a rebuild meanwhile cannot pull files from under this server.
    webDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-e2e-ewallet-web-'));
    await cp(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
    await sql(adminUrl!, `create database ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    server = await startServer({
      label: 'suerte-e2e-ewallet',
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'true',
        PAYMENT_SANDBOX_PROVIDERS: SANDBOX,
        JOB_SCHEDULES: 'withdrawal-payouts=1s',
        SETTINGS_CACHE_SECONDS: '0',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        WEB_DIST_DIR: webDir,
        LOG_LEVEL: 'warn',
      },
    });
    // The test deployment's configuration: a real-money merchant whose e-wallets a sandbox provider settles.
    await sql(
      databaseUrl,
      `insert into payment_providers (code, name, is_demo) values ('${SANDBOX}', 'Sandbox aggregator', false);
       update merchants set is_demo = false where code = 'SUERTE_PH';
       update payment_channels set provider_code = '${SANDBOX}' where merchant_code = 'SUERTE_PH' and method = 'gcash';`,
    );
    await ops(databaseUrl, 'identity:set', 'SUERTE_PH', 'captchaOnRegister', 'off');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sql(adminUrl!, `drop database if exists ${database} with (force)`);
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('withdraws to GCash with the fee shown first; the operator approves and the member sees it paid', async () => {
    const { page, errors } = await browser.open({ ...fromAddress(), baseURL: server.baseUrl });
    const password = uniquePassword();
    await registerByUsername(page, uniqueUsername('eww'), password);
    await page.setViewportSize(PHONE);
    await depositByGcash(page, '1000');
    expect(await text(page, 'ewallet-status-text')).toBe('₱1,000.00 has been added to your main wallet.');

    await page.goto('/member/paymentPassword');
    await (await visible(page, 'pp-login')).fill(password);
    await (await visible(page, 'pp-new')).fill('480913');
    await (await visible(page, 'pp-confirm')).fill('480913');
    await (await visible(page, 'pp-submit')).click();
    await visible(page, 'pp-done');

    await page.goto('/member/withdraw');
    await expect.poll(() => text(page, 'withdraw-balance')).toBe('₱1,000.00');
    expect(await page.getByTestId('withdraw-to-gcash').locator('input').isChecked()).toBe(true);
    await (await visible(page, 'withdraw-amount')).fill('500');
    await expect.poll(() => text(page, 'withdraw-fee')).toBe('₱15.00');
    expect(await text(page, 'withdraw-receives')).toBe('₱485.00');
    await page.getByTestId('withdraw-account-name').fill('Juan Dela Cruz');
    await page.getByTestId('withdraw-account-number').fill('0917 123 4567');
    await page.getByTestId('withdraw-password').fill('480913');
    await fitsTheScreen(page, 'withdraw-form');
    await shot(page, 'withdraw-preview');
    expect(await text(page, 'withdraw-submit')).toBe('Confirm: receive ₱485.00');
    await page.getByTestId('withdraw-submit').click();
    await visible(page, 'withdraw-result');
    await expect.poll(() => text(page, 'withdraw-balance')).toBe('₱500.00');

    const pending = await ops(databaseUrl, 'withdrawal:list', '--status', 'pending');
    const id = /#(\d+) /.exec(pending)?.[1];
    expect(id).toBeDefined();
    await ops(databaseUrl, 'withdrawal:approve', id!);
    // The payout job sends it within a second or two; the member event updates the list and tells the member.
    await expect.poll(() => text(page, `withdrawal-${id}-status`), { timeout: 20_000 }).toBe('Paid');
    expect(await text(page, `withdrawal-${id}-paid`)).toBe('₱485.00 was paid out.');
    await shot(page, 'withdraw-paid');
    expect(errors).toEqual([]);
  }, 120_000);
});

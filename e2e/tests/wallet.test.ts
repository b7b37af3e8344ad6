// Wallet journey (issue 4): a new member of the demo merchant tops up play money, moves part of it to a game
// wallet and back (transfer mode), and finds every movement in the account record with its signed amount and
// the balance after it; the header's balance follows each step.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

/** The demo merchant's game wallets (vendors by code, listed in code order) and the name the page shows. */
const VENDOR = 'SIMVENDOR';
const VENDOR_NAME = 'Simulator Studio (demo)';
const OTHER_VENDOR = 'SUERTE';

const text = async (locator: Locator) => ((await locator.innerText()) ?? '').trim();

/** The header's balance as shown (₱1,000.00), once it is not refreshing. */
async function headerBalance(page: Page): Promise<string> {
  const button = page.getByTestId('account-balance');
  if ((await button.getAttribute('data-state')) !== 'ready') return '';
  return text(button);
}

/** The balance of a game wallet on the Wallet page (its item holds the name, then the amount). */
const vendorBalance = (page: Page, code: string) =>
  text(page.getByTestId(`wallet-${code}`).locator('span').nth(1));
const vendorName = (page: Page, code: string) =>
  text(page.getByTestId(`wallet-${code}`).locator('span').nth(0));

const toastTexts = (page: Page) =>
  page
    .getByTestId('toasts')
    .innerText()
    .catch(() => '');

interface RecordRow {
  type: string;
  wallet: string;
  amount: string;
  sign: string | null;
  balanceAfter: string;
  reference: string;
}

/** The rows of the account record's table as shown, newest first. */
async function recordRows(page: Page): Promise<RecordRow[]> {
  const rows = page.getByTestId('record-row');
  const result: RecordRow[] = [];
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    result.push({
      type: await text(cells.nth(1)),
      wallet: await text(cells.nth(2)),
      amount: await text(cells.nth(3)),
      sign: await cells.nth(3).getAttribute('data-sign'),
      balanceAfter: await text(cells.nth(4)),
      reference: await text(cells.nth(5)),
    });
  }
  return result;
}

/** The legs of one transfer without their order (both are posted in one journal transaction). */
const legs = (rows: RecordRow[]) =>
  rows
    .map(({ type, wallet, amount, sign, balanceAfter }) => ({ type, wallet, amount, sign, balanceAfter }))
    .sort((a, b) => a.wallet.localeCompare(b.wallet));

describe.skipIf(journeysSkipped)('wallet', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('tops up play money, transfers to a game wallet and back, and lists every movement', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('wal');
    await registerByUsername(page, username, uniquePassword());
    await expect.poll(() => headerBalance(page)).toBe('₱0.00');

    // Header "Personal center" → the member centre's overview (/member); its page list leads to Deposit.
    await (await visible(page, 'personal-center')).click();
    await visible(page, 'member-centre');
    await visible(page, 'member-overview');
    await (await visible(page, 'centre-nav-deposit')).click();
    await visible(page, 'page-deposit');
    expect(await page.getByTestId('centre-nav-deposit').getAttribute('aria-current')).toBe('page');
    expect(await text(await visible(page, 'deposit-balance'))).toBe('₱0.00');

    // Deposit: the 1,000.00 preset fills the amount; the top-up lands in the main wallet and in the header.
    await visible(page, 'demo-top-up');
    await (await visible(page, 'top-up-preset-1000')).click();
    expect(await page.getByTestId('top-up-amount').inputValue()).toBe('1,000.00');
    expect(await page.getByTestId('top-up-preset-1000').getAttribute('aria-pressed')).toBe('true');
    await (await visible(page, 'top-up-submit')).click();
    const result = await visible(page, 'top-up-result');
    expect(await text(result)).toBe(
      '₱1,000.00 of play money added. Your main wallet balance is now ₱1,000.00.',
    );
    await expect.poll(() => toastTexts(page)).toContain('₱1,000.00 of play money added');
    await expect.poll(() => text(page.getByTestId('deposit-balance'))).toBe('₱1,000.00');
    await expect.poll(() => headerBalance(page)).toBe('₱1,000.00');
    expect(await page.getByTestId('top-up-amount').inputValue()).toBe('');

    // Wallet: the main wallet holds the top-up, both game wallets are empty; the merchant is in transfer mode.
    await (await visible(page, 'centre-nav-wallet')).click();
    await visible(page, 'wallet-overview');
    expect(await page.getByTestId('wallet-single').count()).toBe(0);
    await expect.poll(() => text(page.getByTestId('wallet-main-balance'))).toBe('₱1,000.00');
    await visible(page, `wallet-${VENDOR}`);
    expect(await vendorName(page, VENDOR)).toBe(VENDOR_NAME);
    expect(await vendorBalance(page, VENDOR)).toBe('₱0.00');
    expect(await vendorBalance(page, OTHER_VENDOR)).toBe('₱0.00');
    // Nothing to recall while every game wallet is empty.
    expect(await page.getByTestId('recall-all').count()).toBe(0);

    // 250.00 from the main wallet to the game wallet.
    expect(await page.getByTestId('transfer-from').inputValue()).toBe('MAIN');
    await page.getByTestId('transfer-to').selectOption(VENDOR);
    await (await visible(page, 'transfer-amount')).fill('250.00');
    await (await visible(page, 'transfer-submit')).click();
    await expect.poll(() => text(page.getByTestId('wallet-main-balance'))).toBe('₱750.00');
    await expect.poll(() => vendorBalance(page, VENDOR)).toBe('₱250.00');
    expect(await vendorBalance(page, OTHER_VENDOR)).toBe('₱0.00');
    await expect
      .poll(() => toastTexts(page))
      .toContain(`₱250.00 transferred from Main wallet to ${VENDOR_NAME}`);
    await expect.poll(() => headerBalance(page)).toBe('₱750.00');
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('');
    await visible(page, 'recall-all');

    // Back again: swap the sides; more than the game wallet holds is refused before anything is sent.
    await (await visible(page, 'transfer-swap')).click();
    expect(await page.getByTestId('transfer-from').inputValue()).toBe(VENDOR);
    expect(await page.getByTestId('transfer-to').inputValue()).toBe('MAIN');
    await page.getByTestId('transfer-amount').fill('300.00');
    await page.getByTestId('transfer-submit').click();
    expect(await text(await visible(page, 'transfer-amount-error'))).toBe(
      'This is more than the balance of the wallet (₱250.00)',
    );
    await page.getByTestId('transfer-amount').fill('100.00');
    await page.getByTestId('transfer-amount-error').waitFor({ state: 'detached' });
    await page.getByTestId('transfer-submit').click();
    await expect.poll(() => text(page.getByTestId('wallet-main-balance'))).toBe('₱850.00');
    await expect.poll(() => vendorBalance(page, VENDOR)).toBe('₱150.00');
    await expect
      .poll(() => toastTexts(page))
      .toContain(`₱100.00 transferred from ${VENDOR_NAME} to Main wallet`);
    await expect.poll(() => headerBalance(page)).toBe('₱850.00');
    expect(await page.getByTestId('transfer-error').count()).toBe(0);

    // Account record: the top-up and both legs of each transfer, newest first, signed, with the balance after.
    await (await visible(page, 'centre-nav-accountRecord')).click();
    await visible(page, 'account-record');
    await visible(page, 'record-table');
    await expect.poll(async () => (await recordRows(page)).length).toBe(5);
    const rows = await recordRows(page);
    expect(await text(page.getByTestId('record-total'))).toBe('5 records in total');

    const back = rows.slice(0, 2);
    const out = rows.slice(2, 4);
    const topUp = rows[4]!;
    expect(legs(back)).toEqual([
      {
        type: 'Transfer',
        wallet: 'Main wallet',
        amount: '+₱100.00',
        sign: 'positive',
        balanceAfter: '₱850.00',
      },
      {
        type: 'Transfer',
        wallet: VENDOR_NAME,
        amount: '-₱100.00',
        sign: 'negative',
        balanceAfter: '₱150.00',
      },
    ]);
    expect(legs(out)).toEqual([
      {
        type: 'Transfer',
        wallet: 'Main wallet',
        amount: '-₱250.00',
        sign: 'negative',
        balanceAfter: '₱750.00',
      },
      {
        type: 'Transfer',
        wallet: VENDOR_NAME,
        amount: '+₱250.00',
        sign: 'positive',
        balanceAfter: '₱250.00',
      },
    ]);
    expect(topUp).toMatchObject({
      type: 'Deposit (play money)',
      wallet: 'Main wallet',
      amount: '+₱1,000.00',
      sign: 'positive',
      balanceAfter: '₱1,000.00',
    });
    // Each leg says where the money went or came from, in words, never an internal id.
    const detailOf = (rows: RecordRow[], wallet: string) => rows.find((r) => r.wallet === wallet)?.reference;
    expect(detailOf(out, 'Main wallet')).toBe(`Transfer to ${VENDOR_NAME}`);
    expect(detailOf(out, VENDOR_NAME)).toBe('Transfer from Main wallet');
    expect(detailOf(back, 'Main wallet')).toBe(`Transfer from ${VENDOR_NAME}`);
    expect(detailOf(back, VENDOR_NAME)).toBe('Transfer to Main wallet');
    expect(topUp.reference).toBe('Play-money top-up');

    // Filtered by type: only the transfers' four legs.
    await page.getByTestId('record-type').selectOption('transfer');
    await page.getByTestId('record-search').click();
    await expect.poll(() => text(page.getByTestId('record-total'))).toBe('4 records in total');
    expect((await recordRows(page)).map((r) => r.type)).toEqual(Array(4).fill('Transfer'));

    // From home, the header's Deposit button leads straight to the centre's Deposit page, with the balance now.
    await page.goto('/');
    await (await visible(page, 'header-deposit')).click();
    await visible(page, 'page-deposit');
    await expect.poll(() => text(page.getByTestId('deposit-balance'))).toBe('₱850.00');
    expect(errors).toEqual([]);
  });
});

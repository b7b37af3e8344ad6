// Identity helpers of the browser journeys: unique members and addresses (all test files share one server and
// its per-address limits), the merchant's identity flags through the operator CLI, and the newest SMS code of
// the development outbox.
import { randomInt } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { api, journeysSkipped, visible } from './browser';
import { ops } from './ops';

/** The default merchant of the demo seed (dialing code +63, 10-digit mobiles, minimum age 21). */
export const MERCHANT = 'SUERTE_PH';
export const DIALING_CODE = '+63';
/** Well over the merchant's minimum age, in the yyyy-MM-dd of the birthday rule (patternId 11). */
export const ADULT_BIRTHDAY = '1990-05-17';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A username the register rule accepts (6–16, letter first, letters and digits) and no other test uses. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${randomText(16 - prefix.length)}`.slice(0, 16);
}

/** A password the register rule accepts (6–20, letters and digits combined). */
export function uniquePassword(): string {
  return `Pw${randomText(8)}7x`;
}

/** A Philippine mobile as typed in the form: ten digits starting with 9. */
export function uniqueMobile(): string {
  return `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

/** A private address of its own for X-Forwarded-For, so per-address limits of other tests do not apply. */
export function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Context options that make the browser a visitor from `address` (the server trusts the loopback proxy). */
export function fromAddress(address = uniqueAddress()) {
  return { extraHTTPHeaders: { 'x-forwarded-for': address } };
}

/** The JSON document an `ops … --json` command printed (npm prints its own banner lines before it). */
function jsonOf<T>(stdout: string): T {
  const line = stdout
    .split('\n')
    .map((l) => l.trim())
    .reverse()
    .find((l) => l.startsWith('[') || l.startsWith('{'));
  if (line === undefined) throw new Error(`no JSON in the output of ops:\n${stdout}`);
  return JSON.parse(line) as T;
}

interface SmsRow {
  id: number;
  phone: string;
  body: string;
  createdAt: string;
}

/**
 * The verification code of the newest text message to `phone` (+63…) in the development SMS outbox, as an
 * operator reads it; waits for the message when it is not there yet.
 */
export async function newestSmsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = jsonOf<SmsRow[]>(await ops('outbox:sms', '--phone', phone, '--limit', '1', '--json'));
        code = rows[0]?.body.match(/\b(\d{4,8})\b/)?.[1];
        return code;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeDefined();
  return code!;
}

interface RegisterSettings {
  flags: Record<string, boolean>;
}

/**
 * Waits until the server answers with the flag's new value (merchant settings are cached for a moment).
 * Runs in hooks too, where expect.poll is not available.
 */
async function flagServed(key: string, on: boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  let served: boolean | undefined;
  while (Date.now() < deadline) {
    served = (await api<RegisterSettings>('/wps/system/setting/register')).flags[key];
    if (served === on) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server still serves ${key}=${String(served)} after 20 s`);
}

/**
 * Sets an identity flag of the merchant and returns what puts it back as it was (the merchant's own value,
 * or the product default when the merchant had none); both wait until the server serves the value.
 */
export async function setIdentityFlag(key: string, on: boolean): Promise<() => Promise<void>> {
  const row = (await ops('identity', MERCHANT))
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cells) => cells[0] === key);
  if (!row || (row[1] !== 'on' && row[1] !== 'off')) throw new Error(`identity flag ${key} not listed`);
  const [, before, source] = row;
  await ops('identity:set', MERCHANT, key, on ? 'on' : 'off');
  await flagServed(key, on);
  return async () => {
    await ops('identity:set', MERCHANT, key, source === 'merchant' ? before! : 'default');
    await flagServed(key, before === 'on');
  };
}

/**
 * Opens the login dialog from the header and logs in with a username (or mobile) and password. A dialog the app
 * has opened by itself is used as it is: a call refused as the session ended (another tab logged out while it
 * was in flight) asks the member to log in again.
 */
export async function logInFromHeader(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByTestId('login-modal');
  if (!(await dialog.isVisible())) {
    // The dialog may still open by itself while the button is clicked: its backdrop then takes the click.
    await (await visible(page, 'header-login')).click().catch(async (err: unknown) => {
      if (!(await dialog.isVisible())) throw err;
    });
  }
  await visible(page, 'login-modal');
  await (await visible(page, 'login-username')).fill(username);
  await (await visible(page, 'login-password')).fill(password);
  await (await visible(page, 'login-submit')).click();
}

/** The text of the logged-in header's name, once the account bar shows. */
export async function shownNickname(page: Page): Promise<string> {
  return ((await (await visible(page, 'account-nickname')).textContent()) ?? '').trim();
}

/**
 * The name the logged-in header shows for the member, at any width: in the bar where there is room, in the
 * avatar menu on a phone (opened to read it, then closed).
 */
export async function headerMemberName(page: Page): Promise<string> {
  await visible(page, 'account-bar');
  const nickname = page.getByTestId('account-nickname');
  if (await nickname.isVisible()) return ((await nickname.textContent()) ?? '').trim();
  await (await visible(page, 'account-menu-button')).click();
  const menu = await visible(page, 'account-menu');
  const name = ((await menu.locator('p').first().textContent()) ?? '').trim();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return name;
}

/**
 * Registration without a captcha while the calling describe's journeys run (a browser test cannot read a
 * captcha image): switches captchaOnRegister off before its tests and puts it back after them.
 */
export function withoutRegisterCaptcha(): void {
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (journeysSkipped) return;
    restore = await setIdentityFlag('captchaOnRegister', false);
  });
  afterAll(async () => {
    await restore?.();
  });
}

/**
 * Registers a new member by username from /register, at the page's own size (a full-screen sheet on a phone);
 * returns once the header shows them.
 */
export async function registerByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/register');
  await visible(page, 'register-modal');
  await (await visible(page, 'register-tab-username')).click();
  const form = await visible(page, 'register-form-username');
  for (const [name, value] of [
    ['username', username],
    ['password', password],
    ['confirmPassword', password],
    ['birthday', ADULT_BIRTHDAY],
  ] as const) {
    const input = form.locator(`input[name="${name}"]`);
    await input.waitFor({ state: 'visible' });
    await input.fill(value);
  }
  // The terms are not accepted for the visitor: tick them.
  await form.getByTestId('register-field-agreement').locator('input').check();
  // What the page asked the server after the click, and when the answers came: said if the form stays open.
  const started = Date.now();
  const calls: string[] = [];
  const note = (what: string) => (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/'))
      calls.push(`${Date.now() - started} ms ${what} ${request.url()}`);
  };
  const [asked, answered, failed] = [note('asked'), note('answered'), note('failed')];
  page.on('request', asked).on('requestfinished', answered).on('requestfailed', failed);
  await (await visible(page, 'register-submit')).click();
  const modal = page.getByTestId('register-modal');
  await modal.waitFor({ state: 'detached' }).catch(async (err: unknown) => {
    // Say what the form shows (a refusal, a field message) rather than only that it stayed open.
    const shown = await modal.innerText({ timeout: 2000 }).catch(() => '(gone)');
    throw new Error(
      `registration of ${username} did not finish; the form shows: ${shown}\ncalls:\n${calls.join('\n')}`,
      { cause: err },
    );
  });
  page.off('request', asked).off('requestfinished', answered).off('requestfailed', failed);
  expect(await headerMemberName(page)).toBe(username);
}

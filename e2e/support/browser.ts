// One Chromium per test file, a fresh context (cookies, storage) per test, and helpers the journeys share.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumPath, journeyServer } from './provided';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** True when global setup found no browser: every journey is then skipped with the printed reason. */
export const journeysSkipped = inject('browserSkipReason') !== null;

export const baseUrl = journeyServer().baseUrl;

/** The announcements open by themselves once per browser session; this session-storage flag says they did. */
const ANNOUNCEMENTS_AUTO_OPENED_KEY = 'suerte_announcements_auto_opened';

export interface PageOptions extends BrowserContextOptions {
  /** Let the announcements open by themselves (default: they count as already shown). */
  announcementsAutoOpen?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors the page threw so far. */
  errors: Error[];
}

export interface BrowserSession {
  /** A new context and page; closed after the test. */
  open(options?: PageOptions): Promise<OpenedPage>;
}

/** Registers the hooks of a test file: launch Chromium once, close every context after its test. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (journeysSkipped) return;
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options = {}) {
      if (!browser) throw new Error('Chromium is not running');
      const { announcementsAutoOpen = false, ...contextOptions } = options;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1366, height: 900 },
        colorScheme: 'light',
        locale: 'en-US',
        ...contextOptions,
      });
      contexts.push(context);
      if (!announcementsAutoOpen) {
        await context.addInitScript(
          (key) => window.sessionStorage.setItem(key, '1'),
          ANNOUNCEMENTS_AUTO_OPENED_KEY,
        );
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      return { context, page, errors };
    },
  };
}

/** GET or POST (relay) an API call on the server under test and return the envelope's value. */
export async function api<T>(path: string, init: { body?: unknown; language?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': init.language ?? 'en' };
  const request: RequestInit = { headers };
  if (init.body !== undefined || path.startsWith('/wps/relay/')) {
    headers['content-type'] = 'application/json';
    request.method = 'POST';
    request.body = JSON.stringify(init.body ?? {});
  }
  const response = await fetch(`${baseUrl}${path}`, request);
  const envelope = (await response.json()) as { success: boolean; code: string; value: T };
  if (!envelope.success) throw new Error(`${path} answered ${envelope.code}`);
  return envelope.value;
}

/** Waits until the element with this data-testid is visible and returns its locator. */
export async function visible(page: Page, testId: string) {
  const locator = page.getByTestId(testId).first();
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/**
 * Where an element rests once its entrance animations (a sheet sliding in, a fade) have finished, in whole
 * pixels (a transform leaves fractions of a pixel behind).
 */
export async function restingBox(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(
      el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await locator.boundingBox();
  return (
    box && {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    }
  );
}

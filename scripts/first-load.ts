// What a page really fetches on its first load, read from Chromium's network events: every script with its
// transferred (compressed) size, split into the first load (requested before the page fired `load` and then
// kept the network quiet for a moment) and what it fetched afterwards.
import { chromium, type Browser, type CDPSession } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface FetchedScript {
  url: string;
  /** Bytes on the wire: compressed body plus response headers, as Chromium counts them. */
  bytes: number;
}

export interface FirstLoad {
  /** Scripts requested before the page had loaded and gone quiet. */
  firstLoad: FetchedScript[];
  /** Scripts requested in the observation time after that (deferred code). */
  later: FetchedScript[];
}

export interface FirstLoadOptions {
  viewport?: { width: number; height: number };
  /** How long no request may be in flight after `load` before the first load counts as over. */
  quietMs?: number;
  /** How long to keep watching after the first load, to list deferred scripts. */
  laterMs?: number;
  timeoutMs?: number;
}

interface Request {
  url: string;
  type: string;
  firstLoad: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tracks the page's requests: which are in flight and, once finished, their transferred size. */
function trackRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  const inFlight = new Set<string>();
  const finished: (Request & { bytes: number })[] = [];
  let firstLoadOver = false;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      firstLoad: !firstLoadOver,
    });
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) finished.push({ ...request, bytes: event.encodedDataLength });
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  return {
    quietFor: () => (inFlight.size === 0 ? Date.now() - lastActivity : 0),
    endFirstLoad: () => {
      firstLoadOver = true;
    },
    scripts: (firstLoad: boolean): FetchedScript[] =>
      finished
        .filter((r) => r.type === 'Script' && r.firstLoad === firstLoad)
        .map(({ url, bytes }) => ({ url, bytes })),
  };
}

/** Opens `url` in a fresh context (cold cache) and records the scripts it fetches. */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: FirstLoadOptions = {},
): Promise<FirstLoad> {
  const {
    viewport = { width: 390, height: 844 },
    quietMs = 500,
    laterMs = 3000,
    timeoutMs = 60_000,
  } = options;
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const tracker = trackRequests(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    while (tracker.quietFor() < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url} did not go quiet within ${timeoutMs / 1000} s`);
      await sleep(50);
    }
    tracker.endFirstLoad();
    await sleep(laterMs);
    return { firstLoad: tracker.scripts(true), later: tracker.scripts(false) };
  } finally {
    await context.close();
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const totalBytes = (scripts: readonly FetchedScript[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

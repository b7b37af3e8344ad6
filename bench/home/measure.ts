// One cold page load in Chromium on Lighthouse's mobile profile, driven over CDP: slow 4G, a 4× slower CPU,
// a 390×844 phone screen and an empty cache. Reads FCP, LCP, CLS and the long tasks from the page's own
// performance observers, and the bytes transferred from Chromium's network events.
import type { Browser, CDPSession } from 'playwright-core';

/** Lighthouse's "slow 4G" (devtools throttling): 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up. */
export const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
} as const;
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 } as const;

export interface LoadMetrics {
  fcpMs: number;
  lcpMs: number;
  /** What the largest contentful paint was: tag and image URL or the start of its text. */
  lcpElement: string;
  /** Total blocking time: the part beyond 50 ms of each long task after FCP, until load and quiet. */
  tbtMs: number;
  /** Largest session window of layout shifts (the web-vitals definition). */
  cls: number;
  transferredBytes: number;
  scriptBytes: number;
  requests: number;
}

// Runs in the page before any of its scripts: the observers buffer everything from navigation start. A string,
// not a function: the TypeScript loader would wrap named inner functions in a helper the page does not have.
const OBSERVERS = `
  window.__perf = { paint: [], lcp: [], shift: [], long: [] };
  // The largest paint's element is described at once: it may be gone from the page by the time it is read.
  const describe = (e) =>
    e.element ? e.element.tagName.toLowerCase() + ' ' + (e.url || (e.element.textContent || '').trim().slice(0, 40)) : 'none';
  const keep = { lcp: (e) => ({ startTime: e.startTime, what: describe(e) }) };
  for (const [type, key] of [['paint', 'paint'], ['largest-contentful-paint', 'lcp'], ['layout-shift', 'shift'], ['longtask', 'long']]) {
    const map = keep[key] || ((e) => e);
    new PerformanceObserver((list) => window.__perf[key].push(...list.getEntries().map(map))).observe({ type, buffered: true });
  }
`;

interface RawEntries {
  fcp: number;
  lcp: number;
  lcpElement: string;
  shifts: { startTime: number; value: number }[];
  longTasks: { startTime: number; duration: number }[];
}

/** Runs in the page (the bench compiles without the DOM's types, so the entries are typed here). */
function readEntries(): RawEntries {
  interface Entry {
    name: string;
    startTime: number;
    duration: number;
    value: number;
    hadRecentInput: boolean;
    what: string;
  }
  const perf = (globalThis as unknown as { __perf: Record<'paint' | 'lcp' | 'shift' | 'long', Entry[]> })
    .__perf;
  const fcp = perf.paint.find((e) => e.name === 'first-contentful-paint')?.startTime ?? NaN;
  const last = perf.lcp.at(-1);
  return {
    fcp,
    lcp: last?.startTime ?? NaN,
    lcpElement: last?.what ?? 'none',
    shifts: perf.shift
      .filter((e) => !e.hadRecentInput)
      .map((e) => ({ startTime: e.startTime, value: e.value })),
    longTasks: perf.long.map((e) => ({ startTime: e.startTime, duration: e.duration })),
  };
}

/** CLS as web-vitals counts it: shifts less than 1 s apart form a window of at most 5 s; the largest window wins. */
export function largestShiftWindow(shifts: readonly { startTime: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Lighthouse's TBT: of each long task after FCP (clipped at FCP), the time beyond 50 ms. */
export function totalBlockingTime(
  longTasks: readonly { startTime: number; duration: number }[],
  fcp: number,
) {
  let total = 0;
  for (const task of longTasks) {
    const end = task.startTime + task.duration;
    if (end <= fcp) continue;
    const blocking = end - Math.max(task.startTime, fcp) - 50;
    if (blocking > 0) total += blocking;
  }
  return total;
}

function trackNetwork(cdp: CDPSession) {
  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  const totals = { transferred: 0, scripts: 0, requests: 0, lastActivity: Date.now() };
  cdp.on('Network.requestWillBeSent', (e) => {
    types.set(e.requestId, e.type ?? '');
    inFlight.add(e.requestId);
    totals.requests += 1;
    totals.lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    totals.transferred += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') totals.scripts += e.encodedDataLength;
    inFlight.delete(e.requestId);
    totals.lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    totals.lastActivity = Date.now();
  });
  return { totals, quietForMs: () => (inFlight.size ? 0 : Date.now() - totals.lastActivity) };
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export interface LoadOptions {
  /** Network quiet after `load` that ends the measurement (Lighthouse waits for network and CPU quiet too). */
  quietMs?: number;
  timeoutMs?: number;
  /** Called at these milliseconds after navigation starts, e.g. to take screenshots while it loads. */
  during?: { atMs: number; run: (page: import('playwright-core').Page) => Promise<void> }[];
}

/** Loads `url` once, cold, on the throttled phone profile, and returns its metrics. */
export async function measureLoad(
  browser: Browser,
  url: string,
  options: LoadOptions = {},
): Promise<LoadMetrics> {
  const { quietMs = 2000, timeoutMs = 90_000, during = [] } = options;
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const network = trackNetwork(cdp);
    const started = Date.now();
    const timed = during.map(async ({ atMs, run }) => {
      await new Promise((resolve) => setTimeout(resolve, atMs));
      await run(page).catch(() => undefined);
    });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    while (network.quietForMs() < quietMs) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`${url} did not go quiet within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(timed);
    const raw = await page.evaluate(readEntries);
    return {
      fcpMs: raw.fcp,
      lcpMs: raw.lcp,
      lcpElement: raw.lcpElement,
      tbtMs: totalBlockingTime(raw.longTasks, raw.fcp),
      cls: largestShiftWindow(raw.shifts),
      transferredBytes: network.totals.transferred,
      scriptBytes: network.totals.scripts,
      requests: network.totals.requests,
    };
  } finally {
    await context.close();
  }
}

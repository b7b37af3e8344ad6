import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFirstLoad, judgeFirstLoad } from './check-budget';
import { launchChromium, measureFirstLoad } from './first-load';

// Random base64 barely compresses (to about three quarters): each chunk costs nearly its size on the wire.
const incompressible = (kilobytes: number) => `/* ${randomBytes(kilobytes * 768).toString('base64')} */`;

/** A page like the built app: index.html names one entry; the entry imports a route chunk at start-up. */
const files: Record<string, string> = {
  '/': '<!doctype html><html><body><div id="root"></div><script type="module" src="/entry.js"></script></body></html>',
  '/entry.js': `${incompressible(20)}\nsetTimeout(() => import('/route.js'), 100);`,
  '/route.js': `${incompressible(40)}\ndocument.getElementById('root').textContent = 'ready';`,
  '/late.html':
    '<!doctype html><html><body><script type="module">setTimeout(() => import("/entry.js"), 1500);</script></body></html>',
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) return response.writeHead(404).end();
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('first-load budget, measured in Chromium', () => {
  it('counts the chunks the page imports at start-up, not only those index.html names, and fails over budget', async () => {
    const verdict = await checkFirstLoad(`${origin}/`, 30 * 1024, { laterMs: 0 });
    expect(verdict.report.join('\n')).toMatch(/\/entry\.js[\s\S]*\/route\.js/);
    expect(verdict.total).toBeGreaterThan(40 * 1024);
    expect(verdict.withinBudget).toBe(false);
    expect(verdict.report.at(-1)).toMatch(/OVER the budget of 30\.0 KB/);
  });

  it('passes when the real load fits the budget', async () => {
    const verdict = await checkFirstLoad(`${origin}/`, 100 * 1024, { laterMs: 0 });
    expect(verdict.withinBudget).toBe(true);
  });

  it('lists a script fetched after the page went quiet apart, without counting it', async () => {
    const browser = await launchChromium();
    try {
      const load = await measureFirstLoad(browser, `${origin}/late.html`, { quietMs: 500, laterMs: 2500 });
      expect(load.firstLoad).toEqual([]);
      expect(load.later.map((s) => new URL(s.url).pathname)).toEqual(['/entry.js', '/route.js']);
      expect(judgeFirstLoad(load).withinBudget).toBe(false);
    } finally {
      await browser.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { buildTestApp, envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const webDir = path.resolve(import.meta.dirname, '../../web');

interface Resource {
  resourceType: string;
  groupName: string;
  url: string;
  title: string;
}

describe("the home page's first screen in the served page", () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-dist-'));
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, host = 'ph.suerte.example') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it("draws the merchant's logo, first home banner and name, as the site configuration has them", async () => {
    const site = await app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'ph.suerte.example' },
    });
    const { merchant, resources } = envelope<{ merchant: { name: string }; resources: Resource[] }>(
      site,
    ).value;
    const banner = resources.find((r) => r.resourceType === 'BANNER' && r.groupName === 'w_home')!;
    const logo = resources.find((r) => r.resourceType === 'LOGO')!;
    expect(banner).toBeDefined();

    for (const url of ['/', '/home', '/index']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<div id="root"></div><style>');
      expect(html).toContain(`<h1 class="fs-h1">${merchant.name}</h1>`);
      expect(html).toContain(`<img class="fs-logo" src="${logo.url}"`);
      expect(html).toContain(`<img class="fs-banner" src="${banner.url}"`);
      expect(html).toContain('fetchpriority="high"');
    }
  });

  it('is not written on other pages', async () => {
    for (const url of ['/member/deposit', '/register', '/slot']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('first-screen');
    }
  });

  it('is not written while the site is closed (the app shows the maintenance page)', async () => {
    await handle.db
      .updateTable('merchants')
      .set({ maintenance_enabled: true, maintenance_until: null })
      .where('code', '=', 'SUERTE_PH')
      .execute();
    try {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('first-screen');
    } finally {
      await handle.db
        .updateTable('merchants')
        .set({ maintenance_enabled: false })
        .where('code', '=', 'SUERTE_PH')
        .execute();
    }
    expect((await page('/')).body).toContain('id="first-screen"');
  });
});

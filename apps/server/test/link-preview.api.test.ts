import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { buildTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const webDir = path.resolve(import.meta.dirname, '../../web');

/** The content of the <meta> tag named by property or name. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('link previews of the served page', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-dist-'));
    // The app's real page template and preview image, as the build copies them.
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    fs.copyFileSync(path.join(webDir, 'public/og-image.png'), path.join(dist, 'og-image.png'));
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (host: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: '/', headers: { host, accept: 'text/html' } });

  it('names the merchant of the host in the title, Open Graph and Twitter card tags', async () => {
    const res = await page('th.suerte.example');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Suerte Thailand</title>');
    expect(metaContent(html, 'og:title')).toBe('Suerte Thailand');
    expect(metaContent(html, 'og:site_name')).toBe('Suerte Thailand');
    expect(metaContent(html, 'twitter:title')).toBe('Suerte Thailand');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:description')).toMatch(
      /^Suerte Thailand \(demo\) is a play-money demonstration/,
    );
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:image')).toBe('http://th.suerte.example/og-image.png');
    expect(metaContent(html, 'twitter:image')).toBe('http://th.suerte.example/og-image.png');

    const other = await page('ph.suerte.example');
    expect(metaContent(other.body, 'og:title')).toBe('Suerte Philippines');
  });

  it('serves the preview image it names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/og-image.png',
      headers: { host: 'ph.suerte.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('answers HEAD / with 200 and no body', async () => {
    const res = await page('ph.suerte.example', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it("escapes a merchant's name, and keeps an odd Host header out of the image URL", async () => {
    await handle.db
      .updateTable('merchants')
      .set({ name: '"><script>alert(1)</script>' })
      .where('code', '=', 'SUERTE_TH')
      .execute();
    try {
      const html = (await page('th.suerte.example')).body;
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(metaContent(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    } finally {
      await handle.db
        .updateTable('merchants')
        .set({ name: 'Suerte Thailand' })
        .where('code', '=', 'SUERTE_TH')
        .execute();
    }
    const odd = await page('localhost/"><b>x');
    expect(odd.body).not.toContain('<b>x');
    expect(metaContent(odd.body, 'og:image')).toBe('/og-image.png');
  });
});

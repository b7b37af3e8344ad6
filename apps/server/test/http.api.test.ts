import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { foreground } from '../src/lib/foreground.js';
import { buildTestApp, envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe('HTTP conventions', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Suerte</title>');
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('tells the process that requests are arriving, so that its jobs take smaller steps', async () => {
    const noted = vi.spyOn(foreground, 'noteRequest');
    try {
      await app.inject({ method: 'GET', url: '/wps/nothing/here' });
      expect(noted).toHaveBeenCalledTimes(1);
      expect(foreground.busy()).toBe(true);
    } finally {
      noted.mockRestore();
    }
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/nothing/here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.', value: null });
  });

  it('serves index.html for any page path (history mode), never cached', async () => {
    for (const url of ['/', '/slot-games', '/help', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      // The page, titled with the name of the merchant the host belongs to (the default one here).
      expect(res.body).toContain('<title>Suerte Philippines</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD of a page like GET, without a body', async () => {
    // A browser, `curl -I` and link-preview crawlers (Accept: */*).
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/slot-games', 'text/html'],
      ['/', '*/*'],
    ] as const) {
      const res = await app.inject({ method: 'HEAD', url, headers: { accept } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe('');
    }
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends them with API answers and errors, but not to vendors on the wallet API', async () => {
    const relay = await app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: {} });
    expect(relay.statusCode).toBe(200);
    expect(relay.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    const refused = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { x: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
    const vendor = await app.inject({ method: 'POST', url: '/vendor/v1/SUERTE/balance', payload: {} });
    expect(vendor.statusCode).toBeGreaterThanOrEqual(400);
    expect(vendor.headers['content-security-policy']).toBeUndefined();
    expect(vendor.headers['x-frame-options']).toBeUndefined();
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not the page', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/assets/missing.js', headers: { accept: '*/*' } });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('rejects malformed JSON with VALIDATION_FAILED', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('VALIDATION_FAILED');
  });

  it('rejects bodies over the size limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/system/language',
      '/wps/relay/gameVendor',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/hotGamesV2',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/wps/relay/MCSFE_getListAnnouncements'].post.requestBody).toBeDefined();
  });

  it('reports liveness and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves generated SVG media and refuses other names', async () => {
    const ok = await app.inject({ method: 'GET', url: '/media/banner/welcome-to-suerte.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((await app.inject({ method: 'GET', url: '/media/banner/..%2Fsecret.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/unknown/x.svg' })).statusCode).toBe(404);
  });
});

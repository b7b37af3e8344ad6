import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { buildTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const webDir = path.resolve(import.meta.dirname, '../../web');

describe('the studio game page', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-dist-'));
    // The app's two real page templates, as the build writes them.
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    fs.copyFileSync(path.join(webDir, 'studio.html'), path.join(dist, 'studio.html'));
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers the game and rules addresses with the studio page, not the portal', async () => {
    for (const url of [
      '/studio/play/lucky-dragon?token=t&player=p&currency=PHP',
      '/studio/play/jade-temple?demo=1',
      '/studio/rules/lucky-dragon',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="studio"></div>');
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves every other page to the portal', async () => {
    for (const url of ['/', '/game/lucky-dragon?vendor=SUERTE', '/studio/play/a/b', '/studio']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildEnv, webBuildStaleReason } from './web-build.mjs';

let root: string;

async function write(file: string, secondsAgo: number): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(target, time, time);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'web-build-test-'));
  await write('apps/web/index.html', 100);
  await write('apps/web/src/main.tsx', 100);
  await write('packages/contracts/src/index.ts', 100);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('web build staleness', () => {
  it('is stale when there is no build', () => {
    expect(webBuildStaleReason(root)).toBe('apps/web/dist is missing');
  });

  it('is fresh when the build is newer than every source', async () => {
    await write('apps/web/dist/index.html', 10);
    await write('apps/web/dist/studio.html', 10);
    expect(webBuildStaleReason(root)).toBeNull();
  });

  it('is stale when the studio game page was not built', async () => {
    await write('apps/web/dist/index.html', 10);
    expect(webBuildStaleReason(root)).toBe('apps/web/dist/studio.html is missing');
  });

  it.each([
    'apps/web/src/features/x/deep/file.tsx',
    'apps/web/index.html',
    'packages/contracts/src/games.ts',
  ])('is stale when %s changed after the build', async (file) => {
    await write('apps/web/dist/index.html', 10);
    await write('apps/web/dist/studio.html', 10);
    await write(file, 1);
    expect(webBuildStaleReason(root)).toMatch(/changed since the last build/);
  });
});

describe('web build environment', () => {
  it('always builds for production, even under the test runner', () => {
    const env = webBuildEnv({ NODE_ENV: 'test', PATH: '/bin' });
    expect(env.NODE_ENV).toBe('production');
    expect(env.PATH).toBe('/bin');
  });
});

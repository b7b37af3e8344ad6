// `npm start` and scripts/start.mjs stop the server they started when they are told to stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from './server-process.js';

const started: { starter: ChildProcess; dataDir: string }[] = [];

afterEach(async () => {
  for (const { starter, dataDir } of started.splice(0)) {
    // The starter leads its own process group: whatever it left behind goes with it.
    try {
      if (starter.pid) process.kill(-starter.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

async function listening(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function start(command: string, args: string[]) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-start-'));
  const port = await freePort();
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const starter = spawn(command, args, { cwd: repoRoot, env, stdio: 'ignore', detached: true });
  started.push({ starter, dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  expect(await waitFor(() => listening(baseUrl), 150_000)).toBe(true);
  return { starter, baseUrl };
}

describe('stopping the starter', () => {
  it('SIGTERM to `npm start` stops the server', async () => {
    const { starter, baseUrl } = await start('npm', ['start']);
    const exited = exitOf(starter);
    starter.kill('SIGTERM');
    await exited;
    expect(await waitFor(async () => !(await listening(baseUrl)), 20_000)).toBe(true);
  }, 200_000);

  it('SIGTERM to scripts/start.mjs stops the server and exits with its code', async () => {
    const { starter, baseUrl } = await start(process.execPath, ['scripts/start.mjs']);
    const exited = exitOf(starter);
    starter.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await listening(baseUrl)).toBe(false);
  }, 200_000);
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function run(env: Record<string, string>) {
  // As `npm start` runs it: one Node process with tsx's loader, so a signal reaches the server itself. (The tsx
  // command runs the server in a child process and relays signals to it, but kills it when the child does not
  // confirm the signal within 30 ms: on a busy machine that turned a graceful stop into exit code 143.)
  // Its own process group, so that a failed test ends whatever it started (see `stop`).
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Ends whatever a test left running, however the test ended: the whole process group, at once. The group
 * outlives its leader, so it is killed even when the leader has exited.
 */
function stop(proc: ReturnType<typeof run>) {
  try {
    if (proc.child.pid !== undefined) process.kill(-proc.child.pid, 'SIGKILL');
  } catch {
    // Nothing left in the group.
  }
}

describe('server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a bad setting, naming it', async () => {
    const proc = run({ PORT: 'eighty', DATA_DIR: dataDir });
    try {
      expect(await proc.exited).toBe(2);
      expect(proc.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
    } finally {
      stop(proc);
    }
  });

  it('starts on a fresh embedded database, serves, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const proc = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      let ready = false;
      // A fresh embedded database migrates and seeds first; on a busy machine that takes a while.
      const deadline = Date.now() + 90_000;
      while (!ready && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
      }
      expect(ready, proc.output()).toBe(true);
      const status = await (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).json();
      expect(status).toMatchObject({ success: true, value: { status: 0, merchantCode: 'SUERTE_PH' } });
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    } finally {
      stop(proc);
    }
  }, 150_000);
});

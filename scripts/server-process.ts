// Starts the real server as a child process on a free port with its own temporary data folder, for browser
// journeys and benchmarks. It runs the server exactly as `npm start` does (Node with tsx's loader).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerOptions {
  /** Extra environment for the server (DATABASE_URL, TRUSTED_PROXIES...); LOG_LEVEL defaults to warn. */
  env?: Record<string, string>;
  /** Prefix of the temporary DATA_DIR. */
  label?: string;
  /** A DATA_DIR of the caller's instead of a temporary one (kept on stop), e.g. to restart on the same one. */
  dataDir?: string;
  readyTimeoutMs?: number;
  /** Receives the server's output; by default only the tail is kept and printed when the start fails. */
  onOutput?: (chunk: string) => void;
  /** Extra Node flags, e.g. ['--cpu-prof'] to profile the server under a benchmark. */
  nodeArgs?: readonly string[];
}

export interface RunningServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The server process itself (node), e.g. for its pid or to kill it with SIGKILL. */
  readonly child: ChildProcess;
  /** True while the server process has not exited. */
  alive(): boolean;
  /** The tail of the server's output (the last 8,000 characters). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after a grace period) and deletes its temporary data folder. */
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 15_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  readyPath = '/readyz',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(`${baseUrl}${readyPath}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

export function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startProcess('apps/server/src/server.ts', '/readyz', options);
}

/**
 * Starts Suerte Studio as its own process (`npm run studio`) on a free port; `env` gives it the portal's address,
 * the vendor's secret and its database (STUDIO_PORTAL_URL, STUDIO_SIGNING_SECRET, STUDIO_DATABASE_URL).
 */
export function startStudio(options: ServerOptions = {}): Promise<RunningServer> {
  return startProcess('apps/server/src/studio-server.ts', '/healthz', {
    label: 'suerte-studio',
    ...options,
  });
}

async function startProcess(
  entry: string,
  readyPath: string,
  options: ServerOptions,
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), `${options.label ?? 'suerte'}-`)));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const record = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-8_000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const stop = async () => {
    await stopChild(child);
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, options.readyTimeoutMs ?? 120_000, readyPath);
  } catch (err) {
    await stop();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`The server did not start: ${reason}.\n--- server output ---\n${tail}`);
  }
  return { baseUrl, dataDir, child, stop, alive: () => !exited(child), output: () => tail };
}

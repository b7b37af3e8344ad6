// `npm start`: builds the web app when its sources are newer than the build, then runs the server in the
// foreground. The server reads its own configuration from the inherited environment.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureWebBuild, repoRoot } from './web-build.mjs';

try {
  ensureWebBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// One Node process with tsx's loader: signals reach the server directly and its exit code is ours.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}

// npm runs us through `sh -c`, and the shell dies on npm's forwarded SIGTERM without passing it on: we are
// re-parented and would keep the server running as an orphan. Losing the parent npm stops the server.
if (process.env.npm_lifecycle_event === 'start') {
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) server.kill('SIGTERM');
  }, 250).unref();
}

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1));
});

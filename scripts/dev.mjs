// `npm run dev`: the API server under `tsx watch` on port 8080 and the Vite dev server (which proxies the API
// paths to it). Both run until either stops or the developer presses Ctrl+C; then both are stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

const bin = (/** @type {string} */ name) => path.join(repoRoot, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: '8080' },
  }),
  spawn(bin('vite'), [], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit', env: process.env }),
];

let stopping = false;
/** @param {number} exitCode */
function stopAll(exitCode) {
  if (!stopping) {
    stopping = true;
    process.exitCode = exitCode;
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

for (const child of children) {
  child.on('exit', (code) => {
    stopAll(code ?? 0);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(process.exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

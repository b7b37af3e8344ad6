// Decides whether the built web app (apps/web/dist) is older than its sources and rebuilds it when it is.
// Shared by `npm start` and the browser-journey setup so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the web build reads that changes between commits (node_modules aside). */
const sourcePaths = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/studio.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/fair/src',
  'packages/fair/par',
];

/**
 * Newest modification time (ms) of a file or of any file below a directory; 0 when absent.
 * @param {string} target
 * @returns {number}
 */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Returns why the build is stale, or null when dist/index.html is newer than every source file. */
export function webBuildStaleReason(root = repoRoot) {
  const builtIndex = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(builtIndex)) return 'apps/web/dist is missing';
  // The studio's game page is a second build into the same dist (apps/web/vite.studio.config.ts).
  if (!existsSync(path.join(root, 'apps/web/dist/studio.html')))
    return 'apps/web/dist/studio.html is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const source of sourcePaths) {
    if (newestMtime(path.join(root, source)) > builtAt) return `${source} changed since the last build`;
  }
  return null;
}

/**
 * The build's environment: always a production build, whatever the caller's NODE_ENV. Under the test runner
 * (NODE_ENV=test) Vite would otherwise bundle React's development builds, and the journeys would test
 * something that is never shipped.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function webBuildEnv(env = process.env) {
  return { ...env, NODE_ENV: 'production' };
}

/** Builds the web app when stale; throws when the build fails. Returns whether it built. */
export function ensureWebBuild(root = repoRoot, log = console.log) {
  const reason = webBuildStaleReason(root);
  if (reason === null) return false;
  log(`Building the web app (${reason})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@suerte/web'], {
    cwd: root,
    stdio: 'inherit',
    env: webBuildEnv(),
  });
  if (result.status !== 0) {
    throw new Error(`The web build failed (exit ${result.status ?? result.signal}).`);
  }
  return true;
}

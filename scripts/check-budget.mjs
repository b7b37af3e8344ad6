// `npm run check:budget`: the home page's first-load JavaScript, gzipped at level 9 and summed, must stay within
// the budget. It counts every script index.html loads and preloads, and — following Vite's manifest — the lazy
// chunks the home page loads at once: the home route with its static imports and the English catalogs the
// home page shows. Builds nothing: run `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1024;

/** Source modules (as the manifest names them) that the home page loads right after the entry. */
export const HOME_MODULES = [
  'src/app/pages/home-route.tsx',
  ...['common', 'layout', 'system', 'pages', 'home', 'announcements', 'account'].map(
    (ns) => `src/locales/en/${ns}.json`,
  ),
];

/**
 * A module several lazy routes share becomes a chunk keyed by its output name ('_home-route-<hash>.js') whose
 * `name` is the module's base name.
 * @param {Record<string, { file: string; name?: string; imports?: string[] }>} manifest
 * @param {string} module
 */
function sharedChunkNamed(manifest, module) {
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  return Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === name)?.[1];
}

/**
 * Output files of the given source modules and of everything they import statically, once each.
 * @param {Record<string, { file: string; name?: string; imports?: string[] }>} manifest
 * @param {string[]} modules
 * @returns {string[]}
 */
export function manifestClosure(manifest, modules) {
  /** @type {string[]} */
  const files = [];
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunkNamed(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the build manifest: update HOME_MODULES`);
    if (!files.includes(chunk.file)) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  modules.forEach(visit);
  return files;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Attributes of one tag's attribute text, names lower-cased; a bare attribute maps to ''.
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function parseAttributes(text) {
  const attributes = new Map();
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * URLs of the scripts a page loads up front: `<script src>` and `<link rel="modulepreload">`, in order, once each.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  /** @type {string[]} */
  const urls = [];
  for (const [, tag = '', attributeText = ''] of html.matchAll(TAG)) {
    const attributes = parseAttributes(attributeText);
    const isScript = tag.toLowerCase() === 'script' && attributes.get('src');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const isPreload = tag.toLowerCase() === 'link' && rel.includes('modulepreload') && attributes.get('href');
    const url = isScript ? attributes.get('src') : isPreload ? attributes.get('href') : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * The dist file a same-origin URL names; null for another origin (which the budget cannot measure).
 * @param {string} url
 * @param {string} distDir
 * @returns {string | null}
 */
export function distPathOf(url, distDir) {
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return null;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  return path.join(distDir, pathname.replace(/^\.?\//, ''));
}

/** @param {Uint8Array} buffer */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    console.error(`No built web app at apps/web/dist (index.html missing). Run \`npm run build\` first.`);
    return 1;
  }
  const urls = firstLoadScripts(readFileSync(indexPath, 'utf8'));
  if (urls.length === 0) {
    console.error('apps/web/dist/index.html loads no script: the build looks broken.');
    return 1;
  }
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No build manifest (apps/web/dist/.vite/manifest.json): rebuild with `npm run build`.');
    return 1;
  }
  for (const file of manifestClosure(JSON.parse(readFileSync(manifestPath, 'utf8')), HOME_MODULES)) {
    if (!urls.includes(`/${file}`)) urls.push(`/${file}`);
  }
  let total = 0;
  for (const url of urls) {
    const file = distPathOf(url, distDir);
    if (file === null || !existsSync(file)) {
      console.error(`index.html loads ${url}, which is not a file in apps/web/dist.`);
      return 1;
    }
    const size = gzipSize(readFileSync(file));
    total += size;
    console.log(`  ${kb(size).padStart(9)}  ${url}`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `First-load JavaScript (gzip -9): ${kb(total)} (${total} bytes), ${verdict} the budget of ${kb(BUDGET_BYTES)}.`,
  );
  return total <= BUDGET_BYTES ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}

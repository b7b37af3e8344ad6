import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../kernel/envelope.js';
import { isApiPath } from './request-context.js';
import { isPlainHost, previewText, withPageMeta } from './page-meta.js';
import { firstScreenOf, isHomePath, withFirstScreen } from './first-screen.js';
import type { SystemService } from '../../modules/system/index.js';
import { SYSTEM_STATUS } from '@suerte/contracts';

/** The studio's game pages (/studio/play/<game>, /studio/rules/<game>): answered with studio.html. */
const STUDIO_PAGE = /^\/studio\/(play|rules)\/[^/]+\/?$/;

/** The link-preview image shipped with the web app (apps/web/public). */
const PREVIEW_IMAGE_PATH = '/og-image.png';

/**
 * A browser (or a link-preview crawler, or `curl -I`) asking for a page: GET or HEAD outside the API, taking
 * HTML, or anything on a path that does not name a file (a missing asset stays a 404).
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = readablePath(request.url);
  if (pathname === null || isApiPath(pathname) || /^\/(media|docs|healthz|readyz|vendor)\b/.test(pathname)) {
    return false;
  }
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The path as any reader might take it: percent-decoded (repeatedly, for double encoding), slashes collapsed,
 * dot segments resolved, lower case. Every spelling of an API path thus stays out of the page fallback and
 * answers the API's 404; a path that does not decode is no page either.
 */
function readablePath(url: string): string | null {
  let decoded = url.split('?')[0] ?? '';
  try {
    for (let round = 0; round < 3 && decoded.includes('%'); round += 1) decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  return path.posix.normalize(decoded.replace(/\/{2,}/g, '/')).toLowerCase();
}

/**
 * index.html with the link preview of the merchant the request's host belongs to: its name as the title, its
 * "about" text (in its default language) as the description, and the preview image at an absolute URL. The
 * template as built when the merchant cannot be read (the page itself then reports the error).
 */
async function pageFor(
  request: FastifyRequest,
  template: string,
  site: StaticWebOptions['site'],
): Promise<string> {
  let context;
  try {
    context = await request.context();
  } catch {
    return template;
  }
  const { merchant } = context;
  const about = merchant.about[merchant.default_language] ?? merchant.about.en ?? '';
  const origin = isPlainHost(request.host) ? `${request.protocol}://${request.host}` : '';
  const page = withPageMeta(template, {
    title: merchant.name,
    description: about ? previewText(about) : `${merchant.name}: lottery, slots and live games`,
    imageUrl: `${origin}${PREVIEW_IMAGE_PATH}`,
    imageAlt: merchant.name,
  });
  // The home page's first screen, while the site is open to this visitor (a closed site shows its status page).
  if (!site || context.status !== SYSTEM_STATUS.NORMAL || !isHomePath(readablePath(request.url) ?? '')) {
    return page;
  }
  try {
    return withFirstScreen(page, firstScreenOf(await site.whitelabel(context, request.ip, request.locale)));
  } catch (err) {
    request.log.warn({ err }, 'first screen not written');
    return page;
  }
}

export interface StaticWebOptions {
  /** The site configuration, for the home page's first screen written into the page; none: not written. */
  site?: Pick<SystemService, 'whitelabel'>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET
 * that asks for HTML answered with index.html so the browser router can take it (history mode).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  options: StaticWebOptions = {},
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  // Small and served on every page load: kept in memory (the app serves the build that existed at start).
  const indexHtml = built ? fs.readFileSync(indexPath, 'utf8') : null;
  // The in-house studio's game client is a page of its own (apps/web/studio.html), with its own small bundle.
  const studioPath = path.join(distDir, 'studio.html');
  const studioHtml = fs.existsSync(studioPath) ? fs.readFileSync(studioPath, 'utf8') : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.status(404).send(fail('NOT_FOUND', request.locale ?? 'en'));
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    if (studioHtml && STUDIO_PAGE.test(readablePath(request.url) ?? '')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(studioHtml);
    }
    const html = await pageFor(request, indexHtml, options.site);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.js';
import { isApiPath } from './request-context.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET
 * that asks for HTML answered with index.html so the browser router can take it (history mode).
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  // Small and served on every page load: kept in memory (the app serves the build that existed at start).
  const indexHtml = built ? fs.readFileSync(indexPath) : null;
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isApiPath(request.url) &&
      !/^\/(media|docs|healthz|readyz)\b/.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.status(404).send(fail('NOT_FOUND', request.locale ?? 'en'));
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/kernel/app-error.js';
import { MEDIA_KINDS, SLUG_PATTERN, renderSvg, type MediaKind } from './svg-art.js';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const slug = file.endsWith('.svg') ? file.slice(0, -4) : '';
      if (!Object.hasOwn(MEDIA_KINDS, kind) || !SLUG_PATTERN.test(slug)) throw new AppError('NOT_FOUND');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderSvg(kind as MediaKind, slug));
    },
  );
}

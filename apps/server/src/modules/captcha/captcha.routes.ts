import { captchaResponseSchema, envelopeSchema } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { CaptchaService } from './captcha.service.js';

export function captchaRoutes(captcha: CaptchaService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/captcha',
      {
        config: { allowWhenClosed: false },
        schema: { tags: ['identity'], response: { 200: envelopeSchema(captchaResponseSchema) } },
      },
      async (request, reply) => {
        // Each image is single use; a cached copy would only ever be wrong.
        reply.header('cache-control', 'no-store');
        return ok(await captcha.issue(request.ip), request.locale);
      },
    );
  };
}

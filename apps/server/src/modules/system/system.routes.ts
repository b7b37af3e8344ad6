import {
  COOKIES,
  domainRouteResponseSchema,
  envelopeSchema,
  languageUpdateBodySchema,
  languageUpdateResponseSchema,
  statusResponseSchema,
  whitelabelResponseSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { SystemService } from './system.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function systemRoutes(system: SystemService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // The status pages themselves need these calls, so they answer while the site is closed.
    const open = { allowWhenClosed: true };

    app.get(
      '/wps/system/status',
      { config: open, schema: { tags: ['system'], response: { 200: envelopeSchema(statusResponseSchema) } } },
      async (request) => ok(system.status(await request.context(), request.ip), request.locale),
    );

    app.get(
      '/wps/system/whitelabel',
      {
        config: open,
        schema: { tags: ['system'], response: { 200: envelopeSchema(whitelabelResponseSchema) } },
      },
      async (request) =>
        ok(await system.whitelabel(await request.context(), request.ip, request.locale), request.locale),
    );

    app.get(
      '/wps/system/domainRoute',
      {
        config: open,
        schema: { tags: ['system'], response: { 200: envelopeSchema(domainRouteResponseSchema) } },
      },
      async (request) => ok(await system.domainRoute(), request.locale),
    );

    app.post(
      '/wps/system/language',
      {
        config: open,
        schema: {
          tags: ['system'],
          body: languageUpdateBodySchema,
          response: { 200: envelopeSchema(languageUpdateResponseSchema) },
        },
      },
      async (request, reply) => {
        const result = system.language(request.body.language);
        reply.header(
          'set-cookie',
          `${COOKIES.language}=${result.language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
        );
        return ok(result, result.language);
      },
    );
  };
}

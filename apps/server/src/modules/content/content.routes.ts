import { envelopeSchema, helpCenterQuerySchema, helpCenterResponseSchema } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { ContentService } from './content.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export function contentRoutes(content: ContentService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/system/helpCenter',
      {
        schema: {
          tags: ['system'],
          querystring: helpCenterQuerySchema,
          response: { 200: envelopeSchema(helpCenterResponseSchema) },
        },
      },
      async (request) => {
        const { merchant } = await request.context();
        return ok(
          await content.helpCenter(merchant.code, request.query.lang ?? request.locale),
          request.locale,
        );
      },
    );
  };
}

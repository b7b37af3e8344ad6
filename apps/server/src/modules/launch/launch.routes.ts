import { envelopeSchema, launchGameAnswerSchema, launchGameQuerySchema } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { LaunchService } from './launch.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export function launchRoutes(service: LaunchService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/wps/game/launchGame',
      {
        // Logged out: only a free trial; the service asks for a login otherwise.
        config: { auth: 'optional' },
        schema: {
          tags: ['games'],
          summary: 'The launch address of a game (value.content)',
          querystring: launchGameQuerySchema,
          response: { 200: envelopeSchema(launchGameAnswerSchema) },
        },
      },
      async (request, reply) => {
        const { merchant } = await request.context();
        const answer = await service.launch({
          viewer: {
            merchantCode: merchant.code,
            memberId: request.member?.memberId ?? null,
            locale: request.locale,
          },
          sessionId: request.member?.sessionId ?? null,
          currency: merchant.currency_code,
          query: request.query,
        });
        // A launch token is single use: never cached anywhere.
        reply.header('cache-control', 'no-store');
        return ok(answer, request.locale);
      },
    );
  };
}

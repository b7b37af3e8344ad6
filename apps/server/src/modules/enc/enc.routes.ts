import { envelopeSchema, sessionKeyResponseSchema } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import { ENC_ALGORITHM } from './enc-cipher.js';
import type { EncKeyService } from './enc-keys.service.js';

export function encRoutes(keys: EncKeyService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/wps/session/key',
      {
        schema: {
          tags: ['session'],
          summary: 'The public key to seal encrypted bodies for',
          response: { 200: envelopeSchema(sessionKeyResponseSchema) },
        },
      },
      async (request, reply) => {
        const { kid, publicKey } = await keys.current();
        // Keys rotate: a cached answer could outlive the key's acceptance.
        reply.header('cache-control', 'no-store');
        const serverTime = await keys.serverTime();
        return ok({ kid, publicKey, algorithm: ENC_ALGORITHM, serverTime }, request.locale);
      },
    );
  };
}

import { encEnvelopeSchema } from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EncryptionError, EnvelopeRefusedError } from '../../modules/enc/index.js';
import type { EncKeyService } from '../../modules/enc/index.js';
import { identitySettingsOf } from '../../modules/identity/index.js';
import { AppError } from '../kernel/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body arrived sealed (spec §7 'Enc') and has been replaced by its decrypted content. */
    encrypted: boolean;
  }
  interface FastifyContextConfig {
    /** The body must come encrypted, unless the merchant allows plain bodies. */
    enc?: boolean;
  }
}

function hasEncMember(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'enc' in body;
}

async function openBody(request: FastifyRequest, keys: EncKeyService): Promise<unknown> {
  const parsed = encEnvelopeSchema.safeParse(request.body);
  if (!parsed.success) throw new EncryptionError('malformed envelope');
  return keys.openOnce(parsed.data);
}

/**
 * Decrypts the bodies of routes marked `config: { enc: true }` before validation, so the route's own body
 * schema checks the plain content. A plain body there is refused unless the merchant allows it.
 */
export const encBodyPlugin = fp(async (app: FastifyInstance, opts: { keys: EncKeyService }) => {
  app.decorateRequest('encrypted', false);

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.enc) return;
    if (!hasEncMember(request.body)) {
      const { merchant } = await request.context();
      if (identitySettingsOf(merchant).flags.allowPlainBodies) return;
      throw new AppError('ENCRYPTION_REQUIRED');
    }
    try {
      request.body = await openBody(request, opts.keys);
    } catch (err) {
      // Stale or replayed: said plainly, so a client re-seals and a replay shows in the log.
      if (err instanceof EnvelopeRefusedError) {
        request.log.info({ reason: err.code }, 'encrypted body refused');
        throw new AppError(err.code);
      }
      if (!(err instanceof EncryptionError)) throw err;
      // The reason stays in the log: the client gets one answer for every defect.
      request.log.info({ reason: err.message }, 'encrypted body refused');
      throw new AppError('ENCRYPTION_INVALID');
    }
    request.encrypted = true;
  });
});

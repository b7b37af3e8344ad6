import {
  envelopeSchema,
  smsNoLoginBodySchema,
  smsRegisterBodySchema,
  smsSentResponseSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { SmsRequestService } from './sms-request.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export function verificationRoutes(sms: SmsRequestService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const response = { 200: envelopeSchema(smsSentResponseSchema) };

    app.post(
      '/wps/verification/sms/register',
      { schema: { tags: ['identity'], body: smsRegisterBodySchema, response } },
      async (request) => {
        const { merchant } = await request.context();
        const who = { merchant, ip: request.ip, locale: request.locale };
        return ok(await sms.forRegistration(who, request.body), request.locale);
      },
    );

    app.post(
      '/wps/verification/sms/noLogin',
      { schema: { tags: ['identity'], body: smsNoLoginBodySchema, response } },
      async (request) => {
        const { merchant } = await request.context();
        const who = { merchant, ip: request.ip, locale: request.locale };
        return ok(await sms.withoutLogin(who, request.body), request.locale);
      },
    );
  };
}

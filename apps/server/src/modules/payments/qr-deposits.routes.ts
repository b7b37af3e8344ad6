import {
  envelopeSchema,
  qrDepositBodySchema,
  qrDepositIdParamsSchema,
  qrDepositResultSchema,
  qrDepositSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import { requestOwner } from '../wallet/index.js';
import type { QrDemoPay } from './qr-demo-pay.service.js';
import type { QrDepositService } from './qr-deposits.service.js';

/** The member's QR deposit calls: ask for a code, watch it, and (demo provider only) pay it with the demo wallet. */
export function qrDepositRoutes(s: { qr: QrDepositService; demoPay: QrDemoPay }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    const member = { auth: 'member', realAccountOnly: true } as const;

    app.post(
      '/wps/v2/deposits/qr',
      {
        config: member,
        schema: { tags, body: qrDepositBodySchema, response: { 200: envelopeSchema(qrDepositResultSchema) } },
      },
      async (request) => ok(await s.qr.create(await requestOwner(request), request.body), request.locale),
    );
    app.get(
      '/wps/v2/deposits/qr/:id',
      {
        config: member,
        schema: { tags, params: qrDepositIdParamsSchema, response: { 200: envelopeSchema(qrDepositSchema) } },
      },
      async (request) =>
        ok(await s.qr.get(await requestOwner(request), Number(request.params.id)), request.locale),
    );
    app.post(
      '/wps/v2/deposits/qr/:id/demo-pay',
      {
        config: member,
        schema: { tags, params: qrDepositIdParamsSchema, response: { 200: envelopeSchema(qrDepositSchema) } },
      },
      async (request) => {
        const owner = await requestOwner(request);
        const id = Number(request.params.id);
        // The demo wallet's notification is a real HTTP request to our endpoint, served in-process.
        const deliver = async (path: string, rawBody: string, headers: Record<string, string>) =>
          request.server.inject({ method: 'POST', url: path, payload: rawBody, headers });
        return ok(await s.demoPay(owner, id, deliver), request.locale);
      },
    );
  };
}

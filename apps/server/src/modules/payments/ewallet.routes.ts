import {
  envelopeSchema,
  ewalletDepositBodySchema,
  ewalletDepositIdParamsSchema,
  ewalletDepositListSchema,
  ewalletDepositResultSchema,
  ewalletDepositSchema,
  paymentListQuerySchema,
  withdrawalQuoteQuerySchema,
  withdrawalQuoteSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import { memberOf } from '../../http/kernel/request-member.js';
import { requestOwner } from '../wallet/index.js';
import type { EwalletService } from './ewallet.service.js';

/** The member's e-wallet deposits (start, follow, list) and the withdrawal quote. */
export function ewalletRoutes(s: EwalletService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    const member = { auth: 'member', realAccountOnly: true } as const;

    app.post(
      '/wps/v2/deposits/ewallet',
      {
        config: member,
        schema: {
          tags,
          body: ewalletDepositBodySchema,
          response: { 200: envelopeSchema(ewalletDepositResultSchema) },
        },
      },
      async (request) => ok(await s.start(await requestOwner(request), request.body), request.locale),
    );
    app.get(
      '/wps/v2/deposits/ewallet',
      {
        config: member,
        schema: {
          tags,
          querystring: paymentListQuerySchema,
          response: { 200: envelopeSchema(ewalletDepositListSchema) },
        },
      },
      async (request) => ok(await s.list(memberOf(request).memberId, request.query), request.locale),
    );
    app.get(
      '/wps/v2/deposits/ewallet/:id',
      {
        config: member,
        schema: {
          tags,
          params: ewalletDepositIdParamsSchema,
          response: { 200: envelopeSchema(ewalletDepositSchema) },
        },
      },
      async (request) =>
        ok(await s.get(memberOf(request).memberId, Number(request.params.id)), request.locale),
    );
    app.get(
      '/wps/v2/withdrawals/quote',
      {
        config: member,
        schema: {
          tags,
          querystring: withdrawalQuoteQuerySchema,
          response: { 200: envelopeSchema(withdrawalQuoteSchema) },
        },
      },
      async (request) => ok(await s.quote(await requestOwner(request), request.query), request.locale),
    );
  };
}

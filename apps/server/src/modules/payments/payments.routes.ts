import {
  bankDepositBodySchema,
  bankDepositResultSchema,
  depositListSchema,
  envelopeSchema,
  paymentChannelListSchema,
  paymentChannelsQuerySchema,
  paymentListQuerySchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordBodySchema,
  withdrawalBodySchema,
  withdrawalConfirmBodySchema,
  withdrawalIdParamsSchema,
  withdrawalListSchema,
  withdrawalResultSchema,
  withdrawalSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/kernel/request-member.js';
import { ok } from '../../http/kernel/envelope.js';
import { requestOwner } from '../wallet/index.js';
import type { DepositService } from './deposits.service.js';
import type { PaymentChannelService } from './payment-channels.service.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import type { WithdrawalService } from './withdrawals.service.js';

/** Room for three 5 MB images in base64 (4/3) plus the JSON around them. */
const CONFIRM_BODY_LIMIT = 22 * 1024 * 1024;

export function paymentsRoutes(s: {
  passwords: PaymentPasswordService;
  channels: PaymentChannelService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    const member = { auth: 'member', realAccountOnly: true } as const;

    app.get(
      '/wps/v2/payment-password',
      { config: member, schema: { tags, response: { 200: envelopeSchema(paymentPasswordStatusSchema) } } },
      async (request) => ok(await s.passwords.status(memberOf(request).memberId), request.locale),
    );
    app.post(
      '/wps/v2/payment-password',
      {
        config: { ...member, enc: true },
        schema: {
          tags,
          body: setPaymentPasswordBodySchema,
          response: { 200: envelopeSchema(paymentPasswordStatusSchema) },
        },
      },
      async (request) => ok(await s.passwords.set(memberOf(request).memberId, request.body), request.locale),
    );

    app.get(
      '/wps/v2/payment-channels',
      {
        config: member,
        schema: {
          tags,
          querystring: paymentChannelsQuerySchema,
          response: { 200: envelopeSchema(paymentChannelListSchema) },
        },
      },
      async (request) =>
        ok(await s.channels.memberList(await requestOwner(request), request.query.direction), request.locale),
    );

    app.post(
      '/wps/v2/deposits/bank',
      {
        config: member,
        schema: {
          tags,
          body: bankDepositBodySchema,
          response: { 200: envelopeSchema(bankDepositResultSchema) },
        },
      },
      async (request) =>
        ok(await s.deposits.requestBank(await requestOwner(request), request.body), request.locale),
    );
    app.get(
      '/wps/v2/deposits',
      {
        config: member,
        schema: {
          tags,
          querystring: paymentListQuerySchema,
          response: { 200: envelopeSchema(depositListSchema) },
        },
      },
      async (request) =>
        ok(await s.deposits.list(await requestOwner(request), request.query), request.locale),
    );

    app.post(
      '/wps/v2/withdrawals',
      {
        config: { ...member, enc: true },
        schema: {
          tags,
          body: withdrawalBodySchema,
          response: { 200: envelopeSchema(withdrawalResultSchema) },
        },
      },
      async (request) =>
        ok(await s.withdrawals.request(await requestOwner(request), request.body), request.locale),
    );
    app.get(
      '/wps/v2/withdrawals',
      {
        config: member,
        schema: {
          tags,
          querystring: paymentListQuerySchema,
          response: { 200: envelopeSchema(withdrawalListSchema) },
        },
      },
      async (request) =>
        ok(await s.withdrawals.list(memberOf(request).memberId, request.query), request.locale),
    );
    app.post(
      '/wps/v2/withdrawals/:id/confirm',
      {
        config: member,
        bodyLimit: CONFIRM_BODY_LIMIT,
        schema: {
          tags,
          params: withdrawalIdParamsSchema,
          body: withdrawalConfirmBodySchema,
          response: { 200: envelopeSchema(withdrawalSchema) },
        },
      },
      async (request) =>
        ok(
          await s.withdrawals.confirm(memberOf(request).memberId, Number(request.params.id), request.body),
          request.locale,
        ),
    );
  };
}

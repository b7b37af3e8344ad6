import {
  demoDepositBodySchema,
  demoDepositResponseSchema,
  envelopeSchema,
  walletBalanceSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/kernel/envelope.js';
import type { DemoDepositService } from './demo-deposit.service.js';
import { requestOwner } from './wallet-owner.js';
import type { WalletService } from './wallet.service.js';

export function walletRoutes(s: { wallets: WalletService; demoDeposits: DemoDepositService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    app.get(
      '/wps/v2/wallets/balance',
      {
        config: { auth: 'member' },
        schema: { tags, response: { 200: envelopeSchema(walletBalanceSchema) } },
      },
      async (request) => ok(await s.wallets.balance(await requestOwner(request)), request.locale),
    );

    app.post(
      '/wps/v2/deposits/demo',
      {
        config: { auth: 'member' },
        schema: {
          tags,
          body: demoDepositBodySchema,
          response: { 200: envelopeSchema(demoDepositResponseSchema) },
        },
      },
      async (request) =>
        ok(await s.demoDeposits.topUp(await requestOwner(request), request.body), request.locale),
    );
  };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import type { Database } from '../../db/database.js';
import { settleEwalletDeposit } from './ewallet-deposits.service.js';
import { settlePayout } from './payouts.service.js';

/** Largest notification body taken (a real one is a few hundred bytes). */
const BODY_LIMIT = 16 * 1024;

const answer = (reply: FastifyReply, status: number, code: string) =>
  reply.status(status).send({ success: status === 200, code, message: code, value: null });

/**
 * Signed notifications from payment providers: POST /wps/v2/payments/notify/:provider. The signature covers
 * the raw bytes, so the body stays a string until it is checked. 200 when applied or already applied (a replay),
 * 401 for a bad or stale signature, 404 for a transaction we do not have, 409 for an amount or state that does
 * not match ours (nothing changes; it is audited for an operator).
 */
export function paymentNotifyRoutes(deps: { db: Database; adapters: AggregatorAdapters }) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Providers keep notifying while the site is in maintenance: their money still has to be settled.
    const route = { schema: { hide: true }, config: { allowWhenClosed: true } };
    app.post('/wps/v2/payments/notify/:provider', route, async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const adapter = deps.adapters.get(provider);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      // An unknown provider is answered like a bad signature, so provider codes cannot be probed.
      const verified = adapter
        ? await adapter.verifyNotification({ rawBody, headers: request.headers })
        : { refused: 'UNKNOWN_PROVIDER' };
      if ('refused' in verified) {
        request.log.warn({ provider, refused: verified.refused }, 'payment notification refused');
        return answer(reply, 401, 'UNAUTHORIZED');
      }
      const { event } = verified;
      const { outcome } =
        event.kind === 'payment'
          ? await settleEwalletDeposit(deps.db, provider, event)
          : await settlePayout(deps.db, provider, event);
      if (outcome === 'unknown') return answer(reply, 404, 'NOT_FOUND');
      if (outcome === 'mismatch' || outcome === 'contradicts') {
        request.log.warn({ provider, event, outcome }, 'payment notification does not match our record');
        return answer(reply, 409, 'CONFLICT');
      }
      return answer(reply, 200, 'OK');
    });
  };
}

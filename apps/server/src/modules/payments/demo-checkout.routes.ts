import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { demoCheckoutHtml, safeReturnPath } from './demo-checkout-page.js';
import {
  DEMO_CHECKOUT_PATH,
  decideDemoCheckout,
  demoTransaction,
  setDemoNotificationDelivery,
  type NotificationDelivery,
} from './demo-aggregator.js';

const ID = /^DEMO-P-[0-9a-f]{24}$/;

/**
 * The demonstration aggregator's checkout, served by our server under a demo path and labelled DEMO on the
 * page: the member approves or declines; the simulator then sends its signed notification to our endpoint
 * (in-process) and sends the browser back to the payment's status page.
 */
export function demoCheckoutRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const deliver: NotificationDelivery = async (url, payload, headers) => {
      const res = await app.inject({ method: 'POST', url, payload, headers });
      if (res.statusCode !== 200)
        app.log.warn({ url, status: res.statusCode }, 'demo notification not applied');
    };
    app.addHook('onReady', async () => setDemoNotificationDelivery(deliver));
    app.addHook('onClose', async () => setDemoNotificationDelivery(null));

    const page = { schema: { hide: true } };
    app.get(`${DEMO_CHECKOUT_PATH}/:id`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const row = ID.test(id) ? await demoTransaction(db, id) : undefined;
      return reply
        .status(row ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(demoCheckoutHtml(row, request.locale));
    });
    app.post(`${DEMO_CHECKOUT_PATH}/:id`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const decision = (request.body as { decision?: unknown } | undefined)?.decision;
      if (!ID.test(id) || (decision !== 'approve' && decision !== 'decline')) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(demoCheckoutHtml(undefined, request.locale));
      }
      let row = await demoTransaction(db, id);
      try {
        row = await decideDemoCheckout(db, id, decision === 'approve');
      } catch (err) {
        // The payment's state is the aggregator's; a lost notification is made up by the reconciliation job.
        request.log.warn({ err, id }, 'demo checkout: notification failed');
      }
      if (!row)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(demoCheckoutHtml(undefined, request.locale));
      return reply.redirect(safeReturnPath(row.return_url), 303);
    });
  };
}

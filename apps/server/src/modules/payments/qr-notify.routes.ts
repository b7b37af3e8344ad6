import { qrNotificationSchema } from '@suerte/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import { providerSecret } from './qr-deposits.repository.js';
import { settleQrNotification, type QrOutcome } from './qr-settlement.js';
import {
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from './webhook-signature.js';

/** Largest notification body taken (a real one is about two hundred bytes). */
const BODY_LIMIT = 8 * 1024;

/** The answer per outcome; a replay gets the first one's. */
const STATUS: Record<QrOutcome, { status: number; code: string }> = {
  credited: { status: 200, code: 'OK' },
  failed: { status: 200, code: 'OK' },
  already_settled: { status: 202, code: 'OK' },
  late: { status: 202, code: 'OK' },
  amount_mismatch: { status: 409, code: 'CONFLICT' },
  unknown_reference: { status: 404, code: 'NOT_FOUND' },
};

const answer = (reply: FastifyReply, status: number, code: string, value: unknown = null) =>
  reply.status(status).send({ success: status < 300, code, message: code, value });

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Signed QR payment notifications: POST /wps/v2/payments/qr-notify/:provider. HMAC-SHA256 over
 * `timestamp.rawBody` with the provider's secret, within the time window, compared in constant time
 * (webhook-signature.ts), before the body is parsed. 401 for an unknown provider, a bad or a stale signature;
 * then 200 credited or failed, 202 recorded for an operator (late, paid twice), 404 unknown reference, 409
 * amount or currency not the deposit's (nothing credited).
 */
export function qrNotifyRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Providers keep notifying while the site is in maintenance: their money still has to be settled.
    const route = { schema: { hide: true }, config: { allowWhenClosed: true } };
    app.post('/wps/v2/payments/qr-notify/:provider', route, async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const known = /^[a-z0-9-]{2,40}$/.test(provider) ? await providerSecret(db, provider) : undefined;
      // An unknown provider is answered like a bad signature, so provider codes cannot be probed.
      const refused = known
        ? verifyWebhookSignature({
            secret: known.webhook_secret,
            rawBody,
            timestamp: header(request.headers[WEBHOOK_TIMESTAMP_HEADER]),
            signature: header(request.headers[WEBHOOK_SIGNATURE_HEADER]),
            nowSeconds: Math.floor(Date.now() / 1000),
          })
        : 'UNKNOWN_PROVIDER';
      if (refused) {
        request.log.warn({ provider, refused }, 'QR payment notification refused');
        return answer(reply, 401, 'UNAUTHORIZED');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return answer(reply, 400, 'VALIDATION_FAILED');
      }
      const notification = qrNotificationSchema.safeParse(parsed);
      if (!notification.success) return answer(reply, 400, 'VALIDATION_FAILED');
      const { outcome, replayed } = await settleQrNotification(db, provider, notification.data);
      if (STATUS[outcome].status !== 200) {
        request.log.warn(
          { provider, notification: notification.data, outcome },
          'QR payment needs an operator',
        );
      }
      return answer(reply, STATUS[outcome].status, STATUS[outcome].code, { outcome, replayed });
    });
  };
}

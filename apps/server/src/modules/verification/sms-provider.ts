import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';

export interface SmsMessage {
  merchantCode: string;
  phone: string;
  body: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

const HTTP_TIMEOUT_MS = 10_000;

/** Development: messages land in sms_outbox, where the operator reads them; nothing leaves the machine. */
export function createOutboxSmsProvider(db: Database): SmsProvider {
  return {
    async send(message) {
      await db
        .insertInto('sms_outbox')
        .values({ merchant_code: message.merchantCode, phone: message.phone, body: message.body })
        .execute();
    },
  };
}

/** A gateway taking POST {to, text} as JSON; any failure to hand the message over is SMS_SEND_FAILED. */
export function createHttpSmsProvider(gateway: { url: string; token: string | null }): SmsProvider {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(gateway.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
          },
          body: JSON.stringify({ to: message.phone, text: message.body }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AppError('SMS_SEND_FAILED', `SMS gateway unreachable: ${String(error)}`);
      }
      // Read the body either way so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new AppError('SMS_SEND_FAILED', `SMS gateway answered ${response.status}`);
    },
  };
}

export function createSmsProvider(db: Database, config: Config['sms']): SmsProvider {
  return config.provider === 'http' ? createHttpSmsProvider(config) : createOutboxSmsProvider(db);
}

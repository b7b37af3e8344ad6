import type { Executor } from '../../db/executor.js';

export type AuthEvent =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'lockout'
  | 'logout'
  | 'session_replaced'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'account_disabled'
  | 'freeplay';

/** Appends to the authentication audit log (the table refuses UPDATE and DELETE). */
export async function recordAuthEvent(
  db: Executor,
  event: {
    merchantCode: string;
    event: AuthEvent;
    memberId?: number | null;
    subject?: string | null;
    ip?: string | null;
    detail?: unknown;
  },
): Promise<void> {
  await db
    .insertInto('auth_events')
    .values({
      merchant_code: event.merchantCode,
      event: event.event,
      member_id: event.memberId ?? null,
      subject: event.subject ?? null,
      ip: event.ip ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}

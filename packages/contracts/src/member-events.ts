/**
 * Live member events over one WebSocket per session (ARCHITECTURE §6). Zod-free: the web's header loads it.
 * The token never travels in the URL: the first message the client sends is `{ type: 'auth', token }`.
 */
export const MEMBER_EVENTS_PATH = '/wps/member/events';

/** Every event names its shape's version; a client ignores types (and versions) it does not know. */
export const MEMBER_EVENT_VERSION = 1;

export const MEMBER_EVENT_TYPES = {
  /** The server accepted the token; events follow. */
  ready: 'ready',
  /** A posting touched one of the member's ledger accounts (committed): read the balance again. */
  balanceChanged: 'balance.changed',
  /** The account logged in elsewhere; the socket closes after this event. */
  sessionReplaced: 'session.replaced',
  /** The merchant's site goes into maintenance. */
  maintenanceStarting: 'maintenance.starting',
  /** An e-wallet deposit or a provider-paid withdrawal of the member reached its final state. */
  paymentUpdated: 'payment.updated',
  /** A lottery draw the member bet on settled with winning bets: the payout is in the balance. */
  lotteryPayout: 'lottery.payout',
} as const;

/** Close codes (4000–4999 are the application's): the client does not reconnect after a session end. */
export const MEMBER_EVENTS_CLOSE = {
  /** The token was missing, wrong or its session ended (logout, expiry, disabled, replaced). */
  sessionEnded: 4401,
  /** No auth message in time, or a message that is not one. */
  protocol: 4400,
  /** The server is shutting down: reconnect (to another node). */
  goingAway: 1001,
} as const;

interface EventBase {
  version: number;
  /** Unique per delivered event. */
  id: string;
}

export type MemberEvent =
  | (EventBase & { type: typeof MEMBER_EVENT_TYPES.ready })
  | (EventBase & { type: typeof MEMBER_EVENT_TYPES.balanceChanged })
  | (EventBase & { type: typeof MEMBER_EVENT_TYPES.sessionReplaced })
  | (EventBase & {
      type: typeof MEMBER_EVENT_TYPES.maintenanceStarting;
      message: string | null;
      /** ISO time the maintenance ends by itself, when set. */
      until: string | null;
    })
  | (EventBase & {
      type: typeof MEMBER_EVENT_TYPES.paymentUpdated;
      payment: 'deposit' | 'withdrawal';
      /** The deposit's or withdrawal's id, as the payment lists show it. */
      paymentId: string;
      /** Its new status: paid, failed or expired. */
      status: string;
    })
  | (EventBase & {
      type: typeof MEMBER_EVENT_TYPES.lotteryPayout;
      gameCode: string;
      numero: string;
      /** The member's winning bets on the draw and what they paid in total (minor units). */
      betsWon: number;
      payout: number;
    });

export type MemberEventType = MemberEvent['type'];

export interface MemberEventsAuthMessage {
  type: 'auth';
  token: string;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.values(MEMBER_EVENT_TYPES));

/** An event this client understands, or null for anything else (unknown type or version, not JSON). */
export function parseMemberEvent(text: string): MemberEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string' || !KNOWN_TYPES.has(record.type)) return null;
  if (record.version !== MEMBER_EVENT_VERSION || typeof record.id !== 'string') return null;
  return value as MemberEvent;
}

import { MAX_PAYLOAD_BYTES } from './balance-payloads.js';

/** The PostgreSQL channels the member-events migration's triggers notify on, and their payloads. */
export const CHANNELS = {
  balance: 'member_balance',
  session: 'member_session',
  maintenance: 'merchant_maintenance',
  payment: 'member_payment',
  /** Lottery settlement: members' winning bets on a draw, many members to a payload (lotteryPayloads). */
  lottery: 'member_lottery',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export const ALL_CHANNELS: readonly Channel[] = Object.values(CHANNELS);

export type Notice =
  | { kind: 'balance'; memberIds: number[] }
  | { kind: 'session'; sessionId: string; memberId: number; reason: string }
  | { kind: 'maintenance'; merchantCode: string; message: string | null; until: string | null }
  | {
      kind: 'payment';
      memberId: number;
      payment: 'deposit' | 'withdrawal';
      paymentId: string;
      status: string;
    }
  | { kind: 'lottery'; gameCode: string; numero: string; wins: LotteryWin[] };

/** One member's winning bets on a draw and what they paid, in minor units. */
export interface LotteryWin {
  memberId: number;
  betsWon: number;
  payout: number;
}

function parseJson(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What a notification means, or null for a channel or payload that is not ours. */
export function parseNotice(channel: string, payload: string | undefined): Notice | null {
  const text = payload ?? '';
  if (channel === CHANNELS.balance) {
    const memberIds = text
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    return memberIds.length > 0 ? { kind: 'balance', memberIds } : null;
  }
  const record = parseJson(text);
  if (!record) return null;
  if (channel === CHANNELS.session) {
    const { sessionId, memberId, reason } = record;
    if (typeof sessionId !== 'string' || typeof memberId !== 'number') return null;
    return { kind: 'session', sessionId, memberId, reason: textOrNull(reason) ?? 'logout' };
  }
  if (channel === CHANNELS.payment) {
    const { memberId, kind, id, status } = record;
    if (typeof memberId !== 'number' || (kind !== 'deposit' && kind !== 'withdrawal')) return null;
    if (typeof id !== 'string' || typeof status !== 'string') return null;
    return { kind: 'payment', memberId, payment: kind, paymentId: id, status };
  }
  if (channel === CHANNELS.lottery) {
    const { gameCode, numero, wins } = record;
    if (typeof gameCode !== 'string' || typeof numero !== 'string' || !Array.isArray(wins)) return null;
    const parsed = wins.flatMap((win: unknown): LotteryWin[] => {
      if (!Array.isArray(win) || win.length !== 3) return [];
      const [memberId, betsWon, payout] = win as unknown[];
      if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(betsWon) || !Number.isSafeInteger(payout))
        return [];
      return [{ memberId, betsWon, payout } as LotteryWin];
    });
    return parsed.length > 0 ? { kind: 'lottery', gameCode, numero, wins: parsed } : null;
  }
  if (channel === CHANNELS.maintenance && typeof record.merchantCode === 'string') {
    return {
      kind: 'maintenance',
      merchantCode: record.merchantCode,
      message: textOrNull(record.message),
      until: textOrNull(record.until),
    };
  }
  return null;
}

/**
 * A draw's winners as NOTIFY payloads for the lottery channel, as few as fit under `maxBytes` (a settlement chunk
 * of thousands of winners sends a handful of notifications, not one per member): each payload is
 * `{"gameCode","numero","wins":[[memberId,betsWon,payout],…]}`.
 */
export function lotteryPayloads(
  draw: { gameCode: string; numero: string },
  wins: readonly LotteryWin[],
  maxBytes = MAX_PAYLOAD_BYTES,
): string[] {
  const head = JSON.stringify({ gameCode: draw.gameCode, numero: draw.numero }).slice(0, -1);
  const close = (items: string[]) => `${head},"wins":[${items.join(',')}]}`;
  const payloads: string[] = [];
  let items: string[] = [];
  let size = Buffer.byteLength(close([]));
  for (const win of wins) {
    const item = JSON.stringify([win.memberId, win.betsWon, win.payout]);
    const added = item.length + (items.length > 0 ? 1 : 0);
    if (items.length > 0 && size + added > maxBytes) {
      payloads.push(close(items));
      items = [];
      size = Buffer.byteLength(close([]));
    }
    size += item.length + (items.length > 0 ? 1 : 0);
    items.push(item);
  }
  if (items.length > 0) payloads.push(close(items));
  return payloads;
}

/** The PostgreSQL channels the member-events migration's triggers notify on, and their payloads. */
export const CHANNELS = {
  balance: 'member_balance',
  session: 'member_session',
  maintenance: 'merchant_maintenance',
  payment: 'member_payment',
  /** Lottery settlement: a member's winning bets on a draw (lottery-settlement.service.ts). */
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
  | { kind: 'lottery'; memberId: number; gameCode: string; numero: string; betsWon: number; payout: number };

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
    const { memberId, gameCode, numero, betsWon, payout } = record;
    if (typeof memberId !== 'number' || typeof gameCode !== 'string' || typeof numero !== 'string')
      return null;
    if (typeof betsWon !== 'number' || typeof payout !== 'number') return null;
    return { kind: 'lottery', memberId, gameCode, numero, betsWon, payout };
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

import { randomUUID } from 'node:crypto';
import {
  MEMBER_EVENT_TYPES,
  MEMBER_EVENT_VERSION,
  MEMBER_EVENTS_CLOSE,
  type MemberEvent,
} from '@suerte/contracts/core';
import type { Notice } from './notification-channels.js';

/** One authenticated socket as the hub sees it. */
export interface MemberConnection {
  memberId: number;
  sessionId: string;
  merchantCode: string;
  send(event: MemberEvent): void;
  end(code: number, reason: string): void;
}

type WithoutEnvelope<E> = E extends MemberEvent ? Omit<E, 'id' | 'version'> : never;

export function memberEvent(body: WithoutEnvelope<MemberEvent>): MemberEvent {
  return { ...body, version: MEMBER_EVENT_VERSION, id: randomUUID() } as MemberEvent;
}

/** Why a revoked session's socket closes, as the API's error code for the same session. */
const CLOSE_REASONS: Record<string, string> = {
  replaced: 'LOGGED_IN_ELSEWHERE',
  renewed: 'SESSION_RENEWED',
  expired: 'SESSION_EXPIRED',
  password_changed: 'SESSION_EXPIRED',
  disabled: 'ACCOUNT_DISABLED',
};

/** The sockets of this node by member and session; turns database notices into events for them. */
export class MemberEventHub {
  private readonly byMember = new Map<number, Set<MemberConnection>>();

  add(connection: MemberConnection): void {
    const set = this.byMember.get(connection.memberId) ?? new Set();
    set.add(connection);
    this.byMember.set(connection.memberId, set);
  }

  remove(connection: MemberConnection): void {
    const set = this.byMember.get(connection.memberId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byMember.delete(connection.memberId);
  }

  get size(): number {
    let count = 0;
    for (const set of this.byMember.values()) count += set.size;
    return count;
  }

  dispatch(notice: Notice): void {
    if (notice.kind === 'balance') {
      for (const memberId of notice.memberIds) this.sendToMember(memberId, MEMBER_EVENT_TYPES.balanceChanged);
    } else if (notice.kind === 'session') {
      this.endSession(notice.memberId, notice.sessionId, notice.reason);
    } else if (notice.kind === 'payment') {
      const { memberId, payment, paymentId, status } = notice;
      for (const connection of this.byMember.get(memberId) ?? [])
        connection.send(memberEvent({ type: MEMBER_EVENT_TYPES.paymentUpdated, payment, paymentId, status }));
    } else if (notice.kind === 'lottery') {
      const { gameCode, numero } = notice;
      for (const { memberId, betsWon, payout } of notice.wins)
        for (const connection of this.byMember.get(memberId) ?? [])
          connection.send(
            memberEvent({ type: MEMBER_EVENT_TYPES.lotteryPayout, gameCode, numero, betsWon, payout }),
          );
    } else {
      for (const connection of this.all()) {
        if (connection.merchantCode !== notice.merchantCode) continue;
        connection.send(
          memberEvent({
            type: MEMBER_EVENT_TYPES.maintenanceStarting,
            message: notice.message,
            until: notice.until,
          }),
        );
      }
    }
  }

  /** After a gap in notifications: every member reads the balance again rather than miss a change. */
  resync(): void {
    for (const connection of this.all())
      connection.send(memberEvent({ type: MEMBER_EVENT_TYPES.balanceChanged }));
  }

  private sendToMember(memberId: number, type: typeof MEMBER_EVENT_TYPES.balanceChanged): void {
    for (const connection of this.byMember.get(memberId) ?? []) connection.send(memberEvent({ type }));
  }

  private endSession(memberId: number, sessionId: string, reason: string): void {
    for (const connection of [...(this.byMember.get(memberId) ?? [])]) {
      if (connection.sessionId !== sessionId) continue;
      if (reason === 'replaced') connection.send(memberEvent({ type: MEMBER_EVENT_TYPES.sessionReplaced }));
      connection.end(MEMBER_EVENTS_CLOSE.sessionEnded, CLOSE_REASONS[reason] ?? 'UNAUTHORIZED');
    }
  }

  private *all(): Iterable<MemberConnection> {
    for (const set of this.byMember.values()) yield* set;
  }
}

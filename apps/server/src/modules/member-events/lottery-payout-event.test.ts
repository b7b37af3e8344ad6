import { MEMBER_EVENT_TYPES, type MemberEvent } from '@suerte/contracts/core';
import { describe, expect, it } from 'vitest';
import { LOTTERY_EVENTS_CHANNEL } from '../lottery/index.js';
import { MemberEventHub, type MemberConnection } from './member-event-hub.js';
import { CHANNELS, parseNotice } from './notification-channels.js';

describe('lottery payout events', () => {
  it('reads what settlement notifies and sends it to the winning member only', () => {
    expect(CHANNELS.lottery).toBe(LOTTERY_EVENTS_CHANNEL);
    const payload = JSON.stringify({
      memberId: 7,
      gameCode: 'ELOTT_N1',
      numero: '20261125-5',
      betsWon: 2,
      payout: 160_000,
    });
    const notice = parseNotice(CHANNELS.lottery, payload);
    expect(notice).toEqual({
      kind: 'lottery',
      memberId: 7,
      gameCode: 'ELOTT_N1',
      numero: '20261125-5',
      betsWon: 2,
      payout: 160_000,
    });
    expect(parseNotice(CHANNELS.lottery, JSON.stringify({ memberId: '7', gameCode: 'x' }))).toBeNull();

    const hub = new MemberEventHub();
    const sent = new Map<number, MemberEvent[]>();
    for (const memberId of [7, 8]) {
      const conn: MemberConnection = {
        memberId,
        sessionId: `s${memberId}`,
        merchantCode: 'SUERTE_PH',
        send: (event) => sent.set(memberId, [...(sent.get(memberId) ?? []), event]),
        end: () => undefined,
      };
      hub.add(conn);
    }
    hub.dispatch(notice!);
    expect(sent.get(7)).toEqual([
      expect.objectContaining({
        type: MEMBER_EVENT_TYPES.lotteryPayout,
        gameCode: 'ELOTT_N1',
        payout: 160_000,
        betsWon: 2,
      }),
    ]);
    expect(sent.get(8)).toBeUndefined();
  });
});

import { MEMBER_EVENT_TYPES, type MemberEvent } from '@suerte/contracts/core';
import { describe, expect, it } from 'vitest';
import { LOTTERY_EVENTS_CHANNEL } from '../lottery/index.js';
import { MemberEventHub, type MemberConnection } from './member-event-hub.js';
import { CHANNELS, lotteryPayloads, parseNotice, type LotteryWin } from './notification-channels.js';

const draw = { gameCode: 'ELOTT_N1', numero: '20261125-5' };

describe('lottery payout events', () => {
  it('reads what settlement notifies and sends each winning member their own payout only', () => {
    expect(CHANNELS.lottery).toBe(LOTTERY_EVENTS_CHANNEL);
    const wins = [
      { memberId: 7, betsWon: 2, payout: 160_000 },
      { memberId: 9, betsWon: 1, payout: 8_000 },
    ];
    const [payload, ...more] = lotteryPayloads(draw, wins);
    expect(more).toEqual([]);
    const notice = parseNotice(CHANNELS.lottery, payload);
    expect(notice).toEqual({ kind: 'lottery', ...draw, wins });

    const hub = new MemberEventHub();
    const sent = new Map<number, MemberEvent[]>();
    for (const memberId of [7, 8, 9]) {
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
        ...draw,
        payout: 160_000,
        betsWon: 2,
      }),
    ]);
    expect(sent.get(9)).toEqual([expect.objectContaining({ payout: 8_000, betsWon: 1 })]);
    expect(sent.get(8)).toBeUndefined();
  });

  it('fits thousands of winners in a few payloads, each under the limit, none lost', () => {
    const wins: LotteryWin[] = Array.from({ length: 3_000 }, (_, i) => ({
      memberId: 100_000 + i,
      betsWon: 1 + (i % 4),
      payout: 8_000 * (1 + (i % 97)),
    }));
    const payloads = lotteryPayloads(draw, wins, 7_900);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(20);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(7_900);
    const back = payloads.flatMap((p) => {
      const notice = parseNotice(CHANNELS.lottery, p);
      return notice?.kind === 'lottery' ? notice.wins : [];
    });
    expect(back).toEqual(wins);
    expect(lotteryPayloads(draw, [])).toEqual([]);
  });

  it('ignores payloads that are not a draw and its winners', () => {
    expect(parseNotice(CHANNELS.lottery, JSON.stringify({ memberId: '7', gameCode: 'x' }))).toBeNull();
    expect(parseNotice(CHANNELS.lottery, JSON.stringify({ ...draw, wins: [] }))).toBeNull();
    expect(parseNotice(CHANNELS.lottery, JSON.stringify({ ...draw, wins: [['7', 1, 2]] }))).toBeNull();
    expect(parseNotice(CHANNELS.lottery, 'not json')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MEMBER_EVENT_TYPES, MEMBER_EVENTS_CLOSE, type MemberEvent } from '@suerte/contracts/core';
import { MemberEventHub, type MemberConnection } from './member-event-hub.js';

function connection(sessionId: string) {
  const sent: MemberEvent[] = [];
  const ended: { code: number; reason: string }[] = [];
  const conn: MemberConnection = {
    memberId: 7,
    sessionId,
    merchantCode: 'SUERTE_PH',
    send: (event) => sent.push(event),
    end: (code, reason) => ended.push({ code, reason }),
  };
  return { conn, sent, ended };
}

describe('member event hub: a revoked session', () => {
  it('replaced by another device: "session replaced" first, then closed as logged in elsewhere', () => {
    const hub = new MemberEventHub();
    const a = connection('s1');
    hub.add(a.conn);
    hub.dispatch({ kind: 'session', memberId: 7, sessionId: 's1', reason: 'replaced' });
    expect(a.sent.map((e) => e.type)).toEqual([MEMBER_EVENT_TYPES.sessionReplaced]);
    expect(a.ended).toEqual([{ code: MEMBER_EVENTS_CLOSE.sessionEnded, reason: 'LOGGED_IN_ELSEWHERE' }]);
  });

  it('renewed by a login in the same browser: closed quietly with SESSION_RENEWED, no "replaced" notice', () => {
    const hub = new MemberEventHub();
    const a = connection('s1');
    hub.add(a.conn);
    hub.dispatch({ kind: 'session', memberId: 7, sessionId: 's1', reason: 'renewed' });
    expect(a.sent).toEqual([]);
    expect(a.ended).toEqual([{ code: MEMBER_EVENTS_CLOSE.sessionEnded, reason: 'SESSION_RENEWED' }]);
  });
});

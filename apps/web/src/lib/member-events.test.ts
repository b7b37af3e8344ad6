import { describe, expect, it, vi } from 'vitest';
import { connectMemberEvents, memberEventsUrl, reconnectDelay, type SocketLike } from './member-events';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(value: unknown) {
    this.onmessage?.({ data: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: string[] = [];
  const ended: string[] = [];
  const live: boolean[] = [];
  const client = connectMemberEvents({
    token: 'tok_1234567890abcdefghij',
    url: 'ws://portal.test/wps/member/events',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: vi.fn(),
    onEvent: (event) => events.push(event.type),
    onSessionEnded: (code) => ended.push(code),
    onLiveChange: (value) => live.push(value),
  });
  return { client, sockets, timers, events, ended, live };
}

const ready = { type: 'ready', version: 1, id: 'r' };

describe('member events client', () => {
  it('sends the token in its first message, never in the URL', () => {
    const { sockets } = setup();
    expect(sockets[0]!.url).toBe('ws://portal.test/wps/member/events');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok_1234567890abcdefghij' })]);
  });

  it('passes known events on, ignores unknown types and versions, and goes live on ready', () => {
    const { sockets, events, live } = setup();
    sockets[0]!.open();
    sockets[0]!.receive(ready);
    sockets[0]!.receive({ type: 'lottery.result', version: 1, id: 'x' });
    sockets[0]!.receive({ type: 'balance.changed', version: 9, id: 'y' });
    sockets[0]!.receive('garbage');
    sockets[0]!.receive({ type: 'balance.changed', version: 1, id: 'z' });
    expect(events).toEqual(['ready', 'balance.changed']);
    expect(live).toEqual([true]);
  });

  it('reconnects with growing, jittered delays and starts again from the shortest after ready', () => {
    const { sockets, timers, live } = setup();
    sockets[0]!.drop();
    timers[0]!.run();
    sockets[1]!.drop();
    timers[1]!.run();
    sockets[2]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([750, 1500, 3000]);
    timers[2]!.run();
    sockets[3]!.open();
    sockets[3]!.receive(ready);
    sockets[3]!.drop();
    expect(timers[3]!.ms).toBe(750);
    expect(live).toEqual([true, false]);
  });

  it('stops for good when the server ends the session, and says why', () => {
    const { sockets, timers, ended } = setup();
    sockets[0]!.open();
    sockets[0]!.receive(ready);
    sockets[0]!.drop(4401, 'LOGGED_IN_ELSEWHERE');
    expect(ended).toEqual(['LOGGED_IN_ELSEWHERE']);
    expect(timers).toEqual([]);
  });

  it('closes the socket on stop and does not reconnect', () => {
    const { client, sockets, timers, live } = setup();
    sockets[0]!.open();
    sockets[0]!.receive(ready);
    client.stop();
    expect(sockets[0]!.closedWith).toEqual([1000, 'done']);
    sockets[0]!.drop(1000);
    expect(timers).toEqual([]);
    expect(live).toEqual([true, false]);
  });
});

describe('reconnectDelay and memberEventsUrl', () => {
  it('caps the delay at 30 s and keeps at least half of it', () => {
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });

  it('uses wss on https', () => {
    expect(memberEventsUrl({ protocol: 'https:', host: 'play.example.com' })).toBe(
      'wss://play.example.com/wps/member/events',
    );
    expect(memberEventsUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/wps/member/events',
    );
  });
});

import {
  MEMBER_EVENT_TYPES,
  MEMBER_EVENTS_CLOSE,
  type MemberEvent,
  type MemberEventsAuthMessage,
} from '@suerte/contracts/core';
import type { WebSocket } from 'ws';
import { memberEvent, type MemberConnection, type MemberEventHub } from './member-event-hub.js';

/** What the socket needs of the identity module's session service (structural: no import of its internals). */
export interface SessionChecker {
  authenticate(
    token: string,
    merchantCode: string,
    options?: { touch?: boolean },
  ): Promise<{ sessionId: string; memberId: number } | { code: string }>;
}

export interface SocketTimings {
  /** A ping this often; a socket that has not answered the previous one is dropped. */
  heartbeatMs: number;
  /** The first message (auth) must arrive within this. */
  authTimeoutMs: number;
  /** The session is checked again this often (idle and absolute expiry end no row, so no notice says so). */
  recheckMs: number;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

function readAuth(data: unknown): MemberEventsAuthMessage | null {
  try {
    const value = JSON.parse(String(data)) as Partial<MemberEventsAuthMessage> | null;
    if (value?.type !== 'auth' || typeof value.token !== 'string' || !TOKEN_PATTERN.test(value.token))
      return null;
    return { type: 'auth', token: value.token };
  } catch {
    return null;
  }
}

/**
 * One member socket: waits for the auth message, then joins the hub; heartbeats drop a dead peer within two
 * intervals, and the session is re-checked without counting as activity.
 */
export function serveMemberSocket(
  socket: WebSocket,
  deps: {
    merchantCode: string;
    sessions: SessionChecker;
    hub: MemberEventHub;
    timings: SocketTimings;
    /** Notifications are listened to: 'ready' promises the client that no later change goes unseen. */
    listening: Promise<void>;
  },
): void {
  const { merchantCode, sessions, hub, timings } = deps;
  let connection: MemberConnection | null = null;
  let alive = true;
  let lastCheck = Date.now();
  const end = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  };
  const authTimer = setTimeout(
    () => end(MEMBER_EVENTS_CLOSE.protocol, 'AUTH_TIMEOUT'),
    timings.authTimeoutMs,
  );

  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
    if (connection && Date.now() - lastCheck >= timings.recheckMs) void recheck();
  }, timings.heartbeatMs);
  let token = '';

  const recheck = async () => {
    lastCheck = Date.now();
    const member = await sessions.authenticate(token, merchantCode, { touch: false }).catch(() => null);
    if (member && 'code' in member) end(MEMBER_EVENTS_CLOSE.sessionEnded, member.code);
  };

  const authenticate = async (auth: MemberEventsAuthMessage) => {
    clearTimeout(authTimer);
    token = auth.token;
    const member = await sessions.authenticate(auth.token, merchantCode, { touch: false });
    if ('code' in member) return end(MEMBER_EVENTS_CLOSE.sessionEnded, member.code);
    await deps.listening;
    if (socket.readyState !== socket.OPEN) return;
    connection = {
      memberId: member.memberId,
      sessionId: member.sessionId,
      merchantCode,
      send: (event: MemberEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      },
      end,
    };
    hub.add(connection);
    connection.send(memberEvent({ type: MEMBER_EVENT_TYPES.ready }));
  };

  socket.on('pong', () => (alive = true));
  socket.on('message', (data) => {
    alive = true;
    if (token) return; // after auth the client has nothing to say; pings are answered by the protocol
    const auth = readAuth(data);
    if (!auth) return end(MEMBER_EVENTS_CLOSE.protocol, 'AUTH_EXPECTED');
    authenticate(auth).catch(() => end(1011, 'INTERNAL_ERROR'));
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    if (connection) hub.remove(connection);
  });
}

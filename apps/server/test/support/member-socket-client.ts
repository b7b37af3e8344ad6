import { MEMBER_EVENTS_PATH, parseMemberEvent, type MemberEvent } from '@suerte/contracts/core';
import WebSocket from 'ws';

export interface MemberSocket {
  ws: WebSocket;
  /** Every event received so far, in order. */
  events: MemberEvent[];
  /** The next event of a type not yet taken (resolves at once when one is already there). */
  next(type: MemberEvent['type']): Promise<MemberEvent>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the member event socket of a listening server and sends the auth message when a token is given. */
export async function openMemberSocket(
  baseUrl: string,
  token: string | null,
  options: { path?: string; autoPong?: boolean; headers?: Record<string, string> } = {},
): Promise<MemberSocket> {
  const url = baseUrl.replace(/^http/, 'ws') + (options.path ?? MEMBER_EVENTS_PATH);
  const ws = new WebSocket(url, { autoPong: options.autoPong ?? true, headers: options.headers });
  const events: MemberEvent[] = [];
  const taken = new Set<MemberEvent>();
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    const event = parseMemberEvent(String(data));
    if (event) events.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  if (token) ws.send(JSON.stringify({ type: 'auth', token }));
  const next = async (type: MemberEvent['type']): Promise<MemberEvent> => {
    for (;;) {
      const found = events.find((e) => e.type === type && !taken.has(e));
      if (found) {
        taken.add(found);
        return found;
      }
      if (ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed before a ${type} event`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, events, next, closed };
}

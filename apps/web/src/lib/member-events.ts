import {
  MEMBER_EVENT_TYPES,
  MEMBER_EVENTS_CLOSE,
  MEMBER_EVENTS_PATH,
  parseMemberEvent,
  type MemberEvent,
} from '@suerte/contracts/core';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface MemberEventsOptions {
  token: string;
  onEvent(event: MemberEvent): void;
  /** The server ended the session (logout elsewhere, expiry, replaced): the API's code for it. */
  onSessionEnded(code: string): void;
  /** True once events flow, false while they do not (the app then polls as it always did). */
  onLiveChange?(live: boolean): void;
  url?: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Exponential backoff with jitter: attempt n waits between half and all of min(30 s, 1 s × 2^n). */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

export function memberEventsUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${MEMBER_EVENTS_PATH}`;
}

/**
 * Keeps one member event socket open while started: authenticates with the first message (never in the URL),
 * reconnects with backoff and jitter, and stays silent about failures (the app's polling covers them).
 */
export function connectMemberEvents(options: MemberEventsOptions): { stop(): void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const random = options.random ?? Math.random;
  const url = options.url ?? memberEventsUrl(window.location);
  let attempt = 0;
  let stopped = false;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let live = false;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onLiveChange?.(value);
  };

  const open = () => {
    timer = null;
    let current: SocketLike;
    try {
      current = create(url);
    } catch {
      return retry();
    }
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: options.token }));
    current.onmessage = (message) => {
      const event = typeof message.data === 'string' ? parseMemberEvent(message.data) : null;
      if (!event) return; // unknown types and versions are for newer clients
      if (event.type === MEMBER_EVENT_TYPES.ready) {
        attempt = 0;
        setLive(true);
      }
      options.onEvent(event);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      setLive(false);
      if (stopped) return;
      if (event.code === MEMBER_EVENTS_CLOSE.sessionEnded) {
        stopped = true;
        return options.onSessionEnded(event.reason || 'UNAUTHORIZED');
      }
      retry();
    };
  };

  const retry = () => {
    if (stopped) return;
    timer = setTimer(open, reconnectDelay(attempt, random));
    attempt += 1;
  };

  open();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      const current = socket;
      socket = null;
      setLive(false);
      current?.close(1000, 'done');
    },
  };
}

import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * Whether the server can be reached. The API client reports every call's fate here: a call that never got an
 * answer (no network, server stopped, a gateway with no server behind it) marks the server unreachable; any
 * answer, even a refusal or a server error, marks it reachable again. TanStack Query's onlineManager follows
 * this state, so queries pause while the server is away and refetch by themselves when it answers again.
 */
export interface OnlineState {
  reachable: boolean;
  /** A check of the server is in flight (the banner says so). */
  checking: boolean;
}

export const useOnlineState = create<OnlineState>()(() => ({ reachable: true, checking: false }));

type Listener = (reachable: boolean) => void;
const listeners = new Set<Listener>();

function setReachable(reachable: boolean): void {
  if (useOnlineState.getState().reachable === reachable) return;
  useOnlineState.setState({ reachable });
  onlineManager.setOnline(reachable);
  for (const listener of listeners) listener(reachable);
}

/** A call got no answer at all (fetch failed, or a gateway answered for a server that is not there). */
export function reportUnreachable(): void {
  setReachable(false);
}

/** The server answered (whatever it said). */
export function reportAnswered(): void {
  setReachable(true);
}

/** The first waits are short (a blip), then the checks space out so a long outage costs little. */
const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

/** The wait before check n (0-based): the table above with up to a fifth of jitter, so tabs do not align. */
export function probeDelay(attempt: number, random: () => number = Math.random): number {
  const base = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)] ?? 30_000;
  return Math.round(base * (0.8 + random() * 0.2));
}

export interface OnlineWatchOptions {
  /** One light call to the server; it reports its own outcome through the API client. */
  probe(): Promise<unknown>;
  /** Runs when the server answers again after being away (refetch what failed meanwhile). */
  onRecovered(): void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * While the server is unreachable, checks it gently (2 s, 4 s, 8 s … then every 30 s) and at once when the
 * browser says the network is back or the tab becomes visible. The browser going offline marks it away at once.
 */
export function startOnlineWatch(options: OnlineWatchOptions): { stop(): void; checkNow(): void } {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const target = options.target ?? window;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const schedule = () => {
    cancel();
    if (stopped || useOnlineState.getState().reachable) return;
    timer = setTimer(check, probeDelay(attempt, options.random));
    attempt += 1;
  };
  const check = () => {
    timer = null;
    if (stopped || useOnlineState.getState().checking) return;
    useOnlineState.setState({ checking: true });
    void options
      .probe()
      .catch(() => undefined)
      .finally(() => {
        useOnlineState.setState({ checking: false });
        schedule();
      });
  };
  const onChange: Listener = (reachable) => {
    if (reachable) {
      cancel();
      attempt = 0;
      options.onRecovered();
    } else schedule();
  };
  const checkNowIfAway = () => {
    if (!useOnlineState.getState().reachable) check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') checkNowIfAway();
  };

  listeners.add(onChange);
  target.addEventListener('online', checkNowIfAway);
  target.addEventListener('offline', reportUnreachable);
  target.addEventListener('visibilitychange', onVisible);
  if (!useOnlineState.getState().reachable) schedule();
  return {
    checkNow: () => {
      cancel();
      check();
    },
    stop() {
      stopped = true;
      cancel();
      listeners.delete(onChange);
      target.removeEventListener('online', checkNowIfAway);
      target.removeEventListener('offline', reportUnreachable);
      target.removeEventListener('visibilitychange', onVisible);
    },
  };
}

// The browser's own online/offline events no longer switch TanStack Query directly: this module decides,
// because "the network is up" does not mean "the server answers".
onlineManager.setEventListener(() => undefined);

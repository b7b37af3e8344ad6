import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS, refreshDelay } from '../model/countdown';

/** The current time, re-read every 500 ms (spec §9 countdown tick) while the component is shown. */
export function useNow(tickMs = COUNTDOWN_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}

/**
 * Whether `deadline` (epoch ms; null: none) is still ahead; turns false when it passes (a deadline already past: on
 * the next turn of the event loop), without waiting for the server's next answer (the refresh after a countdown can come back a moment before the deadline, and the next one
 * is 7 s later).
 */
export function useBefore(deadline: number | null): boolean {
  // The deadline the timer saw pass; a new deadline starts open again.
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const id = window.setTimeout(() => setPassed(deadline), Math.max(0, deadline - Date.now()));
    return () => window.clearTimeout(id);
  }, [deadline]);
  return deadline === null || passed !== deadline;
}

/**
 * Calls `refresh` when the soonest of `deadlines` (epoch ms; null when unknown) passes: after the shortest
 * remaining time, 7000 ms when one has run out, at most 30000 ms; re-armed whenever the deadlines change.
 */
export function useRefreshTimer(deadlines: ReadonlyArray<number | null>, refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  const key = deadlines.join(',');
  useEffect(() => {
    const now = Date.now();
    const delay = refreshDelay(
      key === '' ? [] : key.split(',').map((d) => (d === '' ? null : Number(d) - now)),
    );
    const id = window.setTimeout(() => latest.current(), delay);
    return () => window.clearTimeout(id);
  }, [key]);
}

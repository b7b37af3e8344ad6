import { useEffect, useState } from 'react';

/** The countdown ticks every 500 ms (spec §9), so a second is never skipped on screen. */
export const COUNTDOWN_TICK_MS = 500;

/**
 * Whole seconds left until `expiresAt`, by the server's clock: the offset between the server's time when it
 * answered and the phone's time then is applied, so a phone with a wrong clock still counts right. 0 once over.
 */
export function secondsLeft(expiresAt: string, serverTime: string, receivedAt: number, now: number): number {
  const offset = Date.parse(serverTime) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - (now + offset)) / 1000));
}

/** mm:ss, or h:mm:ss from an hour up. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** Live seconds left of a code while `running`; frozen when it stops (paid, failed). */
export function useExpiryCountdown(expiresAt: string, serverTime: string, running: boolean): number {
  const [receivedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return secondsLeft(expiresAt, serverTime, receivedAt, now);
}

import { useEffect, useState } from 'react';

/** Spec §9: countdowns tick every 500 ms. */
export const COUNTDOWN_TICK_MS = 500;

export interface SmsCountdown {
  /** Whole seconds until another code can be asked for; 0 when it can. */
  seconds: number;
  /** Whole seconds until the code sent last expires; 0 when none is valid. */
  expirySeconds: number;
  /** A code has been sent at least once (the button then says "resend"). */
  sent: boolean;
  /**
   * A code was just sent that expires at this moment (epoch ms); the server allows the next one after
   * `resendAfterSeconds` (its own per-phone limit, sent with the answer).
   */
  startUntil(expiresAt: number, resendAfterSeconds: number): void;
  /** The server refused a send as too soon: wait the seconds it said before offering again. */
  waitSeconds(seconds: number): void;
}

const secondsUntil = (moment: number | null, now: number) =>
  moment === null ? 0 : Math.max(0, Math.ceil((moment - now) / 1000));

/**
 * The SMS button's countdown: the resend interval (or the code's expiry when sooner), then the button is
 * available again; the code's own expiry is counted beside it (spec §4).
 */
export function useSmsCountdown(): SmsCountdown {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sent, setSent] = useState(false);

  // Ticks while either countdown runs; stops once both are over.
  const until = Math.max(expiresAt ?? 0, resendAt ?? 0);
  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const startUntil = (moment: number, resendAfterSeconds: number) => {
    const time = Date.now();
    setNow(time);
    setExpiresAt(moment);
    setResendAt(Math.min(moment, time + resendAfterSeconds * 1000));
    setSent(true);
  };
  const waitSeconds = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setResendAt(time + seconds * 1000);
  };
  return {
    seconds: secondsUntil(resendAt, now),
    expirySeconds: secondsUntil(expiresAt, now),
    sent,
    startUntil,
    waitSeconds,
  };
}

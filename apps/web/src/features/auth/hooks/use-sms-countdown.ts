import { useEffect, useState } from 'react';

/** Spec §9: countdowns tick every 500 ms. */
export const COUNTDOWN_TICK_MS = 500;
/** The server sends one code per phone a minute, so the button offers to resend after that, not at expiry. */
export const SMS_RESEND_INTERVAL_MS = 60_000;

export interface SmsCountdown {
  /** Whole seconds until another code can be asked for; 0 when it can. */
  seconds: number;
  /** Whole seconds until the code sent last expires; 0 when none is valid. */
  expirySeconds: number;
  /** A code has been sent at least once (the button then says "resend"). */
  sent: boolean;
  /** A code was just sent that expires at this moment (epoch ms). */
  startUntil(expiresAt: number): void;
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

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= expiresAt) setExpiresAt(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const startUntil = (moment: number) => {
    const time = Date.now();
    setNow(time);
    setExpiresAt(moment);
    setResendAt(Math.min(moment, time + SMS_RESEND_INTERVAL_MS));
    setSent(true);
  };
  return {
    seconds: secondsUntil(resendAt, now),
    expirySeconds: secondsUntil(expiresAt, now),
    sent,
    startUntil,
  };
}

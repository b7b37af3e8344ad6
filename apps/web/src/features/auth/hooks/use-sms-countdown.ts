import { useEffect, useState } from 'react';

/** Spec §9: countdowns tick every 500 ms. */
export const COUNTDOWN_TICK_MS = 500;

export interface SmsCountdown {
  /** Whole seconds left; 0 when not counting. */
  seconds: number;
  /** A code has been sent at least once (the button then says "resend"). */
  sent: boolean;
  /** Counts down to this moment (epoch ms). */
  startUntil(endsAt: number): void;
}

/** The SMS button's countdown: until the code expires, then the button is available again (spec §4). */
export function useSmsCountdown(): SmsCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const startUntil = (moment: number) => {
    setNow(Date.now());
    setEndsAt(moment);
    setSent(true);
  };
  return { seconds, sent, startUntil };
}

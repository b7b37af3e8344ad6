import { useCallback, useEffect, useState } from 'react';
import { CAPTCHA_REFRESH_MS } from '@suerte/contracts/core';
import type { CaptchaResponse } from '@suerte/contracts';
import { fetchCaptcha } from '../api/captcha';

// One clock for every captcha on the page: the server allows one image per second per visitor (spec §9).
let lastLoadAt = Number.NEGATIVE_INFINITY;

/** For tests: forget when the last image was loaded. */
export function resetCaptchaClock(): void {
  lastLoadAt = Number.NEGATIVE_INFINITY;
}

export interface Captcha {
  captcha: CaptchaResponse | null;
  loading: boolean;
  error: unknown;
  /** True for a second after each load: the refresh button waits (spec §5). */
  cooling: boolean;
  /** Asks for a new image; within a second of the last one it comes when the second is over. */
  reload(): void;
}

/** A captcha image that loads while `enabled`, reloads on request and when it expires. */
export function useCaptcha(enabled: boolean): Captcha {
  const [request, setRequest] = useState(0);
  const [loaded, setLoaded] = useState<{ request: number; captcha: CaptchaResponse | null; error: unknown }>({
    request: -1,
    captcha: null,
    error: null,
  });
  const [cooling, setCooling] = useState(false);
  const reload = useCallback(() => setRequest((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const load = () => {
      lastLoadAt = Date.now();
      setCooling(true);
      timers.push(setTimeout(() => setCooling(false), CAPTCHA_REFRESH_MS));
      fetchCaptcha(controller.signal).then(
        (captcha) => {
          setLoaded({ request, captcha, error: null });
          timers.push(setTimeout(reload, captcha.expiresInSeconds * 1000));
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setLoaded((old) => ({ ...old, request, error }));
        },
      );
    };
    timers.push(setTimeout(load, Math.max(0, lastLoadAt + CAPTCHA_REFRESH_MS - Date.now())));
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
    };
  }, [enabled, request, reload]);

  return {
    captcha: loaded.captcha,
    loading: enabled && loaded.request !== request,
    error: loaded.request === request ? loaded.error : null,
    cooling,
    reload,
  };
}

import { useEffect, useState } from 'react';

/** Time after the document's load and the browser's next idle moment before the page counts as settled. */
export const SETTLE_DELAY_MS = 2000;

let settled = false;
let settling: Promise<void> | null = null;

function afterIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/**
 * Resolves once the page has loaded, the browser has had an idle moment and SETTLE_DELAY_MS more have passed:
 * code that is not needed for the first screen (a slide-show engine, a notice window) waits for this so the
 * page's own scripts, data and images get the phone's network first.
 */
export function whenPageSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    const start = () =>
      afterIdle(() =>
        setTimeout(() => {
          settled = true;
          resolve();
        }, SETTLE_DELAY_MS),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return settling;
}

/** False until the page has settled (see whenPageSettled), then true. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    void whenPageSettled().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}

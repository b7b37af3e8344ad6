// The server writes the home page's first screen into index.html (#first-screen, over the app: header bar, first
// banner, <h1>; apps/server/src/http/hooks/first-screen.ts) so a phone paints it before this script has even
// arrived. The app renders the same screen underneath; this removes the server's copy once the app's own is on
// screen, so the visitor never sees a blank or half-built page in between.

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

export interface FirstScreenWatch {
  /** The app's root element. */
  root: HTMLElement;
  /** True once the site configuration has been answered (or has failed): the home page then knows its banners. */
  siteSettled: () => boolean;
  /** Removes the first screen anyway after this long (a page state this watch does not know). */
  maxMs?: number;
}

/**
 * Removes #first-screen when the app shows something of its own: its home page with the banner's image loaded
 * (or without a banner), any other page, or after `maxMs`. Does nothing when the page has no first screen.
 */
export function releaseFirstScreen({ root, siteSettled, maxMs = 10_000 }: FirstScreenWatch): void {
  const screen = document.getElementById('first-screen');
  if (!screen) return;
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('popstate', check);
    screen.remove();
  };
  const check = () => {
    if (!HOME_PATHS.includes(window.location.pathname)) return release();
    const home = root.querySelector('[data-testid="home-page"]');
    if (!home) {
      // Still starting (nothing yet, the splash, or the layout around the page's chunk loading) — or a status
      // page (maintenance, region) instead of the site: nothing more to wait for then.
      const starting = root.childElementCount === 0 || root.querySelector('[data-testid="splash"], .shell');
      return starting ? undefined : release();
    }
    const image = home.querySelector<HTMLImageElement>('[data-testid="banner-carousel"] img');
    if (!image) return siteSettled() ? release() : undefined;
    if (image.complete) return release();
    image.addEventListener('load', release, { once: true });
    image.addEventListener('error', release, { once: true });
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  const timer = window.setTimeout(release, maxMs);
  window.addEventListener('popstate', check);
  check();
}

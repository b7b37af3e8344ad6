// The home page's first screen written into the served index.html: the header bar with the merchant's logo, the
// first home banner and the page's <h1>, with the few styles they need inline. On a phone network the browser
// paints it as soon as the HTML and the main stylesheet are in, instead of after the entry script, the
// translations and the site configuration have all crossed the network. The web app draws the same screen
// underneath and removes this one once its own banner is on screen (apps/web/src/app/system/first-screen.ts).
// Pure: the static-web hook supplies what the merchant's configuration says.
import type { WhitelabelResponse } from '@suerte/contracts';
import { escapeHtml } from './page-meta.js';

export interface FirstScreen {
  /** The merchant's name: the page's <h1> (visually hidden, as the app has it) and the logo's text fallback. */
  brand: string;
  /** The LOGO resource's image, if the merchant has one. */
  logoUrl: string | null;
  /** The first home banner (group w_home), if any, with its title in the visitor's language. */
  banner: { url: string; title: string } | null;
}

/** Paths the web app shows its home page on (and nothing over it): see apps/web/src/app/routes.tsx. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}

/**
 * The same boxes as the app's header, main padding and banner (app/styles header.css, layout.css and the home
 * page's banner), so nothing moves when the app's screen takes over. Phones and tablets only: from 1024 px
 * the app has a left menu beside the page and the first screen is not drawn. Colours of both themes (the
 * theme script has set data-theme on <html> before the body is parsed).
 */
const STYLE = `
#first-screen{position:absolute;top:0;left:0;right:0;z-index:2147483000;min-height:100vh;background:#f3f5fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Thai','Helvetica Neue',Arial,sans-serif}
[data-theme=dark] #first-screen{background:#0c0f1f}
.fs-header{display:flex;align-items:center;gap:12px;height:64px;padding:0 16px;background:#131836;color:#eef0ff;box-shadow:0 6px 20px rgb(20 24 50/12%);font-weight:800;font-size:1.1rem;white-space:nowrap}
[data-theme=dark] .fs-header{background:#080a17;box-shadow:0 6px 20px rgb(0 0 0/45%)}
.fs-menu{flex:none;width:36px;height:36px;background:linear-gradient(currentColor,currentColor) 9px 11px/18px 2px no-repeat,linear-gradient(currentColor,currentColor) 9px 17px/18px 2px no-repeat,linear-gradient(currentColor,currentColor) 9px 23px/18px 2px no-repeat}
.fs-logo{display:block;height:32px;width:auto;max-width:160px;object-fit:contain;object-position:left center}
.fs-mark{flex:none;width:32px;height:32px;border-radius:9px;background:linear-gradient(135deg,#5b3df5 0%,#9b3df5 55%,#f54d8a 100%)}
.fs-main{padding:24px}
.fs-banner{display:block;width:100%;aspect-ratio:16/5;object-fit:cover;border-radius:10px}
.fs-h1{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:720px){.fs-header{gap:6px;padding:0 8px}.fs-logo{height:28px;max-width:96px}.fs-name{display:none}.fs-main{padding:12px}}
@media (min-width:1024px){#first-screen{display:none}}
`
  .trim()
  .replace(/\n/g, '');

/** The first screen's markup and styles: goes right after the app's root element. */
export function firstScreenHtml(screen: FirstScreen): string {
  const brand = escapeHtml(screen.brand);
  const logo = screen.logoUrl
    ? `<img class="fs-logo" src="${escapeHtml(screen.logoUrl)}" alt="" height="32" />`
    : `<span class="fs-mark"></span><span class="fs-name">${brand}</span>`;
  const banner = screen.banner
    ? `<img class="fs-banner" src="${escapeHtml(screen.banner.url)}" alt="${escapeHtml(screen.banner.title)}" fetchpriority="high" />`
    : '';
  return (
    `<style>${STYLE}</style>` +
    `<div id="first-screen" aria-hidden="true">` +
    `<div class="fs-header"><span class="fs-menu"></span>${logo}</div>` +
    `<div class="fs-main"><h1 class="fs-h1">${brand}</h1>${banner}</div>` +
    `</div>`
  );
}

/** index.html with the first screen after the app's root element; the template unchanged if it has none. */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return html.replace(root, () => `${root}${firstScreenHtml(screen)}`);
}

/** What the first screen shows, from the site configuration the app itself reads (`/wps/system/whitelabel`). */
export function firstScreenOf(site: Pick<WhitelabelResponse, 'merchant' | 'resources'>): FirstScreen {
  const logo = site.resources.find((r) => r.resourceType === 'LOGO');
  const banner = site.resources.find((r) => r.resourceType === 'BANNER' && r.groupName === 'w_home');
  return {
    brand: site.merchant.name,
    logoUrl: logo?.url ?? null,
    banner: banner ? { url: banner.url, title: banner.title } : null,
  };
}

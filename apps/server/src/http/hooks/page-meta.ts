// The link preview of a page (title, description, Open Graph and Twitter card tags) written into the built
// index.html for the merchant a request is for. Pure: the static-web hook supplies the merchant and the URLs.

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview image (crawlers need absolute URLs); relative when no trusted origin is known. */
  imageUrl: string;
  imageAlt: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A description for previews: whitespace collapsed, cut at a word near `max` characters. */
export function previewText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The (property|name) → content pairs of the preview, as the tags in index.html name them. */
function metaContents(meta: PageMeta): [string, string][] {
  return [
    ['description', meta.description],
    ['og:site_name', meta.title],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.imageUrl],
    ['og:image:alt', meta.imageAlt],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', meta.imageUrl],
    ['twitter:image:alt', meta.imageAlt],
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with the preview tags' content replaced (and the <title>); tags the template lacks stay absent.
 * Every value is escaped, so a merchant's name can never open a tag or leave its attribute.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  for (const [key, value] of metaContents(meta)) {
    const tag = new RegExp(`(<meta\\s+(?:name|property)="${escapeRegExp(key)}"\\s+content=")[^"]*(")`);
    out = out.replace(tag, (_match, open: string, close: string) => `${open}${escapeHtml(value)}${close}`);
  }
  return out;
}

/** Host[:port] as a browser sends it, and nothing else (it goes into the preview image's absolute URL). */
export function isPlainHost(host: string | undefined): host is string {
  return typeof host === 'string' && /^[a-z0-9]([a-z0-9.-]{0,252})(:\d{1,5})?$/i.test(host);
}

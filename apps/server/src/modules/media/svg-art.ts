/**
 * Generated artwork: banners, logos, partner badges, vendor and game icons as SVG, drawn from the slug in the
 * URL. The portal ships its own images and never fetches any from elsewhere.
 */
export const MEDIA_KINDS = {
  banner: { width: 1200, height: 400, fontSize: 64 },
  logo: { width: 240, height: 64, fontSize: 34 },
  partner: { width: 160, height: 64, fontSize: 16 },
  vendor: { width: 200, height: 120, fontSize: 20 },
  game: { width: 200, height: 200, fontSize: 22 },
  avatar: { width: 96, height: 96, fontSize: 44 },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

const PALETTES = [
  ['#7b2ff7', '#f107a3'],
  ['#0f9b8e', '#1e3c72'],
  ['#f7971e', '#ffd200'],
  ['#c31432', '#240b36'],
  ['#11998e', '#38ef7d'],
  ['#2193b0', '#6dd5ed'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** Words of the portal's slugs that are initialisms, written in capitals ("fair-rng" → "Fair RNG"). */
const INITIALISMS = new Set(['rng', 'vip', 'pvp', 'faq']);

export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => {
      if (/^\d+$/.test(w)) return `${w}+`;
      if (INITIALISMS.has(w)) return w.toUpperCase();
      return w[0]!.toUpperCase() + w.slice(1);
    })
    .join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A bold sans-serif glyph's width as a share of the font size, on average (a little generous). */
const GLYPH_WIDTH = 0.62;

/** The kind's font size, made smaller where the title would not fit 88 % of the picture's width. */
function fittedFontSize(kind: MediaKind, text: string): number {
  const { width, fontSize } = MEDIA_KINDS[kind];
  return Math.min(fontSize, Math.floor((width * 0.88) / (text.length * GLYPH_WIDTH)));
}

export function renderSvg(kind: MediaKind, slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new RangeError('invalid media slug');
  const { width, height } = MEDIA_KINDS[kind];
  const [from, to] = PALETTES[hash(slug) % PALETTES.length]!;
  const words = titleFromSlug(slug);
  const fontSize = fittedFontSize(kind, words);
  const title = escapeXml(words);
  const circles =
    kind === 'banner'
      ? `<circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.45}" fill="#fff" opacity="0.08"/>` +
        `<circle cx="${width * 0.1}" cy="${height}" r="${height * 0.5}" fill="#fff" opacity="0.06"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" rx="${kind === 'banner' ? 0 : 12}" fill="url(#g)"/>${circles}` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${title}</text>` +
    `</svg>`
  );
}

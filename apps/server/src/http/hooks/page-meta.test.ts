import { describe, expect, it } from 'vitest';
import { escapeHtml, isPlainHost, previewText, withPageMeta, type PageMeta } from './page-meta.js';

const template = `<!doctype html><html><head>
<title>Suerte</title>
<meta name="description" content="Suerte: lottery, slots and live games" />
<meta property="og:title" content="Suerte" />
<meta property="og:description" content="x" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:title" content="Suerte" />
<meta name="twitter:image" content="/og-image.png" />
</head><body></body></html>`;

const meta: PageMeta = {
  title: 'Lucky Star',
  description: 'Play lottery & slots',
  imageUrl: 'https://lucky.example/og-image.png',
  imageAlt: 'Lucky Star',
};

describe('withPageMeta', () => {
  it('writes the title, description and image into the tags the page has', () => {
    const html = withPageMeta(template, meta);
    expect(html).toContain('<title>Lucky Star</title>');
    expect(html).toContain('<meta name="description" content="Play lottery &amp; slots" />');
    expect(html).toContain('<meta property="og:title" content="Lucky Star" />');
    expect(html).toContain('<meta property="og:image" content="https://lucky.example/og-image.png" />');
    expect(html).toContain('<meta name="twitter:title" content="Lucky Star" />');
    expect(html).not.toContain('og:site_name');
  });

  it('escapes a name that tries to break out of the attribute or the title', () => {
    const html = withPageMeta(template, {
      ...meta,
      title: '"><script>alert(1)</script>',
      description: "</title>'",
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&lt;/title&gt;&#39;"');
  });
});

describe('preview helpers', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('collapses whitespace and cuts long text at a word', () => {
    expect(previewText('  one\n two  ')).toBe('one two');
    const cut = previewText('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('accepts only plain host names with an optional port', () => {
    expect(isPlainHost('ph.suerte.example')).toBe(true);
    expect(isPlainHost('localhost:8080')).toBe(true);
    expect(isPlainHost('evil.example/"><x')).toBe(false);
    expect(isPlainHost('a b')).toBe(false);
    expect(isPlainHost(undefined)).toBe(false);
  });
});

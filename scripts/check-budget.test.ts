import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distPathOf, firstLoadScripts, gzipSize, manifestClosure, parseAttributes } from './check-budget.mjs';

const viteIndex = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-BX1a2b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-CqW3.js">
    <link rel='modulepreload' href='/assets/router-9z.js' crossorigin>
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body><div id="root"></div><script>window.inline = true;</script></body>
</html>`;

describe('first-load scripts of index.html', () => {
  it('lists every script src and modulepreload link in document order, nothing else', () => {
    expect(firstLoadScripts(viteIndex)).toEqual([
      '/theme-boot.js',
      '/assets/index-BX1a2b.js',
      '/assets/react-CqW3.js',
      '/assets/router-9z.js',
    ]);
  });

  it('accepts any attribute order, unquoted values and upper-case names', () => {
    const html =
      '<LINK HREF=/assets/a.js REL=modulepreload><SCRIPT SRC="/assets/b.js" TYPE="module"></SCRIPT>';
    expect(firstLoadScripts(html)).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('counts a file once when it is both preloaded and loaded', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/a.js"></script>';
    expect(firstLoadScripts(html)).toEqual(['/assets/a.js']);
  });

  it('ignores plain preloads and inline scripts', () => {
    expect(firstLoadScripts('<link rel="preload" href="/x.js" as="script"><script>1</script>')).toEqual([]);
  });

  it('parses bare attributes as empty strings', () => {
    expect(parseAttributes(' type="module" crossorigin src=/a.js')).toEqual(
      new Map([
        ['type', 'module'],
        ['crossorigin', ''],
        ['src', '/a.js'],
      ]),
    );
  });
});

describe('dist paths', () => {
  it('maps root-relative and relative URLs into the dist folder, dropping query and hash', () => {
    expect(distPathOf('/assets/a.js?v=1', '/d')).toBe(path.join('/d', 'assets/a.js'));
    expect(distPathOf('./assets/b.js#x', '/d')).toBe(path.join('/d', 'assets/b.js'));
  });

  it('returns null for another origin', () => {
    expect(distPathOf('https://cdn.example/a.js', '/d')).toBeNull();
    expect(distPathOf('//cdn.example/a.js', '/d')).toBeNull();
  });
});

describe('gzip size', () => {
  it('shrinks repetitive text', () => {
    expect(gzipSize(Buffer.from('a'.repeat(10_000)))).toBeLessThan(100);
  });
});

describe('manifestClosure', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: [] },
    'src/app/pages/home-route.tsx': { file: 'assets/home-route.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['src/app/pages/home-route.tsx'] },
    'src/locales/en/home.json': { file: 'assets/home.js' },
  };

  it('follows static imports once each', () => {
    expect(manifestClosure(manifest, ['src/app/pages/home-route.tsx', 'src/locales/en/home.json'])).toEqual([
      'assets/home-route.js',
      'assets/shared.js',
      'assets/home.js',
    ]);
  });

  it('finds a module that lazy routes share by its chunk name', () => {
    const shared = { '_home-route-abc.js': { file: 'assets/home-route-abc.js', name: 'home-route' } };
    expect(manifestClosure(shared, ['src/app/pages/home-route.tsx'])).toEqual(['assets/home-route-abc.js']);
  });

  it('fails loudly when a module it should count has disappeared', () => {
    expect(() => manifestClosure(manifest, ['src/app/pages/gone.tsx'])).toThrow(/HOME_MODULES/);
  });
});

import { describe, expect, it } from 'vitest';
import { firstScreenHtml, firstScreenOf, isHomePath, withFirstScreen } from './first-screen.js';

const template = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe('first screen of the home page', () => {
  it('draws the logo, the first banner as a high-priority image and the <h1> after the root', () => {
    const html = withFirstScreen(template, {
      brand: 'Lucky Star',
      logoUrl: '/media/logo/lucky.svg',
      banner: { url: '/media/banner/welcome.svg', title: 'Welcome' },
    });
    expect(html).toMatch(
      /<div id="root"><\/div><style>[^<]+<\/style><div id="first-screen" aria-hidden="true">/,
    );
    expect(html).toContain('<img class="fs-logo" src="/media/logo/lucky.svg" alt="" height="32" />');
    expect(html).toContain(
      '<img class="fs-banner" src="/media/banner/welcome.svg" alt="Welcome" fetchpriority="high" />',
    );
    expect(html).toContain('<h1 class="fs-h1">Lucky Star</h1>');
  });

  it('shows the name beside a mark without a logo, and no image without a banner', () => {
    const html = firstScreenHtml({ brand: 'Lucky Star', logoUrl: null, banner: null });
    expect(html).toContain('<span class="fs-mark"></span><span class="fs-name">Lucky Star</span>');
    expect(html).not.toContain('<img');
  });

  it("escapes the merchant's texts and addresses", () => {
    const html = firstScreenHtml({
      brand: '"><script>alert(1)</script>',
      logoUrl: '/x.svg" onerror="alert(1)',
      banner: { url: '/b.svg', title: '"><img src=x onerror=alert(1)>' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('" onerror="');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves a template without the root element as it is', () => {
    const other = '<html><body><main></main></body></html>';
    expect(withFirstScreen(other, { brand: 'x', logoUrl: null, banner: null })).toBe(other);
  });

  it('takes the logo and the first home banner (not a login banner) from the site configuration', () => {
    const resource = (id: number, resourceType: string, groupName: string, url: string) => ({
      id,
      resourceType,
      groupName,
      title: `title ${id}`,
      url,
      linkageType: null,
      linkUrl: null,
    });
    const screen = firstScreenOf({
      merchant: { name: 'Lucky Star' } as never,
      resources: [
        resource(1, 'BANNER', 'w_login', '/login.svg'),
        resource(2, 'LOGO', '', '/logo.svg'),
        resource(3, 'BANNER', 'w_home', '/home-1.svg'),
        resource(4, 'BANNER', 'w_home', '/home-2.svg'),
      ] as never,
    });
    expect(screen).toEqual({
      brand: 'Lucky Star',
      logoUrl: '/logo.svg',
      banner: { url: '/home-1.svg', title: 'title 3' },
    });
  });

  it('is for the home page addresses only', () => {
    expect(['/', '/index', '/index.html', '/home'].every(isHomePath)).toBe(true);
    expect(['/register', '/member/deposit', '/homepage', ''].some(isHomePath)).toBe(false);
  });
});

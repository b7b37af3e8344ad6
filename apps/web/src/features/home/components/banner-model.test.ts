import { describe, expect, it } from 'vitest';
import type { Resource } from '@suerte/contracts';
import { bannerTarget, selectBanners } from './banner-model';

const ORIGIN = 'https://play.suerte.test';

function resource(over: Partial<Resource>): Resource {
  return {
    id: 'r',
    resourceType: 'BANNER',
    groupName: 'w_home',
    title: 'T',
    url: '/media/b.svg',
    linkageType: null,
    linkUrl: null,
    ...over,
  };
}

describe('selectBanners', () => {
  const resources = [
    resource({ id: 'home-1' }),
    resource({ id: 'logo', resourceType: 'LOGO', groupName: 'w_home' }),
    resource({ id: 'login-1', groupName: 'w_login' }),
    resource({ id: 'home-2' }),
    resource({ id: 'ungrouped', groupName: null }),
  ];

  it('keeps only banners of the group, in order', () => {
    expect(selectBanners(resources, 'w_home').map((r) => r.id)).toEqual(['home-1', 'home-2']);
    expect(selectBanners(resources, 'w_login').map((r) => r.id)).toEqual(['login-1']);
  });

  it('gives nothing before the site configuration is loaded', () => {
    expect(selectBanners(undefined, 'w_home')).toEqual([]);
  });
});

describe('bannerTarget', () => {
  const target = (linkageType: string | null, linkUrl: string | null) =>
    bannerTarget({ linkageType, linkUrl }, ORIGIN);

  it('is not clickable without a linkageType, even with a link', () => {
    expect(target(null, '/promotions')).toEqual({ kind: 'none' });
    expect(target('', '/promotions')).toEqual({ kind: 'none' });
  });

  it('is not clickable without a link', () => {
    expect(target('INTERNAL', null)).toEqual({ kind: 'none' });
    expect(target('INTERNAL', '  ')).toEqual({ kind: 'none' });
  });

  it('navigates inside the app for a path or an address on this site', () => {
    expect(target('INTERNAL', '/promotions?tab=new#top')).toEqual({
      kind: 'internal',
      to: '/promotions?tab=new#top',
    });
    expect(target('URL', `${ORIGIN}/slot-games`)).toEqual({ kind: 'internal', to: '/slot-games' });
  });

  it('opens another site in a new tab', () => {
    expect(target('URL', 'https://partner.example/offer')).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
    expect(target('URL', '//partner.example/x')).toEqual({
      kind: 'external',
      href: 'https://partner.example/x',
    });
  });

  it('ignores script and other non-web links', () => {
    expect(target('URL', 'javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(target('URL', 'mailto:help@example.com')).toEqual({ kind: 'none' });
  });
});

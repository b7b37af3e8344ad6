import type { Resource } from '@suerte/contracts';

/** Banner groups of the whitelabel resources: the home page carousel and the login window's carousel. */
export type BannerGroup = 'w_home' | 'w_login';

/** The banners of one group, in the order the operator configured them. */
export function selectBanners(resources: readonly Resource[] | undefined, group: BannerGroup): Resource[] {
  return (resources ?? []).filter((r) => r.resourceType === 'BANNER' && r.groupName === group);
}

export type BannerTarget =
  { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a banner leads (spec §2): only a banner with a linkageType is clickable. Paths on this site navigate
 * inside the app; other http(s) addresses open in a new tab; anything else (javascript:, mailto:...) is ignored.
 */
export function bannerTarget(
  banner: Pick<Resource, 'linkageType' | 'linkUrl'>,
  origin: string = window.location.origin,
): BannerTarget {
  const link = banner.linkUrl?.trim();
  if (!banner.linkageType || !link) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(link, `${origin}/`);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

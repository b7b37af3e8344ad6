import type { Resource } from '@suerte/contracts';

/** Absolute, so a phone scanning the QR code reaches this site. */
function absolute(url: string, origin: string): URL {
  return new URL(url, origin);
}

/**
 * The iOS link carries the language; the Android link is the configured resource as it is. Neither ever carries
 * the member's session: the links are drawn as QR codes, and a shared screenshot must not hand over a session
 * (the app has its own login).
 */
export function appDownloadLinks(
  resources: readonly Resource[],
  language: string,
  origin: string,
): { ios: string | null; android: string | null } {
  const iosResource = resources.find((r) => r.resourceType === 'APP_IOS');
  const androidResource = resources.find((r) => r.resourceType === 'APP_ANDROID');
  let ios: string | null = null;
  if (iosResource) {
    const url = absolute(iosResource.url, origin);
    url.searchParams.set('lang', language);
    ios = url.toString();
  }
  const android = androidResource ? absolute(androidResource.url, origin).toString() : null;
  return { ios, android };
}

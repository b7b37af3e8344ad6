import type { Resource } from '@suerte/contracts';

/** Absolute, so a phone scanning the QR code reaches this site. */
function absolute(url: string, origin: string): URL {
  return new URL(url, origin);
}

/**
 * Spec §2: the iOS link carries the language and, for a member, the session token; the Android link is the
 * configured resource as it is.
 */
export function appDownloadLinks(
  resources: readonly Resource[],
  language: string,
  token: string | null,
  origin: string,
): { ios: string | null; android: string | null } {
  const iosResource = resources.find((r) => r.resourceType === 'APP_IOS');
  const androidResource = resources.find((r) => r.resourceType === 'APP_ANDROID');
  let ios: string | null = null;
  if (iosResource) {
    const url = absolute(iosResource.url, origin);
    url.searchParams.set('lang', language);
    if (token) url.searchParams.set('token', token);
    ios = url.toString();
  }
  const android = androidResource ? absolute(androidResource.url, origin).toString() : null;
  return { ios, android };
}

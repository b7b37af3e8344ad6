/** A host name that only this machine reaches: served over plain http on the configured port. */
function isLocalHost(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost') || !domain.includes('.');
}

/**
 * Where a merchant's mailed links point, from configuration only (never from the request's Host header):
 * its main web domain over https; else PUBLIC_URL; else, for a local main domain (development), that domain
 * on the server's port. Null when nothing is configured.
 */
export function siteUrlOf(input: {
  mainDomain: string | null;
  publicUrl: string | null;
  port: number;
}): string | null {
  const { mainDomain, publicUrl, port } = input;
  if (mainDomain && !isLocalHost(mainDomain)) return `https://${mainDomain}`;
  if (publicUrl) return publicUrl;
  if (mainDomain) return `http://${mainDomain}:${port}`;
  return null;
}

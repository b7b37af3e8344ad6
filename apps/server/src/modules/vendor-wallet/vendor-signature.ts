import { createHmac, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** Hex HMAC-SHA256 of the exact body bytes, as the vendor sends it in X-Suerte-Signature (shared with vendors). */
export { signBody } from '@suerte/contracts/vendor-signing';

/** True when `header` is the body's signature; constant time, so the comparison leaks nothing. */
export function signatureMatches(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.parse(ip);
  // A dual-stack socket reports IPv4 callers as ::ffff:a.b.c.d; the allow-list speaks plain IPv4.
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

/** Whether `ip` may call: an empty list allows any; entries are addresses or CIDR ranges; bad entries match nothing. */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const addr = parseAddress(ip);
  if (!addr) return false;
  return allowed.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), -1];
      if (range.kind() !== addr.kind()) return false;
      if (bits < 0) return range.toNormalizedString() === addr.toNormalizedString();
      return addr.match([range, bits] as never);
    } catch {
      return false;
    }
  });
}

import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';

const require = createRequire(import.meta.url);

interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}
let geoip: GeoipCountry | null = null;

/** Offline IP-to-country database shipped in the geoip-country package; loaded on first use. */
function database(): GeoipCountry {
  geoip ??= require('geoip-country') as GeoipCountry;
  return geoip;
}

/** Loopback, private, link-local and other non-public ranges have no country. */
export function isNonPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr.range() !== 'unicast';
}

/** ISO country code of a public address, or null when unknown or not public. */
export function countryOf(ip: string): string | null {
  if (isNonPublicAddress(ip)) return null;
  return database().lookup(ip)?.country ?? null;
}

/** Loads the database now, so the first request does not pay for it. */
export function warmGeoDatabase(): void {
  database();
}

import { createHash, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/kernel/app-error.js';
import { MAX_WIN_LIMIT } from '../vendor-wallet/index.js';

/**
 * Turning an operator's text into a vendor's settings: transfer URL, allow-list and secret, win limits and the
 * bonus-win switch.
 */

/** The word that clears a setting (no transfer URL: in-house wallets; no allow-list: any address). */
export const NONE = 'none';

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

/**
 * The base URL of a vendor's transfer API, or null for 'none'. The adapter appends the call's name to it, so a
 * query or fragment would end up in the wrong place; credentials belong in the signing secret, not the URL.
 */
export function parseTransferUrl(raw: string): string | null {
  const text = raw.trim();
  if (text.toLowerCase() === NONE) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid(`transfer URL is not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') invalid('transfer URL must be http or https');
  if (url.username || url.password) invalid('transfer URL must not carry a user name or password');
  if (url.search || url.hash) invalid('transfer URL must not have a query or fragment');
  return url.href;
}

/** Whether `entry` is an IPv4 or IPv6 address or CIDR range; IPv4 only in its usual four-part form. */
function isAddressOrRange(entry: string): boolean {
  return (
    ipaddr.IPv4.isValidFourPartDecimal(entry) ||
    ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
    ipaddr.IPv6.isValid(entry) ||
    ipaddr.IPv6.isValidCIDR(entry)
  );
}

/** A comma-separated allow-list of addresses and CIDR ranges ('none': any address may call), without repeats. */
export function parseAllowedIps(raw: string): string[] {
  const text = raw.trim();
  if (text.toLowerCase() === NONE) return [];
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) invalid(`allowed IPs: give addresses or CIDR ranges, or ${NONE}`);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) invalid(`allowed IPs: not an address or CIDR range: ${bad.join(', ')}`);
  return [...new Set(entries)];
}

/** A new signing secret: 256 random bits, hex, the form the database generates for a new vendor. */
export function newWalletSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A short fingerprint that tells two secrets apart without revealing either. */
export function secretFingerprint(secret: string): string {
  return `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

/** The word that drops a vendor's or a game's own win limit, falling back to the level above. */
export const DEFAULT = 'default';

/**
 * A win limit in minor units: a whole number from 1 to MAX_WIN_LIMIT written plainly, or 'default' (null: the
 * game falls back to its vendor, the vendor to the product default).
 */
export function parseWinLimit(raw: string, name: string): number | null {
  const text = raw.trim();
  if (text.toLowerCase() === DEFAULT) return null;
  const value = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!(value <= MAX_WIN_LIMIT)) {
    invalid(`${name}: a whole number of minor units from 1 to ${MAX_WIN_LIMIT}, or ${DEFAULT}`);
  }
  return value;
}

/** An on/off switch. */
export function parseSwitch(raw: string, name: string): boolean {
  const text = raw.trim().toLowerCase();
  if (['on', 'yes', 'true'].includes(text)) return true;
  if (['off', 'no', 'false'].includes(text)) return false;
  return invalid(`${name}: on or off`);
}

import { createHmac } from 'node:crypto';

/**
 * The vendor wallet API's request signature (Node only, so not exported from the package index the browser
 * loads): hex HMAC-SHA256 of the exact body bytes with the vendor's secret, sent in X-Suerte-Signature
 * (VENDOR_SIGNATURE_HEADER). The portal checks it; every vendor, Suerte Studio included, signs with it.
 */
export function signBody(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

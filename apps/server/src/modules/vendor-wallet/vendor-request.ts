import { createHash } from 'node:crypto';
import type { VendorAnswer, VendorStatus } from '@suerte/contracts';

/**
 * True when the JSON text writes a number with a fraction or an exponent. Amounts are integers written plainly;
 * `100.0000000000000001` or `1e2` would parse to an integer and pass for one, so they are caught in the text.
 */
export function hasNonIntegerNumber(json: string): boolean {
  // With string literals blanked, a digit followed by '.' or 'e' can only be inside a number.
  return /\d[.eE]/.test(json.replace(/"(?:[^"\\]|\\.)*"/g, '""'));
}

/** Vendor-clearing shards: bets of different rounds land on different rows. */
export const CLEARING_SHARDS = 16;

/**
 * Fingerprint of what a money call asks for: the action and every field but requestId (which changes on each
 * HTTP retry), keys sorted. Equal fingerprints mean a repeat; a different one under the same id is a mismatch.
 */
export function requestHash(action: string, body: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(body)
    .filter((key) => key !== 'requestId')
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256')
    .update(JSON.stringify([action, fields]))
    .digest('hex');
}

/** Stable shard of a key (FNV-1a): a round's bets and wins meet on the same clearing account. */
export function shardOf(roundId: string, shards = CLEARING_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < roundId.length; i += 1) {
    hash ^= roundId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The journal's idempotency key of a vendor money call: one ledger effect per vendor transaction id. */
export function ledgerKey(vendorCode: string, transactionId: string): string {
  return `vendor:${vendorCode}:${transactionId}`;
}

export function answerOf(status: VendorStatus, balance: number, currency: string): VendorAnswer {
  return { status, balance, currency };
}

/** A business refusal: the database transaction is rolled back and the caller answers `status`. */
export class VendorRefusal extends Error {
  constructor(readonly status: Exclude<VendorStatus, 'OK'>) {
    super(status);
    this.name = 'VendorRefusal';
  }
}

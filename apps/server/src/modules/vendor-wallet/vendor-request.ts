import { createHash } from 'node:crypto';
import type { VendorAnswer, VendorStatus } from '@suerte/contracts';
import { visit } from 'jsonc-parser';

/** The rule every JSON body of the API follows (amounts are integers written plainly), checked in the text. */
export { hasNonIntegerNumber } from '../../http/kernel/json-numbers.js';

/**
 * The first key written twice in one object, at any depth, or null. JSON.parse keeps the last of repeated keys,
 * so a signed `"amount":100,"amount":1000` would mean whatever a reader picks: such a body is refused. Keys are
 * compared decoded (`"a"` and `"\u0061"` are the same key). Call it on text JSON.parse accepted.
 */
export function duplicateKey(json: string): string | null {
  const open: Set<string>[] = [];
  let found: string | null = null;
  visit(json, {
    onObjectBegin: () => {
      open.push(new Set());
    },
    onObjectEnd: () => {
      open.pop();
    },
    onObjectProperty: (key) => {
      const keys = open[open.length - 1]!;
      if (keys.has(key)) found ??= key;
      keys.add(key);
    },
  });
  return found;
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

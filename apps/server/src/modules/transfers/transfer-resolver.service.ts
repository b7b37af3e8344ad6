import type { Database } from '../../db/database.js';
import { DEFAULT_MAX_ATTEMPTS, needsReview, NOT_APPLIED, vendorReference } from './transfer-state.js';
import type {
  VendorEndpoint,
  VendorTransferAdapter,
  VendorTransferAdapters,
} from './vendor-transfer-adapter.js';
import {
  markNeedsReview,
  transferById,
  transfersToResolve,
  vendorEndpoint,
  type VendorTransferRow,
} from './vendor-transfer.repository.js';
import { applyEvent } from './vendor-transfer.service.js';

export interface ResolveReport {
  examined: number;
  confirmed: number;
  failed: number;
  unknown: number;
  /** Of the unknown ones, those this run left to an operator (the attempts reached the cap). */
  needsReview: number;
}

export interface ResolveOptions {
  staleAfterMs?: number;
  limit?: number;
  /** Status queries per transfer before it is left to an operator (VENDOR_TRANSFER_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** Told about each transfer left to an operator, once. */
  onNeedsReview?: (row: VendorTransferRow) => void;
}

/**
 * Settles transfers left unknown (and pending ones nobody finished for `staleAfterMs`, judged by the database's
 * clock) by asking the vendor for the reference's status. Idempotent: final transfers are never touched again,
 * and each ledger step is keyed per transfer. A transfer still unknown after `maxAttempts` tries stays unknown
 * but is marked needs_review, and is no longer asked about: an operator resolves it (ops transfer:resolve).
 */
export async function resolveUnknownTransfers(
  db: Database,
  adapters: VendorTransferAdapters,
  options: ResolveOptions = {},
): Promise<ResolveReport> {
  const staleSeconds = (options.staleAfterMs ?? 120_000) / 1000;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const ids = await transfersToResolve(db, staleSeconds, options.limit ?? 100);
  const report: ResolveReport = { examined: 0, confirmed: 0, failed: 0, unknown: 0, needsReview: 0 };
  const endpoints = new Map<string, VendorEndpoint | null>();
  for (const id of ids) {
    report.examined += 1;
    let row = await askAbout(db, adapters, (await transferById(db, id))!, endpoints);
    if (needsReview(row, maxAttempts)) {
      const marked = await markNeedsReview(db, row.id);
      if (marked) {
        row = marked;
        report.needsReview += 1;
        options.onNeedsReview?.(marked);
      }
    }
    report[row.status === 'pending' ? 'unknown' : row.status] += 1;
  }
  return report;
}

/**
 * Asks the vendor about one open transfer now: a pending one is first marked unknown (its call's late answer
 * no longer counts), then the status query decides. A final transfer is returned as it is.
 */
export async function askAbout(
  db: Database,
  adapters: VendorTransferAdapters,
  found: VendorTransferRow,
  endpoints = new Map<string, VendorEndpoint | null>(),
): Promise<VendorTransferRow> {
  const row = found.status === 'pending' ? await applyEvent(db, found.id, 'stale') : found;
  if (row.status !== 'unknown') return row;
  if (!endpoints.has(row.vendor_code))
    endpoints.set(row.vendor_code, await vendorEndpoint(db, row.vendor_code));
  const endpoint = endpoints.get(row.vendor_code);
  const adapter = endpoint ? adapters(endpoint) : null;
  return adapter?.remote
    ? askVendor(db, adapter, row)
    : applyEvent(db, row.id, 'status_unreachable', 'VENDOR_NOT_REMOTE');
}

async function askVendor(
  db: Database,
  adapter: VendorTransferAdapter,
  row: VendorTransferRow,
): Promise<VendorTransferRow> {
  const answer = await adapter
    .status({ vendorCode: row.vendor_code, reference: vendorReference(row.merchant_code, row.id) })
    .catch((error: unknown) => ({ state: 'unknown' as const, error: String(error) }));
  if (answer.state === 'not_found') return applyEvent(db, row.id, 'status_not_found', NOT_APPLIED);
  if (answer.state === 'unknown') return applyEvent(db, row.id, 'status_unreachable', answer.error);
  if (answer.direction !== row.direction || answer.amount !== row.amount) {
    // The vendor applied something else under our reference: a person must look; never guess with money.
    return applyEvent(
      db,
      row.id,
      'status_unreachable',
      `STATUS_MISMATCH: vendor has ${answer.direction} ${answer.amount}`,
    );
  }
  return applyEvent(db, row.id, 'status_applied');
}

import { signatureMatches, signBody } from '../vendor-wallet/index.js';
import {
  inHouseTransferAdapter,
  type VendorBalance,
  type VendorCallOutcome,
  type VendorEndpoint,
  type VendorTransferAdapter,
  type VendorTransferAdapters,
  type VendorTransferCall,
  type VendorTransferStatus,
} from './vendor-transfer-adapter.js';

/**
 * The vendor's transfer API, as we call it (see tools/vendor-simulator/README.md):
 *   POST {transferUrl}/transfer-in | /transfer-out  { reference, playerId, currency, amount }
 *   POST {transferUrl}/status                       { reference }
 *   POST {transferUrl}/balance                      { playerId, currency }
 * Every body is signed like the vendor wallet API: header X-Suerte-Signature, hex HMAC-SHA256 of the raw body
 * with the vendor's wallet secret. Answers are HTTP 200 JSON { status: 'OK' | <refusal code>, ... }, signed
 * the same way; an answer whose signature is missing or wrong counts as no answer at all.
 */
export interface HttpAdapterOptions {
  /** Longest wait for one answer; after it the outcome is unknown. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

type Sent = { ok: true; httpStatus: number; body: unknown } | { ok: false; error: string };

export function httpTransferAdapter(
  vendor: VendorEndpoint,
  options: HttpAdapterOptions,
): VendorTransferAdapter {
  const base = vendor.transferUrl!.endsWith('/') ? vendor.transferUrl! : `${vendor.transferUrl!}/`;
  const doFetch = options.fetch ?? fetch;

  async function send(action: string, payload: unknown): Promise<Sent> {
    const raw = JSON.stringify(payload);
    try {
      const res = await doFetch(new URL(action, base), {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json', 'x-suerte-signature': signBody(vendor.secret, raw) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const answer = Buffer.from(await res.arrayBuffer());
      // Checked on the exact bytes before anything is read from them: a forged or altered answer could
      // otherwise confirm a transfer the vendor never applied, or refuse one it did (and we would reverse it).
      if (!signatureMatches(vendor.secret, answer, res.headers.get('x-suerte-signature'))) {
        return { ok: false, error: `BAD_SIGNATURE (HTTP ${res.status})` };
      }
      let body: unknown = null;
      try {
        body = JSON.parse(answer.toString('utf8'));
      } catch {
        body = null;
      }
      return { ok: true, httpStatus: res.status, body };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return { ok: false, error: name === 'TimeoutError' ? 'TIMEOUT' : `NETWORK: ${String(error)}` };
    }
  }

  async function transfer(action: 'transfer-in' | 'transfer-out', call: VendorTransferCall) {
    const sent = await send(action, {
      reference: call.reference,
      playerId: playerIdOf(call),
      currency: call.currency,
      amount: call.amount,
    });
    return classifyTransfer(sent);
  }

  return {
    remote: true,
    transferIn: (call) => transfer('transfer-in', call),
    transferOut: (call) => transfer('transfer-out', call),
    async status(call) {
      return classifyStatus(await send('status', { reference: call.reference }));
    },
    async balance(call) {
      const sent = await send('balance', { playerId: playerIdOf(call), currency: call.currency });
      return classifyBalance(sent, call.currency);
    },
  };
}

/** How the vendor knows our member: unique across merchants of one deployment. */
function playerIdOf(call: { merchantCode: string; memberId: number }): string {
  return `${call.merchantCode}:${call.memberId}`;
}

function statusField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const status = (body as { status?: unknown }).status;
  return typeof status === 'string' && status.length > 0 ? status : null;
}

/**
 * Only a well-formed HTTP 200 answer is definite: 'OK' applied it, any other code refused it. Anything else —
 * timeout, network error, 4xx/5xx, an unreadable body — may or may not have been applied: unknown.
 */
export function classifyTransfer(sent: Sent): VendorCallOutcome {
  if (!sent.ok) return { outcome: 'unknown', error: sent.error };
  const status = statusField(sent.body);
  if (sent.httpStatus !== 200 || status === null) {
    return { outcome: 'unknown', error: `HTTP ${sent.httpStatus}` };
  }
  return status === 'OK' ? { outcome: 'confirmed' } : { outcome: 'failed', reason: status };
}

export function classifyStatus(sent: Sent): VendorTransferStatus {
  if (!sent.ok) return { state: 'unknown', error: sent.error };
  const body = sent.body as { state?: unknown; direction?: unknown; amount?: unknown } | null;
  if (sent.httpStatus !== 200 || statusField(sent.body) !== 'OK' || !body) {
    return { state: 'unknown', error: `HTTP ${sent.httpStatus} ${statusField(sent.body) ?? ''}`.trim() };
  }
  if (body.state === 'not_found') return { state: 'not_found' };
  if (
    body.state === 'applied' &&
    (body.direction === 'in' || body.direction === 'out') &&
    Number.isSafeInteger(body.amount)
  ) {
    return { state: 'applied', direction: body.direction, amount: body.amount as number };
  }
  return { state: 'unknown', error: 'MALFORMED_STATUS' };
}

/** A balance is only taken from a well-formed signed 200 answer in the member's currency. */
export function classifyBalance(sent: Sent, currency: string): VendorBalance {
  if (!sent.ok) return { state: 'unknown', error: sent.error };
  const body = sent.body as { balance?: unknown; currency?: unknown } | null;
  if (sent.httpStatus !== 200 || statusField(sent.body) !== 'OK' || !body) {
    return { state: 'unknown', error: `HTTP ${sent.httpStatus} ${statusField(sent.body) ?? ''}`.trim() };
  }
  if (body.currency !== currency) return { state: 'unknown', error: 'CURRENCY_MISMATCH' };
  if (!Number.isSafeInteger(body.balance) || (body.balance as number) < 0) {
    return { state: 'unknown', error: 'MALFORMED_BALANCE' };
  }
  return { state: 'known', balance: body.balance as number };
}

/** The product's picker: vendors with a transfer_url are called over HTTP, the others are in-house. */
export function vendorTransferAdapters(options: Partial<HttpAdapterOptions> = {}): VendorTransferAdapters {
  const settled = { timeoutMs: options.timeoutMs ?? 10_000, fetch: options.fetch };
  return (vendor) => (vendor.transferUrl ? httpTransferAdapter(vendor, settled) : inHouseTransferAdapter);
}

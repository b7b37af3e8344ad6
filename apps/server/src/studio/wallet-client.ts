import { randomUUID } from 'node:crypto';
import {
  VENDOR_SIGNATURE_HEADER,
  vendorAuthenticateAnswerSchema,
  vendorWinBatchAnswerSchema,
  type VendorAction,
  type VendorAuthenticateAnswer,
  type VendorRoomsRequest,
  type VendorWinBatchItem,
  type VendorWinBatchResult,
} from '@suerte/contracts';
import { signBody } from '@suerte/contracts/vendor-signing';

/** How signed calls reach the portal: over HTTP (fetch), or by request injection when in the same process. */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export function fetchTransport(portalBaseUrl: string, timeoutMs = 10_000): WalletTransport {
  return async (path, body, headers) => {
    const res = await fetch(new URL(path, portalBaseUrl), {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/** A business answer (HTTP 200), or no answer: the outcome is unknown and the same call must be retried. */
export type WalletResult = { ok: true; answer: VendorAuthenticateAnswer } | { ok: false; reason: string };

/** The vendor wallet API as any third-party studio calls it: signed JSON to /vendor/v1/{vendor}/{action}. */
/** A batch's answers, one per win in order, or no answer: the same batch must be sent again. */
export type WinBatchResult = { ok: true; results: VendorWinBatchResult[] } | { ok: false; reason: string };

export function walletClient(options: { transport: WalletTransport; vendorCode: string; secret: string }) {
  async function send<T>(path: string, fields: Record<string, unknown>, parse: (body: unknown) => T) {
    const body = JSON.stringify({ requestId: randomUUID(), ...fields });
    try {
      const res = await options.transport(`/vendor/v1/${options.vendorCode}/${path}`, body, {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signBody(options.secret, body),
      });
      if (res.status !== 200)
        return { ok: false as const, reason: `HTTP ${res.status}: ${res.body.slice(0, 200)}` };
      return { ok: true as const, value: parse(JSON.parse(res.body)) };
    } catch (error) {
      return { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    async call(action: VendorAction, fields: Record<string, unknown>): Promise<WalletResult> {
      const res = await send(action, fields, (b) => vendorAuthenticateAnswerSchema.parse(b));
      return res.ok ? { ok: true, answer: res.value } : res;
    },
    /** Many wins in one signed call (`win-batch`): each paid once, under the ids of single win calls. */
    async winBatch(wins: readonly VendorWinBatchItem[]): Promise<WinBatchResult> {
      const res = await send('win-batch', { wins }, (b) => vendorWinBatchAnswerSchema.parse(b));
      return res.ok ? { ok: true, results: res.value.results } : res;
    },
    /** Posts a snapshot of the vendor's PVP rooms (GLS2_roomList shows them); false when it did not get through. */
    async rooms(snapshot: Omit<VendorRoomsRequest, 'requestId'>): Promise<boolean> {
      const body = JSON.stringify({ requestId: randomUUID(), ...snapshot });
      try {
        const res = await options.transport(`/vendor/v1/${options.vendorCode}/rooms`, body, {
          'content-type': 'application/json',
          [VENDOR_SIGNATURE_HEADER]: signBody(options.secret, body),
        });
        return res.status === 200;
      } catch {
        return false;
      }
    },
  };
}
export type WalletClient = ReturnType<typeof walletClient>;

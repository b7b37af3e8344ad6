import { randomUUID } from 'node:crypto';
import {
  VENDOR_SIGNATURE_HEADER,
  vendorAuthenticateAnswerSchema,
  type VendorAction,
  type VendorAuthenticateAnswer,
  type VendorRoomsRequest,
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
export function walletClient(options: { transport: WalletTransport; vendorCode: string; secret: string }) {
  return {
    async call(action: VendorAction, fields: Record<string, unknown>): Promise<WalletResult> {
      const body = JSON.stringify({ requestId: randomUUID(), ...fields });
      try {
        const res = await options.transport(`/vendor/v1/${options.vendorCode}/${action}`, body, {
          'content-type': 'application/json',
          [VENDOR_SIGNATURE_HEADER]: signBody(options.secret, body),
        });
        if (res.status !== 200) return { ok: false, reason: `HTTP ${res.status}: ${res.body.slice(0, 200)}` };
        return { ok: true, answer: vendorAuthenticateAnswerSchema.parse(JSON.parse(res.body)) };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
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

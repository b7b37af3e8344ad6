import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { appendAudit } from './operator.repository.js';
import {
  findVendor,
  lockVendor,
  updateVendor,
  vendorCategories,
  vendorCodes,
  type VendorRow,
} from './vendor-admin.repository.js';
import { newWalletSecret, parseAllowedIps, parseTransferUrl, secretFingerprint } from './vendor-settings.js';

/** Operator text for `vendor:set`; what is absent stays as it is. */
export interface VendorChanges {
  transferUrl?: string;
  allowedIps?: string;
  rotateSecret?: boolean;
}

/** What may be shown and logged of a vendor's connection: the secret only as its fingerprint. */
function connectionOf(v: VendorRow) {
  return {
    transferUrl: v.transfer_url,
    allowedIps: Array.isArray(v.allowed_ips) ? v.allowed_ips.map(String) : [],
    secretSet: v.wallet_secret.length > 0,
    secretFingerprint: v.wallet_secret ? secretFingerprint(v.wallet_secret) : null,
  };
}
export type VendorConnection = ReturnType<typeof connectionOf>;

/**
 * Operator administration of a vendor's connection: transfer URL, allow-list and signing secret. A change
 * commits with its audit entry, which never holds the secret itself.
 */
export function createVendorAdminService(db: Database) {
  async function unknownVendor(code: string): Promise<never> {
    const known = await vendorCodes(db);
    throw new AppError('NOT_FOUND', `unknown vendor ${code}; vendors: ${known.join(', ') || '(none)'}`);
  }

  return {
    async vendor(code: string) {
      const row = await findVendor(db, code);
      if (!row) return unknownVendor(code);
      return {
        code: row.code,
        name: row.name,
        categories: await vendorCategories(db, code),
        ...connectionOf(row),
      };
    },

    /** The signing secret itself; who asked for it is logged, as it lets anyone sign as the vendor. */
    async revealSecret(actor: string, code: string): Promise<string> {
      const row = await findVendor(db, code);
      if (!row) return unknownVendor(code);
      await appendAudit(db, {
        actor,
        action: 'vendor.secret-revealed',
        target: `vendor:${code}`,
        before: undefined,
        after: { secretFingerprint: connectionOf(row).secretFingerprint },
      });
      return row.wallet_secret;
    },

    /** Returns the connection before and after, and the new secret when it was rotated (shown once). */
    async setVendor(actor: string, code: string, changes: VendorChanges) {
      const transferUrl =
        changes.transferUrl === undefined ? undefined : parseTransferUrl(changes.transferUrl);
      const allowedIps = changes.allowedIps === undefined ? undefined : parseAllowedIps(changes.allowedIps);
      const secret = changes.rotateSecret ? newWalletSecret() : null;
      if (transferUrl === undefined && allowedIps === undefined && !secret)
        throw new AppError(
          'VALIDATION_FAILED',
          'nothing to change: give --transfer-url, --allowed-ips or --rotate-secret',
        );
      // The unknown-vendor message reads the database, so it waits for the transaction to end (PGlite has one connection).
      const result = await db.transaction().execute(async (trx) => {
        const row = await lockVendor(trx, code);
        if (!row) return null;
        const next: VendorRow = {
          ...row,
          transfer_url: transferUrl === undefined ? row.transfer_url : transferUrl,
          allowed_ips: allowedIps ?? row.allowed_ips,
          wallet_secret: secret ?? row.wallet_secret,
        };
        await updateVendor(trx, code, {
          transfer_url: next.transfer_url,
          allowed_ips: JSON.stringify(next.allowed_ips),
          wallet_secret: next.wallet_secret,
        });
        const before = connectionOf(row);
        const after = connectionOf(next);
        await appendAudit(trx, { actor, action: 'vendor.set', target: `vendor:${code}`, before, after });
        return { before, after, secret };
      });
      return result ?? unknownVendor(code);
    },
  };
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface VendorCredentials {
  code: string;
  secret: string;
  /** Addresses or CIDR ranges; empty allows any. */
  allowedIps: string[];
}

/** Every vendor's signing secret and allow-list; vendors are few, so they are read together. */
export async function allVendorCredentials(db: Kysely<DB>): Promise<Map<string, VendorCredentials>> {
  const rows = await db.selectFrom('vendors').select(['code', 'wallet_secret', 'allowed_ips']).execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        secret: r.wallet_secret,
        allowedIps: Array.isArray(r.allowed_ips) ? r.allowed_ips.map(String) : [],
      },
    ]),
  );
}

import type { Transaction, UpdateObject } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Executor = Database | Transaction<DB>;

const VENDOR_COLUMNS = ['code', 'name', 'transfer_url', 'allowed_ips', 'wallet_secret'] as const;

export function findVendor(db: Executor, code: string) {
  return db.selectFrom('vendors').select(VENDOR_COLUMNS).where('code', '=', code).executeTakeFirst();
}

export function lockVendor(trx: Transaction<DB>, code: string) {
  return trx
    .selectFrom('vendors')
    .select(VENDOR_COLUMNS)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

export async function vendorCodes(db: Executor): Promise<string[]> {
  return (await db.selectFrom('vendors').select('code').orderBy('code').execute()).map((v) => v.code);
}

/** The game categories each merchant lists the vendor under (a vendor has none of its own). */
export function vendorCategories(db: Executor, code: string) {
  return db
    .selectFrom('merchant_vendors')
    .select(['merchant_code', 'category', 'enabled'])
    .where('vendor_code', '=', code)
    .orderBy('merchant_code')
    .orderBy('sort')
    .execute();
}

export function updateVendor(trx: Transaction<DB>, code: string, change: UpdateObject<DB, 'vendors'>) {
  return trx.updateTable('vendors').set(change).where('code', '=', code).execute();
}

import type { Executor } from '../../db/executor.js';

export interface CurrencyRow {
  code: string;
  symbol: string;
  exponent: number;
}

export async function currencyOf(db: Executor, code: string): Promise<CurrencyRow> {
  return db
    .selectFrom('currencies')
    .select(['code', 'symbol', 'exponent'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

export interface MerchantVendorRow {
  code: string;
  name: string;
  maintenance: boolean;
}

/** Vendors the merchant offers in at least one enabled category, by code (a stable order for the list). */
export async function enabledVendors(db: Executor, merchantCode: string, vendorCode?: string) {
  let query = db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.code', 'mv.vendor_code')
    .select(['v.code', 'v.name', 'v.maintenance'])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    // A vendor whose games play as another vendor's (the demo catalogue) has no wallet of its own.
    .where('v.plays_as_vendor', 'is', null)
    .groupBy(['v.code', 'v.name', 'v.maintenance'])
    .orderBy('v.code');
  if (vendorCode !== undefined) query = query.where('v.code', '=', vendorCode);
  return (await query.execute()) as MerchantVendorRow[];
}

export async function vendorNames(db: Executor, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('vendors').select(['code', 'name']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

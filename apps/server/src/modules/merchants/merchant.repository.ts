import type { Database } from '../../db/database.js';

export async function listMerchants(db: Database) {
  return db
    .selectFrom('merchants')
    .innerJoin('currencies', 'currencies.code', 'merchants.currency_code')
    .selectAll('merchants')
    .select(['currencies.symbol as currency_symbol'])
    .orderBy('merchants.sort')
    .execute();
}
export type MerchantRecord = Awaited<ReturnType<typeof listMerchants>>[number];

export async function listDomains(db: Database) {
  return db.selectFrom('domains').selectAll().orderBy('domain').execute();
}
export type DomainRecord = Awaited<ReturnType<typeof listDomains>>[number];

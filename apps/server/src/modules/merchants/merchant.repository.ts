import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

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

/** The merchant's main web domain, where links in its mails point; null when it has none. */
export async function findMainWebDomain(db: Database, merchantCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('domains')
    .select('domain')
    .where('merchant_code', '=', merchantCode)
    .where('is_main', '=', true)
    .where('platform', '=', 'WEB')
    .orderBy('domain')
    .executeTakeFirst();
  return row?.domain ?? null;
}

/** One merchant's stored row (no currency join), e.g. to check it exists inside a transaction. */
export function findMerchant(db: Executor, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

/** One merchant's stored row, locked until the transaction ends (for read-modify-write of its settings). */
export function lockMerchant(db: Executor, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

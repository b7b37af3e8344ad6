import type { Database } from '../../db/database.js';

export function listModules(db: Database, merchantCode: string) {
  return db
    .selectFrom('feature_modules')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .execute();
}

export function listResources(db: Database, merchantCode: string) {
  return db
    .selectFrom('resources')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
}

export function listContacts(db: Database, merchantCode: string) {
  return db
    .selectFrom('customer_service_contacts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .execute();
}

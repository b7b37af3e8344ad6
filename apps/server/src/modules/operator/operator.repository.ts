import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Executor = Database | Transaction<DB>;

export function lockMerchant(db: Executor, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export function findMerchant(db: Executor, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export function lockFeature(db: Executor, merchantCode: string, modId: string) {
  return db
    .selectFrom('feature_modules')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', '=', modId)
    .forUpdate()
    .executeTakeFirst();
}

export function setFeatureEnabled(db: Executor, merchantCode: string, modId: string, enabled: boolean) {
  return db
    .updateTable('feature_modules')
    .set({ enabled })
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', '=', modId)
    .execute();
}

export interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export function appendAudit(db: Executor, entry: AuditEntry) {
  return db
    .insertInto('operator_audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export function listAudit(db: Executor, limit: number) {
  return db.selectFrom('operator_audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

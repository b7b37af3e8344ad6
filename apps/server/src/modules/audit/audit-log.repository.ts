import type { Executor } from '../../db/executor.js';

/** One operator action: who did what to which object, with the values before and after. */
export interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Appends an entry to the operator audit log (append-only: the database refuses updates and deletes). Written
 * in the caller's transaction, so a change and its entry commit together or not at all.
 */
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

/** The newest entries first (`ops audit`). */
export function listAudit(db: Executor, limit: number) {
  return db.selectFrom('operator_audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

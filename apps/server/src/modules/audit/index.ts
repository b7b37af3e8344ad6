// The audit module's public face: the append-only operator audit log. Every operator change (settings, vendors,
// payments decisions, transfer resolutions, manual job runs) appends its entry in the transaction of the change.
export { appendAudit, listAudit, type AuditEntry } from './audit-log.repository.js';

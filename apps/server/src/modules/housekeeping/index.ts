// Housekeeping's public face: deleting rows that only ever expire (Enc nonces, rate-limit counters, captchas,
// SMS codes, reset tokens, ended sessions), run by the scheduled job `housekeeping` (jobs/product-jobs.ts).
export { EXPIRY_RULES, SESSION_HISTORY_DAYS, type ExpiryRule } from './expired-rows.js';
export { DEFAULT_PURGE_LIMITS, purgeExpiredRows, type PurgeLimits } from './housekeeping.service.js';

/**
 * The zod-free part of the contracts: constants and pure rules. The web app's first load imports only this,
 * so the validation library stays out of it; schemas load with the features (forms) that need them.
 */
export * from './error-codes.js';
export * from './locales.js';
export * from './game-categories.js';
export * from './system-status.js';
export * from './modules.js';
export * from './http.js';
export * from './wallet-constants.js';
export * from './game-record-constants.js';
export * from './payment-constants.js';
export * from './payment-channel-constants.js';
export * from './ewallet-constants.js';
export * from './lottery-constants.js';
export * from './identity/roles.js';
export * from './identity/register-fields.js';
export * from './identity/patterns.js';
export * from './identity/register-validation.js';
export * from './member-events.js';

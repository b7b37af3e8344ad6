// The vendor wallet API's public face: its routes and service, the request signature (shared with the transfer
// adapter) and the win limits operators set.
export { vendorWalletRoutes } from './vendor-wallet.routes.js';
export { createVendorWalletService, type VendorWalletService } from './vendor-wallet.service.js';
export { signatureMatches, signBody } from './vendor-signature.js';
export {
  DEFAULT_WIN_LIMITS,
  MAX_WIN_LIMIT,
  effectiveLimits,
  type LimitOverrides,
  type WinLimits,
} from './win-limits.js';
export { issueLaunch, type Launch, type LaunchMember } from './game-launch.service.js';
export { ledgerKey as vendorLedgerKey } from './vendor-request.js';

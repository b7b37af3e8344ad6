// The transfers module's public face: money between the member's main wallet and a vendor's wallet. It owns the
// transfer service the wallet relays call, the vendor_transfers state machine for remote vendors (their adapter
// interface, the resolver job, reconciliation and operator work) and nothing of the wallet itself.
export { vendorTransferAdapters } from './http-transfer-adapter.js';
export {
  inHouseTransferAdapters,
  type VendorBalance,
  type VendorCallOutcome,
  type VendorEndpoint,
  type VendorTransferAdapter,
  type VendorTransferAdapters,
  type VendorTransferCall,
  type VendorTransferStatus,
} from './vendor-transfer-adapter.js';
export { vendorReference, type TransferStatus } from './transfer-state.js';
export type { TransferMember, TransferOrder, TransferOwner } from './transfer-parties.js';
export { createTransferService, type TransferService } from './transfer.service.js';
export { openTransfer, runTransfer } from './vendor-transfer.service.js';
export type { VendorTransferRow } from './vendor-transfer.repository.js';
export {
  resolveUnknownTransfers,
  type ResolveOptions,
  type ResolveReport,
} from './transfer-resolver.service.js';
export {
  reconcileVendorWallet,
  reconcileWallets,
  type ReconcileOutcome,
  type WalletReconcile,
} from './vendor-reconcile.service.js';
export { createTransferOpsService } from './vendor-transfer-ops.service.js';

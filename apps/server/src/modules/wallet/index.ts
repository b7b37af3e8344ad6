// The wallet module's public face: the member's balance, wallet list, demo top-ups and account record (routes and
// relays from createWallet), and the wallet owner other member calls (payments, game records) act for.
export { createWallet } from './wallet.module.js';
export { requestOwner, type WalletOwner } from './wallet-owner.js';
export { dayBounds } from './account-record.js';

import type { Database } from '../../db/database.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import {
  createTransferService,
  inHouseTransferAdapters,
  reconcileWallets,
  type VendorTransferAdapters,
} from '../transfers/index.js';
import { createAccountRecordService } from './account-record.service.js';
import { createDemoDepositService } from './demo-deposit.service.js';
import { walletRelays } from './wallet.relays.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

/** The member's wallet calls: balance, wallet list, transfers, demo top-ups and the account record. */
export function createWallet(deps: {
  db: Database;
  limiter: LimiterFactory;
  /** Vendor side of transfers; every vendor is in-house (our own ledger) until an adapter says otherwise. */
  adapters?: VendorTransferAdapters;
}) {
  const adapters = deps.adapters ?? inHouseTransferAdapters;
  const wallets = createWalletService(deps.db, {
    reconcile: (owner) => reconcileWallets(deps.db, adapters, { memberId: owner.id }),
  });
  const transfers = createTransferService({ db: deps.db, adapters });
  const record = createAccountRecordService(deps.db);
  const demoDeposits = createDemoDepositService(deps.db, deps.limiter);
  return {
    routes: walletRoutes({ wallets, demoDeposits }),
    relays: walletRelays({ wallets, transfers, record }),
  };
}

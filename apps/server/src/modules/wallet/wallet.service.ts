import { MAIN_WALLET, minorUnits, type MerchantWallets, type WalletBalance } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import type { WalletOwner } from './wallet-owner.js';
import { memberWallets } from '../ledger/index.js';
import { currencyOf, enabledVendors, vendorNames } from './wallet.repository.js';

export interface WalletService {
  /** The main wallet; 0 before the first movement (reading never creates an account). */
  balance(owner: WalletOwner): Promise<WalletBalance>;
  /**
   * Main first, then a wallet per vendor the merchant offers (transfer mode), then any other wallet with money.
   * Wallets at remote vendors are reconciled with the vendor first, so they show what the member won or lost.
   */
  merchantWallets(owner: WalletOwner): Promise<MerchantWallets>;
}

/**
 * How long a wallet list waits for the vendors' balances. A slow vendor's reconcile finishes in the background
 * (it is keyed and guarded, so finishing late is harmless) and the list shows our ledger's figure meanwhile.
 */
const LIST_RECONCILE_BUDGET_MS = 2_000;

function withinBudget(work: Promise<unknown>, ms: number): Promise<void> {
  // A failed reconcile leaves the ledger's figure, which the next list, transfer or operator run corrects.
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}

export function createWalletService(
  db: Database,
  options: {
    /** Settles the member's wins and losses at remote vendors into their wallets before they are listed. */
    reconcile?: (owner: WalletOwner) => Promise<unknown>;
  } = {},
): WalletService {
  return {
    async balance(owner) {
      const [currency, wallets] = await Promise.all([
        currencyOf(db, owner.currency),
        memberWallets(db, owner.id),
      ]);
      const main = wallets.find((w) => w.kind === 'member_main');
      return {
        balance: minorUnits(main?.balance ?? 0),
        exponent: currency.exponent,
        currency: currency.code,
        currencySymbol: currency.symbol,
      };
    },

    async merchantWallets(owner) {
      if (options.reconcile) await withinBudget(options.reconcile(owner), LIST_RECONCILE_BUDGET_MS);
      const [currency, wallets, vendors] = await Promise.all([
        currencyOf(db, owner.currency),
        memberWallets(db, owner.id),
        enabledVendors(db, owner.merchantCode),
      ]);
      const isSingle = owner.walletMode === 'single';
      const balanceOf = (code: string) =>
        wallets.find((w) => w.kind === 'member_vendor' && w.vendorCode === code)?.balance ?? 0;
      const main = wallets.find((w) => w.kind === 'member_main')?.balance ?? 0;
      const offered = isSingle ? [] : vendors.map((v) => ({ code: v.code, name: v.name }));
      // A wallet the merchant no longer offers (or a single-wallet merchant's leftover) still shows while it
      // holds money, so the member can bring it back.
      const leftoverCodes = wallets
        .filter((w) => w.kind === 'member_vendor' && w.balance > 0)
        .map((w) => w.vendorCode)
        .filter((code) => !offered.some((v) => v.code === code));
      const names = await vendorNames(db, leftoverCodes);
      const listed = [...offered, ...leftoverCodes.map((code) => ({ code, name: names.get(code) ?? code }))];
      return {
        isSingle,
        exponent: currency.exponent,
        wallets: [
          {
            vendorCode: MAIN_WALLET,
            name: 'Main wallet',
            balance: minorUnits(main),
            currency: currency.code,
          },
          ...listed.map((v) => ({
            vendorCode: v.code,
            name: v.name,
            balance: minorUnits(balanceOf(v.code)),
            currency: currency.code,
          })),
        ],
      };
    },
  };
}

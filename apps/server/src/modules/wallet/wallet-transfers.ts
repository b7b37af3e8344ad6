import { MAIN_WALLET, minorUnits, type WalletTransferResult } from '@suerte/contracts';

/** One leg of a transfer on one of the member's wallets ('MAIN' or a vendor code). */
export interface WalletLeg {
  wallet: string;
  amount: number;
  balanceAfter: number;
}

export type TransferRequest = { from: string; to: string; amount: number } | 'recallAll';

export function walletOf(kind: string, vendorCode: string): string {
  return kind === 'member_main' ? MAIN_WALLET : vendorCode;
}

/** The answer to a transfer, built from its legs: the same for the first call and for every repeat. */
export function transferResult(
  requestId: string,
  replayed: boolean,
  legs: WalletLeg[],
): WalletTransferResult {
  const ordered = [...legs].sort(
    (a, b) => Number(b.wallet === MAIN_WALLET) - Number(a.wallet === MAIN_WALLET),
  );
  return {
    requestId,
    replayed,
    transfers: ordered
      .filter((leg) => leg.wallet !== MAIN_WALLET)
      .map((leg) =>
        leg.amount > 0
          ? { from: MAIN_WALLET, to: leg.wallet, amount: minorUnits(leg.amount) }
          : { from: leg.wallet, to: MAIN_WALLET, amount: minorUnits(-leg.amount) },
      ),
    wallets: ordered.map((leg) => ({ vendorCode: leg.wallet, balance: minorUnits(leg.balanceAfter) })),
  };
}

/**
 * Whether the first posting made under a requestId was this same request. A requestId reused for a different
 * transfer is refused rather than answered with a result the client did not ask for.
 */
/** Ledger kinds of the two transfer requests (the account record shows both as 'transfer'). */
export const TRANSFER_KIND = 'transfer';
export const RECALL_KIND = 'transfer_recall';

export function sameTransfer(legs: WalletLeg[], request: TransferRequest, postingKind: string): boolean {
  const main = legs.filter((leg) => leg.wallet === MAIN_WALLET);
  const vendors = legs.filter((leg) => leg.wallet !== MAIN_WALLET);
  if (main.length !== 1 || vendors.length === 0) return false;
  // A recall and a single transfer back to main can have the same legs; the posting's kind tells them apart.
  if (request === 'recallAll') return postingKind === RECALL_KIND && vendors.every((leg) => leg.amount < 0);
  if (postingKind !== TRANSFER_KIND) return false;
  if (vendors.length !== 1) return false;
  const [vendor] = vendors;
  const inward = request.from === MAIN_WALLET;
  return (
    vendor!.wallet === (inward ? request.to : request.from) &&
    vendor!.amount === (inward ? request.amount : -request.amount)
  );
}

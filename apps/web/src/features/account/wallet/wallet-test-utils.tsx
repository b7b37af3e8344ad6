import type { Answer } from '../test-utils';

/** Routes of the wallet calls, as stubApi names them. */
export const ROUTES = {
  member: 'GET /wps/member/info',
  balance: 'GET /wps/v2/wallets/balance',
  wallets: 'POST /wps/relay/GCS_merchantWallet',
  transfer: 'POST /wps/relay/GCS_walletTransfer',
  deposit: 'POST /wps/v2/deposits/demo',
  record: 'POST /wps/relay/ODSFE2_MemTransDet',
} as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Wallets of a member in transfer mode: ₱1,500.00 in main, ₱50.00 with Suerte Games, nothing with Evo Live. */
export const MAIN = { vendorCode: 'MAIN', name: 'Main', balance: 150000, currency: 'PHP' };
export const SUERTE = { vendorCode: 'SUERTE', name: 'Suerte Games', balance: 5000, currency: 'PHP' };
export const EVO = { vendorCode: 'EVO', name: 'Evo Live', balance: 0, currency: 'PHP' };

/** A GCS_merchantWallet answer (exponent 2). */
export function walletsAnswer(isSingle: boolean, wallets: unknown[]): Answer {
  return { value: { isSingle, exponent: 2, wallets } };
}

/** The record pages' wallet list: main and Suerte Games, both empty. */
export const EMPTY_WALLETS = walletsAnswer(false, [
  { ...MAIN, balance: 0 },
  { ...SUERTE, balance: 0 },
]);

/** A balance answer of the Philippines merchant (PHP, 2 decimals). */
export function balanceAnswer(balance: number, over: Record<string, unknown> = {}): Answer {
  return { value: { balance, exponent: 2, currency: 'PHP', currencySymbol: '₱', ...over } };
}

/**
 * The wallet page's calls around one transfer: the balance and wallet list start as MAIN and SUERTE, and show the
 * balances `after` once the transfer route has answered with a value.
 */
export function aroundTransfer(
  after: { main: number; suerte: number },
  answer: () => Answer,
): Record<string, () => Answer> {
  let moved = false;
  const wallets = () =>
    moved
      ? [
          { ...MAIN, balance: after.main },
          { ...SUERTE, balance: after.suerte },
        ]
      : [MAIN, SUERTE];
  return {
    [ROUTES.balance]: () => balanceAnswer(wallets()[0]!.balance),
    [ROUTES.wallets]: () => walletsAnswer(false, wallets()),
    [ROUTES.transfer]: () => {
      const result = answer();
      if (!('code' in result)) moved = true;
      return result;
    },
  };
}

/** One movement of a GCS_walletTransfer answer; a recall's movement out of a remote vendor has a status. */
export interface Movement {
  from: string;
  to: string;
  amount: number;
  status?: 'pending' | 'confirmed' | 'unknown' | 'failed';
  reason?: string;
}

/** A GCS_walletTransfer answer: the movements, the balances after them, and a remote vendor's status if any. */
export function transferAnswer(
  transfers: Movement[],
  wallets: { vendorCode: string; balance: number }[],
  status?: 'pending' | 'confirmed' | 'unknown' | 'failed',
): Answer {
  return { value: { requestId: 'x', replayed: false, transfers, wallets, ...(status ? { status } : {}) } };
}

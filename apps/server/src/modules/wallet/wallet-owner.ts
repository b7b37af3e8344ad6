import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../http/kernel/request-member.js';
import type { MerchantRecord } from '../merchants/index.js';

/** The member whose wallets a call reads or moves, with the merchant settings that decide how. */
export interface WalletOwner {
  id: number;
  merchantCode: string;
  currency: string;
  walletMode: 'single' | 'transfer';
  /** Demo merchants run on play money: top-ups are free. */
  demoMerchant: boolean;
}

/** The ledger's view of the member: accounts are keyed by member, merchant and currency. */
export function ledgerMember(owner: WalletOwner) {
  return { id: owner.id, merchantCode: owner.merchantCode, currency: owner.currency };
}

export function walletOwnerOf(merchant: MerchantRecord, memberId: number): WalletOwner {
  return {
    id: memberId,
    merchantCode: merchant.code,
    currency: merchant.currency_code,
    walletMode: merchant.wallet_mode,
    demoMerchant: merchant.is_demo,
  };
}

/** The caller of a member route (the session is always of the request's merchant). */
export async function requestOwner(request: FastifyRequest): Promise<WalletOwner> {
  const { merchant } = await request.context();
  return walletOwnerOf(merchant, memberOf(request).memberId);
}

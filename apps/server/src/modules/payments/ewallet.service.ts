import type { EwalletDepositBody, WithdrawalQuoteQuery } from '@suerte/contracts';
import type { WalletOwner } from '../wallet/index.js';
import {
  listEwalletDeposits,
  memberDeposit,
  startEwalletDeposit,
  type EwalletDepositDeps,
} from './ewallet-deposits.service.js';
import { withdrawalQuote } from './withdrawal-terms.js';

/** The member-facing e-wallet calls: deposits through an aggregator and the withdrawal quote. */
export function createEwalletService(deps: EwalletDepositDeps) {
  return {
    start: (owner: WalletOwner, body: EwalletDepositBody) => startEwalletDeposit(deps, owner, body),
    get: (memberId: number, id: number) => memberDeposit(deps, memberId, id),
    list: (memberId: number, page: { pageNo: number; pageSize: number }) =>
      listEwalletDeposits(deps, memberId, page),
    quote: (owner: WalletOwner, query: WithdrawalQuoteQuery) => withdrawalQuote(deps, owner, query),
  };
}
export type EwalletService = ReturnType<typeof createEwalletService>;

import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_RECORD_TYPES, MAIN_WALLET, type AccountRecordType } from '@suerte/contracts/core';
import type {
  AccountRecordEntry,
  DemoDepositResult,
  EndpointBody,
  MerchantWallets,
  WalletTransferResult,
} from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';
import { balanceQueryOptions } from '../api/wallet';
import { DEPOSITS_KEY } from '../payments/payment-events';

/**
 * The wallet calls of the member centre (spec §7, contracts/wallet.ts). Only the wallet pages import this file,
 * so none of it reaches the header's first load. Every key sits under ['member'], so a session end forgets them.
 */

/** Types of the account record: the contracts' own list, from their zod-free part. */
export const RECORD_TYPES = ACCOUNT_RECORD_TYPES;
export type RecordType = AccountRecordType;

export const WALLETS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'wallets'] as const;
export const RECORD_QUERY_KEY = [...MEMBER_QUERY_KEY, 'accountRecord'] as const;

/** The wallet list and the wallet mode (relay GCS_merchantWallet). */
export function merchantWalletsQueryOptions() {
  return queryOptions({
    queryKey: WALLETS_QUERY_KEY,
    queryFn: ({ signal }) => api.call('POST /wps/relay/GCS_merchantWallet', { body: {}, signal }),
    staleTime: 15_000,
  });
}

/** Main ↔ vendor, or every vendor wallet back to main (relay GCS_walletTransfer). */
export function transferFunds(
  body: EndpointBody<'POST /wps/relay/GCS_walletTransfer'>,
): Promise<WalletTransferResult> {
  return api.call('POST /wps/relay/GCS_walletTransfer', { body });
}

/**
 * A transfer with a remote vendor whose side is not known yet ('pending' or 'unknown'): the money is held, and the
 * server completes it or returns it by itself. 'confirmed' and in-house transfers (no status) are done.
 */
export function stillOnItsWay(result: Pick<WalletTransferResult, 'status'>): boolean {
  return result.status === 'pending' || result.status === 'unknown';
}

/** Play money into the main wallet; demo merchants only (FEATURE_DISABLED elsewhere). */
export function demoDeposit(body: EndpointBody<'POST /wps/v2/deposits/demo'>): Promise<DemoDepositResult> {
  return api.call('POST /wps/v2/deposits/demo', { body });
}

export interface RecordFilters {
  type: RecordType | '';
  /** yyyy-MM-dd, both days included, in the member's time zone. */
  from: string;
  to: string;
}

export const RECORD_PAGE_SIZE = 20;

/** The request body of ODSFE2_MemTransDet: the member's offset from UTC names their calendar days. */
export function recordRequestBody(
  filters: RecordFilters,
  pageNo: number,
  now = new Date(),
): EndpointBody<'POST /wps/relay/ODSFE2_MemTransDet'> {
  return {
    pageNo,
    pageSize: RECORD_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    utcOffsetMinutes: 0 - now.getTimezoneOffset(),
  };
}

/** One page of the account record; the previous page stays on screen while the next one loads. */
export function accountRecordQueryOptions(filters: RecordFilters, pageNo: number) {
  return queryOptions({
    queryKey: [...RECORD_QUERY_KEY, filters, pageNo] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/ODSFE2_MemTransDet', { body: recordRequestBody(filters, pageNo), signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export type { AccountRecordEntry };

/**
 * After money moved: the header's balance, the wallet list, the account record and the deposit list (a deposit
 * was credited) are asked for again.
 */
export function refreshMoney(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: DEPOSITS_KEY }),
    client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: WALLETS_QUERY_KEY }),
    client.invalidateQueries({ queryKey: RECORD_QUERY_KEY }),
  ]);
}

/** Balances a transfer answered with, shown at once (the refresh that follows confirms them). */
export function applyBalances(
  client: QueryClient,
  changed: readonly { vendorCode: string; balance: number }[],
): void {
  const balanceOf = new Map(changed.map((w) => [w.vendorCode, w.balance]));
  client.setQueryData<MerchantWallets>(WALLETS_QUERY_KEY, (old) =>
    old
      ? {
          ...old,
          wallets: old.wallets.map((w) => {
            const balance = balanceOf.get(w.vendorCode);
            return balance === undefined ? w : { ...w, balance: balance as typeof w.balance };
          }),
        }
      : old,
  );
  const main = balanceOf.get(MAIN_WALLET);
  if (main !== undefined) setMainBalance(client, main);
}

/** The header's balance, right after an answer that carries the new main balance. */
export function setMainBalance(client: QueryClient, balance: number): void {
  client.setQueryData(balanceQueryOptions().queryKey, (old) => (old ? { ...old, balance } : old));
}

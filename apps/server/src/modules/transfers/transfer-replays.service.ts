import type { WalletTransferResult } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { legsOf, postingKindOf, transactionByKey } from '../ledger/index.js';
import type { TransferMember } from './transfer-parties.js';
import {
  sameTransfer,
  transferResult,
  walletOf,
  type TransferRequest,
  type WalletLeg,
} from './wallet-transfers.js';

// A repeated in-house transfer or recall (same member, same requestId) is answered from its first posting, and
// a requestId used for something else is refused.

/** The ledger idempotency key of a member's in-house transfer or recall. */
export function transferKey(owner: TransferMember, requestId: string): string {
  return `transfer:${owner.id}:${requestId}`;
}

export function requestIdReused(requestId: string): AppError {
  return new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId });
}

/** The member's legs of an earlier posting, provided it was this same request. */
export async function earlierLegs(
  db: Database,
  owner: TransferMember,
  transactionId: number,
  requestId: string,
  request: TransferRequest,
): Promise<WalletLeg[]> {
  const legs = (await legsOf(db, transactionId))
    .filter((leg) => leg.memberId === owner.id)
    .map((leg) => ({
      wallet: walletOf(leg.kind, leg.vendorCode),
      amount: leg.amount,
      balanceAfter: leg.balanceAfter ?? 0,
    }));
  if (!sameTransfer(legs, request, await postingKindOf(db, transactionId))) throw requestIdReused(requestId);
  return legs;
}

export async function replayResult(
  db: Database,
  owner: TransferMember,
  transactionId: number,
  requestId: string,
  request: TransferRequest,
): Promise<WalletTransferResult> {
  return transferResult(requestId, true, await earlierLegs(db, owner, transactionId, requestId, request));
}

/** The answer of the posting this requestId made already, or null when it made none. */
export async function earlierResult(
  db: Database,
  owner: TransferMember,
  requestId: string,
  request: TransferRequest,
): Promise<WalletTransferResult | null> {
  const first = await transactionByKey(db, transferKey(owner, requestId));
  return first ? replayResult(db, owner, first.id, requestId, request) : null;
}

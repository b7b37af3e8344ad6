import { minorUnits, type AccountRecord, type AccountRecordQuery } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { dayBounds, recordTypeOf, walletOf } from './account-record.js';
import { listEntries } from './account-record.repository.js';
import type { WalletOwner } from './wallet-owner.js';

export interface AccountRecordService {
  /** Every movement of the member's wallets, newest first, filtered by type and days, one page at a time. */
  list(owner: WalletOwner, query: AccountRecordQuery): Promise<AccountRecord>;
}

export function createAccountRecordService(db: Database): AccountRecordService {
  return {
    async list(owner, query) {
      const { start, end } = dayBounds(query, query.utcOffsetMinutes);
      const { rows, total } = await listEntries(
        db,
        { memberId: owner.id, type: query.type, start, end },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          time: row.created_at.toISOString(),
          type: recordTypeOf(row.kind),
          kind: row.kind,
          wallet: walletOf(row.account_kind, row.vendor_code),
          amount: minorUnits(row.amount),
          // Member accounts always carry the balance after each entry.
          balanceAfter: minorUnits(row.balance_after ?? 0),
          reference: row.reference,
        })),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

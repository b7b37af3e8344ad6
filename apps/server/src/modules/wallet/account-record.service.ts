import { minorUnits, type AccountRecord, type AccountRecordQuery, type Locale } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { pickLocalized } from '../../lib/localized.js';
import { dayBounds, describeEntry, recordTypeOf, roundOf, walletOf } from './account-record.js';
import { listEntries, roundGames, vendorLegs } from './account-record.repository.js';
import type { WalletOwner } from './wallet-owner.js';

export interface AccountRecordService {
  /** Every movement of the member's wallets, newest first, filtered by type and days, one page at a time. */
  list(owner: WalletOwner, query: AccountRecordQuery, locale?: Locale): Promise<AccountRecord>;
}

type EntryRow = Awaited<ReturnType<typeof listEntries>>['rows'][number];

/** Kinds whose description needs the other legs of their transaction or the game of their round. */
const needsLegs = (kind: string) => kind.startsWith('transfer') || roundKinds.has(kind);
const roundKinds = new Set(['bet', 'win', 'bonus_win', 'rollback']);

/** For each entry: the vendors on the other legs of its transaction, and the game of its round. */
async function factsOf(db: Database, memberId: number, rows: readonly EntryRow[], locale: Locale) {
  const legs = await vendorLegs(db, [
    ...new Set(rows.filter((r) => needsLegs(r.kind)).map((r) => r.transaction_id)),
  ]);
  const rounds = rows.filter((r) => roundKinds.has(r.kind)).flatMap((r) => roundOf(r.reference) ?? []);
  const games = new Map(
    (await roundGames(db, memberId, rounds)).map((g) => [
      `${g.vendor_code}:${g.round_id}`,
      pickLocalized(g.game_name, locale) || g.game_code,
    ]),
  );
  return (row: EntryRow) => ({
    otherVendors: legs
      .filter((l) => l.transaction_id === row.transaction_id && l.id !== row.id)
      .map((l) => l.vendor_code),
    game: (roundKinds.has(row.kind) && row.reference && games.get(row.reference)) || null,
  });
}

export function createAccountRecordService(db: Database): AccountRecordService {
  return {
    async list(owner, query, locale = 'en') {
      const { start, end } = dayBounds(query, query.utcOffsetMinutes);
      const { rows, total } = await listEntries(
        db,
        { memberId: owner.id, type: query.type, start, end },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      const facts = await factsOf(db, owner.id, rows, locale);
      return {
        list: rows.map((row) => {
          const wallet = walletOf(row.account_kind, row.vendor_code);
          const amount = minorUnits(row.amount);
          return {
            id: String(row.id),
            time: row.created_at.toISOString(),
            type: recordTypeOf(row.kind),
            kind: row.kind,
            wallet,
            amount,
            // Member accounts always carry the balance after each entry.
            balanceAfter: minorUnits(row.balance_after ?? 0),
            reference: row.reference,
            detail: describeEntry({
              kind: row.kind,
              reference: row.reference,
              wallet,
              amount,
              ...facts(row),
            }),
          };
        }),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

import type { VendorAnswer } from '@suerte/contracts';
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { RoundState } from './win-batch-plan.js';

type Trx = Transaction<DB>;

export interface WinClaim {
  transactionId: string;
  requestHash: string;
  playerId: string;
  memberId: number;
  roundId: string;
  amount: number;
}

/**
 * Claims many win transaction ids at once (in transaction-id order, so concurrent batches take them in one
 * order). A claim held by a concurrent call waits for it to end. Answers the claim id of each id this call took.
 */
export async function claimWins(trx: Trx, vendorCode: string, claims: readonly WinClaim[]) {
  if (claims.length === 0) return new Map<string, number>();
  const sorted = [...claims].sort((a, b) => (a.transactionId < b.transactionId ? -1 : 1));
  const { rows } = await sql<{ id: number; transaction_id: string }>`
    insert into vendor_transactions
      (vendor_code, transaction_id, action, request_hash, player_id, member_id, round_id, amount, status)
    select ${vendorCode}::text, c.transaction_id, 'win', c.request_hash, c.player_id, c.member_id, c.round_id,
      c.amount, 'applied'
    from unnest(${sorted.map((c) => c.transactionId)}::text[], ${sorted.map((c) => c.requestHash)}::text[],
      ${sorted.map((c) => c.playerId)}::text[], ${sorted.map((c) => c.memberId)}::bigint[],
      ${sorted.map((c) => c.roundId)}::text[], ${sorted.map((c) => String(c.amount))}::bigint[])
      with ordinality as c(transaction_id, request_hash, player_id, member_id, round_id, amount, ord)
    order by c.ord
    on conflict (vendor_code, transaction_id) do nothing
    returning id, transaction_id`.execute(trx);
  return new Map(rows.map((r) => [r.transaction_id, Number(r.id)]));
}

/** The stored calls of these transaction ids (the first answer of each, for replays). */
export async function transactionsByIds(db: Executor, vendorCode: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('vendor_transactions')
    .select(['transaction_id', 'request_hash', 'answer', 'status'])
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.transaction_id, r]));
}

const roundKeyOf = (vendorCode: string, roundId: string, memberId: number) =>
  `${vendorCode}|${roundId}|${memberId}`;
export { roundKeyOf };

/** Locks the players' rounds that exist (member, then round order) and answers their state by round key. */
export async function lockRounds(
  trx: Trx,
  vendorCode: string,
  keys: readonly { roundId: string; memberId: number }[],
): Promise<Map<string, RoundState>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql<{
    round_id: string;
    member_id: number;
    status: 'open' | 'closed';
    stake_total: string | number;
    win_total: string | number;
  }>`
    select r.round_id, r.member_id, r.status, r.stake_total, r.win_total
    from game_rounds r
    join unnest(${keys.map((k) => k.roundId)}::text[], ${keys.map((k) => k.memberId)}::bigint[])
      as k(round_id, member_id) on k.round_id = r.round_id and k.member_id = r.member_id
    where r.vendor_code = ${vendorCode}::text
    order by r.member_id, r.round_id
    for update of r`.execute(trx);
  return new Map(
    rows.map((r) => [
      roundKeyOf(vendorCode, r.round_id, Number(r.member_id)),
      { status: r.status, stakeTotal: Number(r.stake_total), winTotal: Number(r.win_total) },
    ]),
  );
}

export interface RoundWins {
  roundId: string;
  memberId: number;
  gameCode: string;
  currency: string;
  winTotal: number;
  winCount: number;
  bonusTotal: number;
}

/**
 * Adds the batch's wins to their rounds (opening the ones not used yet), on open rounds only; answers each
 * touched round's totals after, by round key (a closed round is absent).
 */
export async function addWinsToRounds(trx: Trx, vendorCode: string, rounds: readonly RoundWins[]) {
  if (rounds.length === 0) return new Map<string, { stakeTotal: number; winTotal: number }>();
  const sorted = [...rounds].sort((a, b) => a.memberId - b.memberId || (a.roundId < b.roundId ? -1 : 1));
  const col = <T>(pick: (r: RoundWins) => T) => sorted.map(pick);
  const { rows } = await sql<{
    round_id: string;
    member_id: number;
    stake_total: string | number;
    win_total: string | number;
  }>`
    insert into game_rounds as r
      (vendor_code, round_id, member_id, game_code, currency, stake_total, win_total, win_count,
       bonus_win_total, status)
    select ${vendorCode}::text, w.round_id, w.member_id, w.game_code, w.currency, 0, w.win_total, w.win_count,
      w.bonus_total, 'open'
    from unnest(${col((r) => r.roundId)}::text[], ${col((r) => r.memberId)}::bigint[],
      ${col((r) => r.gameCode)}::text[], ${col((r) => r.currency)}::text[],
      ${col((r) => String(r.winTotal))}::bigint[], ${col((r) => r.winCount)}::int[],
      ${col((r) => String(r.bonusTotal))}::bigint[])
      with ordinality as w(round_id, member_id, game_code, currency, win_total, win_count, bonus_total, ord)
    order by w.ord
    on conflict (vendor_code, round_id, member_id) do update set
      win_total = r.win_total + excluded.win_total,
      win_count = r.win_count + excluded.win_count,
      bonus_win_total = r.bonus_win_total + excluded.bonus_win_total
    where r.status = 'open'
    returning r.round_id, r.member_id, r.stake_total, r.win_total`.execute(trx);
  return new Map(
    rows.map((r) => [
      roundKeyOf(vendorCode, r.round_id, Number(r.member_id)),
      { stakeTotal: Number(r.stake_total), winTotal: Number(r.win_total) },
    ]),
  );
}

/** Gives back claims of refused wins: their ids stay free for a later call. */
export async function releaseClaims(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('vendor_transactions').where('id', 'in', ids).execute();
}

/** Records each applied win's answer and journal transaction. */
export async function completeClaims(
  trx: Trx,
  done: readonly { id: number; ledgerTransactionId: number | null; answer: VendorAnswer }[],
): Promise<void> {
  if (done.length === 0) return;
  await sql`
    update vendor_transactions v set ledger_transaction_id = d.ledger_id, answer = d.answer::jsonb
    from unnest(${done.map((d) => d.id)}::bigint[], ${done.map((d) => d.ledgerTransactionId)}::bigint[],
      ${done.map((d) => JSON.stringify(d.answer))}::text[]) as d(id, ledger_id, answer)
    where v.id = d.id`.execute(trx);
}

/** The members' main-wallet balances, by member id. */
export async function mainBalances(db: Executor, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('member_id', 'in', memberIds)
    .where('kind', '=', 'member_main')
    .where('vendor_code', '=', '')
    .execute();
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.balance ?? 0)]));
}

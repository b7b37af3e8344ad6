import { MAX_BALANCE } from '@suerte/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Leg } from './postings.js';

/**
 * The journal write of many postings in one statement, as common-table expressions that a larger statement
 * embeds (`with <its own CTEs>, ${journalWrite(...)} <its main query>`). The only SQL outside the single
 * posting path that writes `ledger_*`.
 *
 * Inputs, as selects:
 * - `postings`: ord (bigint, unique), merchant_code, currency_code, kind, reference, idempotency_key (unique,
 *   not null), actor;
 * - `legs`: ord, account_id, amount (bigint).
 *
 * It moves every member balance by the sum of its legs in one guarded update, writes one journal transaction per
 * posting and its legs with the member balance after each posting (in `ord` order). Every posting is written or
 * the statement fails: a posting with fewer than two legs, legs not summing to zero, an unknown account, or a
 * member balance that would go below zero or above MAX_BALANCE (at the end or after any posting) leaves a NULL in the transaction's
 * NOT NULL `actor` on purpose; a used idempotency key is a unique violation. Callers that want a per-posting
 * answer decide it first (postBatch); callers that embed it treat any failure as "take the slow path".
 *
 * Outputs, for the embedding statement: `ledger_posted (id, ord)`, the journal transaction of each posting;
 * `ledger_leg_rows (ord, account_id, amount, balance_after)`, balance_after NULL on house-side accounts.
 */
export function journalWrite(input: { postings: RawBuilder<unknown>; legs: RawBuilder<unknown> }) {
  return sql`
    ledger_postings as (${input.postings}),
    ledger_legs_in as (${input.legs}),
    ledger_totals as (
      select account_id, sum(amount)::bigint as total from ledger_legs_in group by account_id
    ),
    ledger_balances as (
      update ledger_accounts a set balance = a.balance + t.total
      from ledger_totals t
      where a.id = t.account_id and a.balance is not null
        and a.balance + t.total >= 0 and a.balance + t.total <= ${MAX_BALANCE}::bigint
      returning a.id, a.balance - t.total as before
    ), ledger_house as (
      -- Only the accounts the update left out are looked up (by key): the house side is a handful of rows.
      select t.account_id as id from ledger_totals t
      where not exists (select 1 from ledger_balances b where b.id = t.account_id)
        and (select a.balance is null from ledger_accounts a where a.id = t.account_id)
    ), ledger_leg_rows as (
      select l.ord, l.account_id, l.amount,
        b.before + sum(l.amount) over (partition by l.account_id order by l.ord) as balance_after,
        (b.id is not null or h.id is not null) as known
      from ledger_legs_in l
        left join ledger_balances b on b.id = l.account_id
        left join ledger_house h on h.id = l.account_id
    ), ledger_checks as (
      select ord, count(*) as legs, sum(amount) as total,
        bool_and(known and (balance_after is null or balance_after between 0 and ${MAX_BALANCE}::bigint)) as ok
      from ledger_leg_rows group by ord
    ), ledger_txs as (
      insert into ledger_transactions (merchant_code, currency_code, kind, reference, idempotency_key, actor)
      select p.merchant_code, p.currency_code, p.kind, p.reference, p.idempotency_key,
        -- NULL (NOT NULL violation: the whole statement aborts) unless every rule above holds for the posting.
        case when c.ok and c.legs >= 2 and c.total = 0 then p.actor end
      from ledger_postings p left join ledger_checks c on c.ord = p.ord
      order by p.ord
      returning id, idempotency_key
    ), ledger_posted as (
      select t.id, p.ord from ledger_txs t join ledger_postings p on p.idempotency_key = t.idempotency_key
    ), ledger_entries_written as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, r.account_id, r.amount, r.balance_after
      from ledger_leg_rows r join ledger_posted t on t.ord = r.ord
    )`;
}

/** A posting of a batch as written: its journal fields and checked legs. */
export interface JournalPosting {
  merchantCode: string;
  currency: string;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  actor: string;
  legs: readonly Leg[];
}

/** What writeJournal wrote: each posting's journal transaction, and the member balances right after it. */
export interface JournalWritten {
  ids: number[];
  /** By posting index, then account id. */
  balances: Map<number, number>[];
}

/** Writes the postings in one statement (see journalWrite). */
export async function writeJournal(
  db: Executor,
  postings: readonly JournalPosting[],
): Promise<JournalWritten> {
  const row = (await writeJournalQuery(postings).execute(db)).rows[0];
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length !== postings.length) throw new Error(`journal wrote ${ids.length} of ${postings.length}`);
  const balances = postings.map(() => new Map<number, number>());
  (row?.legs ?? []).forEach((ord, i) =>
    balances[Number(ord) - 1]!.set(Number(row!.accounts![i]), Number(row!.after![i])),
  );
  return { ids, balances };
}

/** The statement of writeJournal: the postings as arrays, unnested into journalWrite's inputs. */
export function writeJournalQuery(postings: readonly JournalPosting[]) {
  const legOrd: number[] = [];
  const legAccount: number[] = [];
  const legAmount: string[] = [];
  postings.forEach((p, i) => {
    for (const leg of p.legs) {
      legOrd.push(i + 1);
      legAccount.push(leg.accountId);
      legAmount.push(String(leg.amount));
    }
  });
  const column = <K extends keyof JournalPosting>(key: K) => postings.map((p) => p[key]);
  return sql<{
    ids: string[] | null;
    legs: string[] | null;
    accounts: string[] | null;
    after: string[] | null;
  }>`
    with ${journalWrite({
      postings: sql`
        select p.* from unnest(${column('merchantCode')}::text[], ${column('currency')}::text[],
          ${column('kind')}::text[], ${column('reference')}::text[], ${column('idempotencyKey')}::text[],
          ${column('actor')}::text[])
          with ordinality as p(merchant_code, currency_code, kind, reference, idempotency_key, actor, ord)`,
      legs: sql`
        select l.* from unnest(${legOrd}::bigint[], ${legAccount}::bigint[], ${legAmount}::bigint[])
          as l(ord, account_id, amount)`,
    })}
    select (select array_agg(id order by ord) from ledger_posted) as ids,
      array_agg(ord) as legs, array_agg(account_id) as accounts, array_agg(balance_after) as after
    from ledger_leg_rows where balance_after is not null`;
}

/**
 * The accounts of a batch: the member accounts among `lockIds` locked (in id order: the lock order of every
 * posting path, so batches and single postings never deadlock on balances), those among `readIds` read without a
 * lock, with their balances; house-side accounts (no balance) apart. Ids that are no account are absent.
 */
export async function readAccounts(
  db: Executor,
  lockIds: readonly number[],
  readIds: readonly number[],
): Promise<{ members: Map<number, number>; house: Set<number> }> {
  const rows = await sql<{ id: number; balance: string | number | null }>`
    with locked as (
      select id, balance from ledger_accounts
      where id = any(${lockIds}::bigint[]) and balance is not null
      order by id
      for update
    )
    select id, balance from locked
    union all
    select id, null from ledger_accounts where id = any(${lockIds}::bigint[]) and balance is null
    union all
    select id, balance from ledger_accounts where id = any(${readIds}::bigint[])`.execute(db);
  const members = new Map<number, number>();
  const house = new Set<number>();
  for (const row of rows.rows) {
    if (row.balance === null) house.add(Number(row.id));
    else members.set(Number(row.id), Number(row.balance));
  }
  return { members, house };
}

/** Journal transactions already holding any of `keys`, by key. */
export async function transactionsByKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await sql<{ id: string | number; idempotency_key: string }>`
    select id, idempotency_key from ledger_transactions where idempotency_key = any(${keys}::text[])`.execute(
    db,
  );
  return new Map(rows.rows.map((r) => [r.idempotency_key, Number(r.id)]));
}

import type { VendorAnswer, VendorBetRequest } from '@suerte/contracts';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import { journalWrite } from '../ledger/index.js';
import { planBatch } from './bet-batch-plan.js';
import { ledgerKey, requestHash, shardOf } from './vendor-request.js';

/**
 * The bet hot path in one statement (one round trip, one commit), for the common case: a known, active player
 * with a live launch, in the player's currency, with the funds, on open rounds, with new transaction ids.
 *
 * Concurrent bets are coalesced: while statements run, the bets that arrive queue and go together in the next
 * one (one commit for all, and one balance update per player). The statement does, in this lock order (the same
 * as the transaction path: round, then balance): open or add to each round, post one journal transaction of two
 * legs per bet through the ledger's journal write (`journalWrite`: one guarded update per player's main wallet,
 * the balance after each bet in turn; the ledger's SQL and rules stay in the ledger), and claim each transaction
 * id with its answer. It is all or nothing: any
 * deviation aborts it whole — a duplicate id or ledger key (unique violation), or a missing precondition (no
 * player, too little money, a closed round, no clearing account), which leaves a NULL in a NOT NULL column on
 * purpose — and every bet of the batch is then handed to the transaction path, which decides it exactly as
 * before (replay, DUPLICATE_MISMATCH, INSUFFICIENT_FUNDS, ROUND_CLOSED, SESSION_EXPIRED...).
 */

/** Errors that mean "the statement refused the batch as a whole": integrity violations, cardinality, deadlock. */
function isRefusal(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('23') || code === '21000' || code === '40P01');
}

const MAX_BATCH = 200;
/**
 * Statements at once. One, large, beats several smaller ones (measured with bench/wallet at 20 and 64 connections:
 * 1 in flight ≈ 4 300 / 5 600 bets/s over 100k players, 2 ≈ 3 600 / 5 500, 3 ≈ 3 400 / 4 900): each statement
 * costs a commit and its legs' checks, and a second statement competes for CPU with the HTTP
 * work that fills the next batch. The pool (10) keeps room for the transaction path and the other calls.
 */
const MAX_IN_FLIGHT = 1;

interface Pending {
  body: VendorBetRequest;
  resolve(answer: VendorAnswer | null): void;
  reject(err: unknown): void;
}

type Queued = Pending & { vendorCode: string };

interface BatchRow {
  transaction_id: string;
  balance: string | number;
}

/** Name of the server-side prepared statement: parsed and planned once per connection, not once per batch. */
const PREPARED_NAME = 'suerte_vendor_bet_batch';

/** The statement of a batch of bets (see the top of this file). */
export function betBatchQuery(vendorCode: string, bets: readonly VendorBetRequest[]) {
  const players = bets.map((b) => b.playerId);
  const currencies = bets.map((b) => b.currency);
  const txIds = bets.map((b) => b.transactionId);
  const rounds = bets.map((b) => b.roundId);
  const games = bets.map((b) => b.gameCode);
  const amounts = bets.map((b) => String(b.amount));
  const hashes = bets.map((b) => requestHash('bet', b));
  const keys = bets.map((b) => ledgerKey(vendorCode, b.transactionId));
  const shards = bets.map((b) => shardOf(b.roundId));
  return sql<BatchRow>`
    with bets as (
      select b.*
      from unnest(${players}::text[], ${currencies}::text[], ${txIds}::text[], ${rounds}::text[],
        ${games}::text[], ${amounts}::bigint[], ${hashes}::text[], ${keys}::text[], ${shards}::int[])
        with ordinality as b(player_id, currency, transaction_id, round_id, game_code, amount, request_hash,
          ledger_key, shard, ord)
    ), p as (
      select gl.player_id, gl.currency, gl.member_id, m.merchant_code, a.id as account_id
      from game_launches gl
      join members m on m.id = gl.member_id
      join ledger_accounts a on a.member_id = gl.member_id and a.kind = 'member_main' and a.vendor_code = ''
      left join member_sessions s on s.id = gl.session_id
      where gl.player_id in (select player_id from bets) and gl.vendor_code = ${vendorCode}::text
        and m.status = 'active' and gl.expires_at > now()
        and (gl.session_id is null or (s.revoked_at is null and s.absolute_expires_at > now()))
    ), pb as (
      select b.*, p.member_id, p.merchant_code, p.account_id
      from bets b join p on p.player_id = b.player_id and p.currency = b.currency
    ), rounds as (
      insert into game_rounds as r
        (vendor_code, round_id, member_id, game_code, currency, stake_total, win_total, win_count, status)
      select ${vendorCode}::text, pb.round_id, pb.member_id, pb.game_code, pb.currency, pb.amount, 0, 0, 'open'
      from pb
      order by pb.member_id, pb.round_id
      on conflict (vendor_code, round_id, member_id)
        do update set stake_total = r.stake_total + excluded.stake_total where r.status = 'open'
      returning r.round_id
    ), staked as (
      -- Only when every round took its stake; referring to rounds here also takes the round locks first.
      select pb.* from pb where (select count(*) from rounds) = (select count(*) from bets)
    ),
    ${journalWrite({
      postings: sql`
        select pb.ord, pb.merchant_code, pb.currency as currency_code, 'bet' as kind,
          ${vendorCode}::text || ':' || pb.round_id as reference, pb.ledger_key as idempotency_key,
          ${`vendor:${vendorCode}`}::text as actor
        from pb`,
      legs: sql`
        select s.ord, s.account_id, -s.amount as amount from staked s
        union all
        select s.ord,
          (select c.id from ledger_accounts c
           where c.member_id is null and c.merchant_code = s.merchant_code and c.currency_code = s.currency
             and c.kind = 'vendor_clearing' and c.vendor_code = ${vendorCode}::text and c.shard = s.shard),
          s.amount
        from staked s`,
    })}
    insert into vendor_transactions
      (vendor_code, transaction_id, action, request_hash, player_id, member_id, round_id, amount,
       ledger_transaction_id, answer, status)
    select ${vendorCode}::text, b.transaction_id, 'bet', b.request_hash, b.player_id, pb.member_id, b.round_id,
      b.amount, t.id,
      jsonb_build_object('status', 'OK', 'balance', l.balance_after, 'currency', b.currency),
      -- NULL (NOT NULL violation: the whole statement aborts) unless the bet was posted.
      case when t.id is not null then 'applied' end
    from bets b
      left join pb on pb.ord = b.ord
      left join ledger_posted t on t.ord = b.ord
      left join ledger_leg_rows l on l.ord = b.ord and l.account_id = pb.account_id
    order by b.ord
    returning transaction_id, (answer ->> 'balance') as balance`;
}

async function runBatch(
  db: Database,
  prepared: pg.Pool | null,
  vendorCode: string,
  bets: VendorBetRequest[],
): Promise<Map<string, number>> {
  const query = betBatchQuery(vendorCode, bets);
  const rows = prepared
    ? (await prepared.query<BatchRow>(namedQuery(query.compile(db)))).rows
    : (await query.execute(db)).rows;
  return new Map(rows.map((r) => [r.transaction_id, Number(r.balance)]));
}

function namedQuery(compiled: { sql: string; parameters: readonly unknown[] }): pg.QueryConfig {
  return { name: PREPARED_NAME, text: compiled.sql, values: [...compiled.parameters] };
}

/**
 * Coalesces bets: up to MAX_IN_FLIGHT statements run at once, and the bets that arrive meanwhile go together in
 * the next one (one commit for all). A player is in one running statement at a time, so statements of this
 * process never wait for each other's rows. `submit` answers OK with the balance after the bet, or null when
 * the statement was refused and the caller must take the transaction path.
 */
export function createBetBatcher(
  db: Database,
  options: {
    maxInFlight?: number;
    /**
     * The pool under `db`, to run the statement as a named prepared statement (PostgreSQL only: the embedded
     * database's connections share one session, where a name prepared by one connection collides with another's).
     */
    preparedPool?: pg.Pool | null;
    /** False: every bet is handed to the transaction path (submit answers null). */
    enabled?: boolean;
  } = {},
) {
  const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
  const prepared = options.preparedPool ?? null;
  let pending: Queued[] = [];
  /** Players in a running statement (see planBatch). */
  const busy = new Set<string>();
  let inFlight = 0;

  function pump(): void {
    while (inFlight < maxInFlight && pending.length > 0) {
      const { batch, rest, players } = planBatch(pending, busy, MAX_BATCH);
      if (batch.length === 0) return;
      pending = rest;
      for (const player of players) busy.add(player);
      inFlight += 1;
      void run(batch, players);
    }
  }

  async function run(batch: Queued[], players: Set<string>): Promise<void> {
    try {
      const balances = await runBatch(
        db,
        prepared,
        batch[0]!.vendorCode,
        batch.map((p) => p.body),
      );
      for (const item of batch) {
        const balance = balances.get(item.body.transactionId);
        item.resolve(balance === undefined ? null : { status: 'OK', balance, currency: item.body.currency });
      }
    } catch (err) {
      const refused = isRefusal(err);
      for (const item of batch) {
        if (refused) item.resolve(null);
        else item.reject(err);
      }
    } finally {
      for (const player of players) busy.delete(player);
      inFlight -= 1;
      pump();
    }
  }

  return {
    submit(vendorCode: string, body: VendorBetRequest): Promise<VendorAnswer | null> {
      if (options.enabled === false) return Promise.resolve(null);
      const answer = new Promise<VendorAnswer | null>((resolve, reject) =>
        pending.push({ vendorCode, body, resolve, reject }),
      );
      pump();
      return answer;
    },
  };
}

export type BetBatcher = ReturnType<typeof createBetBatcher>;

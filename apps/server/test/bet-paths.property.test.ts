// The bet fast path (bets coalesced into one statement through the ledger's journal write) and the one-by-one
// transaction path must leave the same ledger. The same random sequence of bets, wins, rollbacks and round ends
// runs on two fresh databases of one kind: on one through the service as it runs (bets fast, in concurrent
// bursts), on the other with the fast path off and every call one after another. Answers, balances, entries per
// account, and the journal transactions' keys and kinds must be equal, and both ledgers must verify.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { sealPending, verifyLedger } from '../src/modules/ledger/index.js';
import { createVendorWalletService, type VendorWalletService } from '../src/modules/vendor-wallet/index.js';
import { testDatabaseKinds } from './support/test-database.js';
import { CURRENCY, launchedPlayer } from './support/vendor-wallet-client.js';

const VENDOR = 'SUERTE';
const PLAYERS = 4;
const FUNDS = 5_000;
const TX_POOL = 10;
const ROUND_POOL = 3;

interface BetCall {
  player: number;
  tx: number;
  round: number;
  amount: number;
}
/** A burst: bets sent at once, at most one per player and each with its own transaction id. */
type Step =
  | { kind: 'bets'; bets: BetCall[] }
  | { kind: 'win'; call: BetCall }
  | { kind: 'rollback'; player: number; tx: number; ref: number }
  | { kind: 'end-round'; player: number; round: number };

const betCall = (maxAmount: number) =>
  fc.record({
    player: fc.integer({ min: 0, max: PLAYERS - 1 }),
    tx: fc.integer({ min: 0, max: TX_POOL - 1 }),
    round: fc.integer({ min: 0, max: ROUND_POOL - 1 }),
    amount: fc.integer({ min: maxAmount === 0 ? 0 : 1, max: Math.max(maxAmount, 1) }),
  });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .uniqueArray(betCall(2_500), { minLength: 1, maxLength: PLAYERS, selector: (b) => b.player })
      .filter((bets) => new Set(bets.map((b) => b.tx)).size === bets.length)
      .map((bets): Step => ({ kind: 'bets', bets })),
  },
  { weight: 2, arbitrary: betCall(3_000).map((call): Step => ({ kind: 'win', call })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        player: fc.integer({ min: 0, max: PLAYERS - 1 }),
        tx: fc.integer({ min: 0, max: TX_POOL - 1 }),
        ref: fc.integer({ min: 0, max: TX_POOL - 1 }),
      })
      .map((r): Step => ({ kind: 'rollback', ...r })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ player: fc.integer({ min: 0, max: PLAYERS - 1 }), round: fc.integer({ min: 0, max: 2 }) })
      .map((r): Step => ({ kind: 'end-round', ...r })),
  },
);

interface Side {
  db: Database;
  service: VendorWalletService;
  players: { playerId: string; memberId: number }[];
}

async function runSteps(side: Side, prefix: string, steps: Step[], fast: boolean): Promise<unknown[]> {
  const answers: unknown[] = [];
  const base = (player: number, id: string) => ({
    requestId: `q-${id}`,
    playerId: side.players[player]!.playerId,
    currency: CURRENCY,
  });
  const move = (c: BetCall) => ({
    ...base(c.player, `${prefix}t${c.tx}`),
    transactionId: `${prefix}t${c.tx}`,
    roundId: `${prefix}r${c.round}`,
    gameCode: 'slot-1',
    amount: c.amount,
  });
  for (const s of steps) {
    if (s.kind === 'bets' && fast) {
      answers.push(...(await Promise.all(s.bets.map((b) => side.service.bet(VENDOR, move(b))))));
    } else if (s.kind === 'bets') {
      for (const b of s.bets) answers.push(await side.service.bet(VENDOR, move(b)));
    } else if (s.kind === 'win') {
      answers.push(await side.service.win(VENDOR, move(s.call)));
    } else if (s.kind === 'rollback') {
      const body = {
        ...base(s.player, `${prefix}t${s.tx}`),
        transactionId: `${prefix}t${s.tx}`,
        referenceTransactionId: `${prefix}t${s.ref}`,
      };
      answers.push(await side.service.rollback(VENDOR, body));
    } else {
      const body = { ...base(s.player, `${prefix}e${s.round}`), roundId: `${prefix}r${s.round}` };
      answers.push(await side.service['end-round'](VENDOR, body));
    }
  }
  return answers;
}

/** The run's part of the ledger, with database ids replaced by what they stand for. */
async function ledgerOf(side: Side, prefix: string) {
  const members = side.players.map((p) => p.memberId);
  const rows = await side.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.member_id', 'a.kind as account', 'a.vendor_code', 'a.shard', 'a.balance'])
    .select(['e.amount', 'e.balance_after', 't.kind', 't.idempotency_key', 't.reference', 'e.id'])
    .where('t.idempotency_key', 'like', `vendor:${VENDOR}:${prefix}%`)
    .orderBy('e.id')
    .execute();
  const byAccount: Record<string, unknown[]> = {};
  const balances: Record<string, number | null> = {};
  for (const r of rows) {
    const owner =
      r.member_id === null ? `${r.account}/${r.vendor_code}/${r.shard}` : members.indexOf(r.member_id);
    (byAccount[owner] ??= []).push([r.idempotency_key, r.kind, r.reference, r.amount, r.balance_after]);
    if (r.member_id !== null) balances[owner] = r.balance;
  }
  // House-side entries of one account interleave players' concurrent bets: compared as a set.
  for (const [owner, list] of Object.entries(byAccount)) {
    if (Number.isNaN(Number(owner))) list.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { byAccount, balances };
}

describe.each(testDatabaseKinds())('bet fast path and one-by-one path on $name', (kind) => {
  const sides = {} as { fast: Side; slow: Side };
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    for (const name of ['fast', 'slow'] as const) {
      const handle = await kind.open();
      handles.push(handle);
      const service = createVendorWalletService(handle.db, {
        cacheMs: 0,
        preparedPool: name === 'fast' && handle.kind === 'postgres' ? handle.pool : null,
        fastBets: name === 'fast',
      });
      sides[name] = { db: handle.db, service, players: [] };
    }
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('leaves equal answers, balances, entries and journal transactions', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        run += 1;
        const prefix = `p${run}-`;
        for (const side of [sides.fast, sides.slow]) {
          side.players = [];
          for (let i = 0; i < PLAYERS; i += 1)
            side.players.push(await launchedPlayer(side.db, VENDOR, FUNDS));
        }
        const fastAnswers = await runSteps(sides.fast, prefix, steps, true);
        const slowAnswers = await runSteps(sides.slow, prefix, steps, false);
        expect(fastAnswers).toEqual(slowAnswers);
        expect(await ledgerOf(sides.fast, prefix)).toEqual(await ledgerOf(sides.slow, prefix));
      }),
      { numRuns: 12 },
    );
    for (const side of [sides.fast, sides.slow]) {
      while ((await sealPending(side.db)) > 0);
      const report = await verifyLedger(side.db);
      expect(report.problems).toEqual([]);
      expect(report.sealed).toBe(report.transactions);
    }
    // The fast path did take bets (and in batches of more than one): the comparison is not of two slow paths.
    const batched = await sql<{ n: number }>`
      select count(*)::int as n from (
        select created_at from ledger_transactions where kind = 'bet' group by created_at having count(*) > 1
      ) b`.execute(sides.fast.db);
    expect(batched.rows[0]!.n).toBeGreaterThan(0);
  }, 240_000);
});

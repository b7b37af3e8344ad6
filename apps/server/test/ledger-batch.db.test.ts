import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import {
  houseAccount,
  memberAccount,
  post,
  postBatch,
  postBatchIn,
  sealPending,
  verifyLedger,
  type BatchPosting,
  writeJournal,
  writeJournalQuery,
} from '../src/modules/ledger/index.js';
import { testDatabaseKinds } from './support/test-database.js';

const MERCHANT = 'SUERTE_PH';
const CURRENCY = 'PHP';

async function newMember(db: Database): Promise<number> {
  const name = `lb${randomBytes(5).toString('hex')}`;
  const row = await db
    .insertInto('members')
    .values({ merchant_code: MERCHANT, username: name, nickname: name, referral_code: name.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = { id: row.id, merchantCode: MERCHANT, currency: CURRENCY };
  return (await memberAccount(db, member, 'member_main')).id;
}

const payout = (key: string, account: number, house: number, amount: number): BatchPosting => ({
  merchantCode: MERCHANT,
  currency: CURRENCY,
  kind: amount > 0 ? 'payout' : 'charge',
  reference: 'batch-test',
  idempotencyKey: key,
  actor: 'test',
  legs: [
    { accountId: account, amount },
    { accountId: house, amount: -amount },
  ],
});

async function balanceOf(db: Database, account: number): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', account)
    .executeTakeFirstOrThrow();
  return row.balance;
}

const count = async (db: Database, table: 'ledger_transactions' | 'ledger_entries') =>
  (
    await db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe.each(testDatabaseKinds())('ledger batch postings on $name', (kind) => {
  let handle: DatabaseHandle;
  let house: number;
  beforeAll(async () => {
    handle = await kind.open();
    house = await houseAccount(handle.db, { merchantCode: MERCHANT, currency: CURRENCY, kind: 'house' });
  });
  afterAll(async () => handle?.close());

  it('refuses only the posting that would go negative and posts the rest, with balances after each', async () => {
    const [a, b] = [await newMember(handle.db), await newMember(handle.db)];
    const results = await postBatch(handle.db, [
      payout('mix-1', a, house, 1_000),
      payout('mix-2', a, house, -1_500),
      payout('mix-3', b, house, 300),
      payout('mix-4', a, house, -400),
    ]);
    expect(results.map((r) => r.status)).toEqual(['posted', 'refused', 'posted', 'posted']);
    expect(results[1]).toEqual({ status: 'refused', code: 'INSUFFICIENT_FUNDS', accountId: a });
    expect(results[0]).toMatchObject({ balances: new Map([[a, 1_000]]) });
    expect(results[3]).toMatchObject({ balances: new Map([[a, 600]]) });
    expect(await balanceOf(handle.db, a)).toBe(600);
    expect(await balanceOf(handle.db, b)).toBe(300);
    const entries = await handle.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after'])
      .where('account_id', '=', a)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount: 1_000, balance_after: 1_000 },
      { amount: -400, balance_after: 600 },
    ]);
    const refused = await handle.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'mix-2')
      .executeTakeFirst();
    expect(refused).toBeUndefined();
  });

  it('replays a repeated key with its first transaction, within a batch and across batches', async () => {
    const a = await newMember(handle.db);
    const first = await postBatch(handle.db, [payout('rep-1', a, house, 50), payout('rep-1', a, house, 50)]);
    expect(first.map((r) => r.status)).toEqual(['posted', 'replayed']);
    expect(first[1]!.status === 'replayed' && first[1]!.transactionId).toBe(
      first[0]!.status === 'posted' && first[0]!.transactionId,
    );
    const transactions = await count(handle.db, 'ledger_transactions');
    const again = await postBatch(handle.db, [payout('rep-1', a, house, 50), payout('rep-2', a, house, 7)]);
    expect(again[0]).toEqual({
      status: 'replayed',
      transactionId: first[0]!.status === 'posted' ? first[0]!.transactionId : -1,
    });
    expect(again[1]!.status).toBe('posted');
    expect(await count(handle.db, 'ledger_transactions')).toBe(transactions + 1);
    expect(await balanceOf(handle.db, a)).toBe(57);
  });

  it('with new keys promised, skips the lookup but still never pays a used key twice', async () => {
    const a = await newMember(handle.db);
    const fresh = await handle.db
      .transaction()
      .execute((trx) =>
        postBatchIn(trx, [payout('new-1', a, house, 40), payout('new-2', a, house, 2)], { newKeys: true }),
      );
    expect(fresh.map((r) => r.status)).toEqual(['posted', 'posted']);
    const transactions = await count(handle.db, 'ledger_transactions');
    // The promise broken: the journal's unique key fails the whole statement; nothing is written or moved.
    await expect(
      handle.db
        .transaction()
        .execute((trx) =>
          postBatchIn(trx, [payout('new-3', a, house, 5), payout('new-1', a, house, 40)], { newKeys: true }),
        ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count(handle.db, 'ledger_transactions')).toBe(transactions);
    expect(await balanceOf(handle.db, a)).toBe(42);
  });

  it('refuses unbalanced, one-account or unknown-account postings before writing anything', async () => {
    const a = await newMember(handle.db);
    const before = await count(handle.db, 'ledger_entries');
    const unbalanced = { ...payout('bad-1', a, house, 10), legs: [{ accountId: a, amount: 10 }] };
    await expect(postBatch(handle.db, [payout('ok-1', a, house, 10), unbalanced])).rejects.toThrow(
      /batch posting 1/,
    );
    const skewed = {
      ...payout('bad-2', a, house, 10),
      legs: [
        { accountId: a, amount: 10 },
        { accountId: house, amount: -9 },
      ],
    };
    await expect(postBatch(handle.db, [skewed])).rejects.toThrow(/sum/);
    await expect(postBatch(handle.db, [payout('bad-3', a, 987_654_321, 10)])).rejects.toThrow(
      /does not exist/,
    );
    expect(await count(handle.db, 'ledger_entries')).toBe(before);
    expect(await balanceOf(handle.db, a)).toBe(0);
  });

  it('fails the whole journal statement rather than write a negative or unbalanced posting', async () => {
    const a = await newMember(handle.db);
    // The statement itself holds the rules, whatever its caller decided beforehand.
    await expect(
      handle.db.transaction().execute((trx) => writeJournal(trx, [payout('raw-1', a, house, -1)])),
    ).rejects.toThrow(/null value in column "actor"/);
    await expect(
      handle.db
        .transaction()
        .execute((trx) =>
          writeJournal(trx, [
            payout('raw-2', a, house, 5),
            { ...payout('raw-3', a, house, 5), legs: [{ accountId: a, amount: 5 }] },
          ]),
        ),
    ).rejects.toThrow(/null value in column "actor"/);
    expect(await balanceOf(handle.db, a)).toBe(0);
  });

  it('answers and writes exactly what posting one by one would', async () => {
    const moves = fc.array(
      fc.record({
        key: fc.integer({ min: 0, max: 7 }),
        member: fc.integer({ min: 0, max: 2 }),
        amount: fc.integer({ min: -900, max: 900 }).filter((a) => a !== 0),
      }),
      { minLength: 1, maxLength: 25 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(moves, async (list) => {
        run += 1;
        const sides = [];
        for (const side of ['batch', 'single']) {
          const accounts = [
            await newMember(handle.db),
            await newMember(handle.db),
            await newMember(handle.db),
          ];
          const postings = list.map((m) =>
            payout(`eq-${run}-${side}-${m.key}`, accounts[m.member]!, house, m.amount),
          );
          sides.push({ accounts, postings });
        }
        const batch = await postBatch(handle.db, sides[0]!.postings);
        const single = [];
        for (const posting of sides[1]!.postings) {
          try {
            const r = await handle.db.transaction().execute((trx) => post(trx, posting));
            single.push(r.replayed ? 'replayed' : `posted ${[...r.balances.values()]}`);
          } catch (error) {
            single.push(`refused ${(error as { code?: string }).code}`);
          }
        }
        expect(
          batch.map((r) =>
            r.status === 'posted'
              ? `posted ${[...r.balances.values()]}`
              : r.status === 'refused'
                ? `refused ${r.code}`
                : r.status,
          ),
        ).toEqual(single);
        const entries = async (accounts: number[]) =>
          Promise.all(
            accounts.map(async (a) => ({
              balance: await balanceOf(handle.db, a),
              entries: await handle.db
                .selectFrom('ledger_entries')
                .select(['amount', 'balance_after'])
                .where('account_id', '=', a)
                .orderBy('id')
                .execute(),
            })),
          );
        expect(await entries(sides[0]!.accounts)).toEqual(await entries(sides[1]!.accounts));
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('leaves a journal that seals and verifies', async () => {
    expect(await sealPending(handle.db)).toBeGreaterThan(0);
    const report = await verifyLedger(handle.db);
    expect(report.problems).toEqual([]);
    expect(report.sealed).toBe(report.transactions);
  });
});

describe.each(testDatabaseKinds().filter((k) => k.name === 'postgres'))(
  'ledger batch postings under concurrency on $name',
  (kind) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await kind.open();
    });
    afterAll(async () => handle?.close());

    it('runs batches touching the same members in opposite orders without drift or deadlock', async () => {
      const db = handle.db;
      const house = await houseAccount(db, { merchantCode: MERCHANT, currency: CURRENCY, kind: 'house' });
      const members: number[] = [];
      for (let i = 0; i < 6; i += 1) members.push(await newMember(db));
      await postBatch(
        db,
        members.map((m, i) => payout(`seed-${i}`, m, house, 1_000)),
      );
      // Each batch charges every member 10 times (in its own order); together they ask for more than there is.
      const batch = (b: number) =>
        (b % 2 ? [...members].reverse() : members).flatMap((m) =>
          Array.from({ length: 10 }, (_, j) => payout(`c-${b}-${m}-${j}`, m, house, -30)),
        );
      const results = (
        await Promise.all(Array.from({ length: 8 }, (_, b) => postBatch(db, batch(b))))
      ).flat();
      const posted = results.filter((r) => r.status === 'posted').length;
      expect(results.filter((r) => r.status === 'refused').length).toBe(results.length - posted);
      expect(posted).toBe(6 * 33); // 33 charges of 30 fit in 1 000, per member
      for (const m of members) expect(await balanceOf(db, m)).toBe(10);
      // The same keys sent again, at once, replay.
      const again = (await Promise.all([postBatch(db, batch(0)), postBatch(db, batch(0))])).flat();
      expect(again.every((r) => r.status !== 'posted')).toBe(true);
      await sealPending(db);
      expect((await verifyLedger(db)).problems).toEqual([]);
    });

    // At a merchant's size the plain join to the batch's totals is planned as lookups by key. (Below some tens of
    // thousands of accounts PostgreSQL reads the table instead, which is cheaper there; forcing lookups with an
    // extra `a.id = any(…)` made lottery settlement of 1,000,000 bets 1.4× → 2.1× slower: bench/RESULTS.md.)
    it('finds the members of a batch by key, not by reading every account', async () => {
      const db = handle.db;
      const house = await houseAccount(db, { merchantCode: MERCHANT, currency: CURRENCY, kind: 'house' });
      const tag = `lk${randomBytes(4).toString('hex')}`;
      await sql`
        insert into members (merchant_code, username, nickname, referral_code)
        select ${MERCHANT}, ${tag} || g, ${tag} || g, upper(${tag} || g) from generate_series(1, 60000) g`.execute(
        db,
      );
      const { rows } = await sql<{ id: number }>`
        insert into ledger_accounts (merchant_code, currency_code, kind, member_id, vendor_code, balance)
        select ${MERCHANT}, ${CURRENCY}, 'member_main', id, '', 0 from members where username like ${`${tag}%`}
        returning id`.execute(db);
      await sql`analyze ledger_accounts`.execute(db);
      const postings = rows.slice(0, 500).map((r, i) => payout(`${tag}-${i}`, Number(r.id), house, 10));
      const query = writeJournalQuery(postings).compile(db);
      const plan = await db.transaction().execute(async (trx) => {
        const explained = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({
          ...query,
          sql: `explain (format json) ${query.sql}`,
        });
        return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
      });
      // A batch's statement grows with its own postings, never with the members of the merchant.
      expect(plan).toContain('ledger_accounts_pkey');
      expect(plan).not.toMatch(/"Node Type":\s*"Seq Scan",[^}]*"Relation Name":\s*"ledger_accounts"/);
    });

    it('replays a key that a concurrent batch wrote first', async () => {
      const db = handle.db;
      const house = await houseAccount(db, { merchantCode: MERCHANT, currency: CURRENCY, kind: 'house' });
      const a = await newMember(db);
      const b = await newMember(db);
      const shared = payout('race-key', a, house, 100);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => postBatch(db, [payout(`own-${i}`, b, house, 1), shared])),
      );
      expect(results.filter((r) => r[1]!.status === 'posted')).toHaveLength(1);
      expect(results.every((r) => r[0]!.status === 'posted')).toBe(true);
      expect(await balanceOf(db, a)).toBe(100);
      expect(await balanceOf(db, b)).toBe(6);
      expect((await verifyLedger(db)).problems).toEqual([]);
    });
  },
);

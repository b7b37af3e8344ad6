import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  houseAccount,
  memberAccount,
  post,
  type Posting,
  sealPending,
  verifyLedger,
} from '../src/modules/ledger/index.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('ledger on $name', (kind) => {
  let handle: DatabaseHandle;
  let memberId: number;
  let main: number;
  let clearing: number;

  beforeAll(async () => {
    handle = await kind.open();
    const row = await handle.db
      .insertInto('members')
      .values({ merchant_code: 'SUERTE_PH', username: 'ledger01', nickname: 'L', referral_code: 'LEDGER01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = row.id;
    const member = { id: memberId, merchantCode: 'SUERTE_PH', currency: 'PHP' };
    main = (await memberAccount(handle.db, member, 'member_main')).id;
    clearing = await houseAccount(handle.db, {
      merchantCode: 'SUERTE_PH',
      currency: 'PHP',
      kind: 'payment_clearing',
    });
  });
  afterAll(async () => handle?.close());

  const posting = (amount: number, key: string | null): Posting => ({
    merchantCode: 'SUERTE_PH',
    currency: 'PHP',
    kind: amount > 0 ? 'deposit' : 'withdrawal',
    reference: key,
    idempotencyKey: key,
    actor: 'test',
    legs: [
      { accountId: main, amount },
      { accountId: clearing, amount: -amount },
    ],
  });
  const balance = async () =>
    (
      await handle.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', main)
        .executeTakeFirstOrThrow()
    ).balance;

  it('moves money in balanced postings and reports the balance after', async () => {
    const result = await handle.db.transaction().execute((trx) => post(trx, posting(10_000, 'dep-1')));
    expect(result.replayed).toBe(false);
    expect(result.balances.get(main)).toBe(10_000);
    expect(await balance()).toBe(10_000);
  });

  it('applies an idempotency key once: a repeat changes nothing', async () => {
    const again = await handle.db.transaction().execute((trx) => post(trx, posting(10_000, 'dep-1')));
    expect(again.replayed).toBe(true);
    expect(await balance()).toBe(10_000);
  });

  it('never lets a member balance go negative, and writes nothing when refused', async () => {
    const before = await handle.db
      .selectFrom('ledger_entries')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      handle.db.transaction().execute((trx) => post(trx, posting(-10_001, 'wd-too-much'))),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balance()).toBe(10_000);
    const after = await handle.db
      .selectFrom('ledger_entries')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(
      await handle.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', 'wd-too-much')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses unbalanced legs at commit even when written directly', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({
            merchant_code: 'SUERTE_PH',
            currency_code: 'PHP',
            kind: 'bad',
            reference: null,
            idempotency_key: null,
            actor: 'test',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transaction_id: tx.id, account_id: clearing, amount: 5 })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('refuses to change or delete journal rows', async () => {
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transactions`.execute(handle.db)).rejects.toThrow(/append-only/);
  });

  it('keeps the vendors and members that game rounds and vendor transactions refer to', async () => {
    // Those tables carry no foreign keys on the bet path: the parents must never go away instead.
    await expect(sql`delete from members where id = ${memberId}`.execute(handle.db)).rejects.toThrow(
      /never deleted/,
    );
    await expect(sql`truncate members cascade`.execute(handle.db)).rejects.toThrow(/never deleted/);
    await expect(sql`delete from vendors where code = 'SUERTE'`.execute(handle.db)).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      sql`update vendors set code = 'SUERTE2' where code = 'SUERTE'`.execute(handle.db),
    ).rejects.toThrow(/never changes/);
    await sql`update vendors set name = name, code = code where code = 'SUERTE'`.execute(handle.db);
  });

  it('seals the journal into a hash chain that the verifier checks', async () => {
    await handle.db.transaction().execute((trx) => post(trx, posting(-2_500, 'wd-1')));
    expect(await sealPending(handle.db)).toBeGreaterThan(0);
    expect(await sealPending(handle.db)).toBe(0);
    const report = await verifyLedger(handle.db);
    expect(report).toMatchObject({ ok: true, problems: [] });
    expect(report.sealed).toBe(report.transactions);
  });

  it('detects a tampered entry: balance drift and a broken chain', async () => {
    await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(handle.db);
    await sql`update ledger_entries set amount = amount + 100 where account_id = ${main} and amount = -2500`.execute(
      handle.db,
    );
    await sql`alter table ledger_entries enable trigger ledger_entries_append_only`.execute(handle.db);
    const report = await verifyLedger(handle.db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(/legs sum to 100/);
    expect(report.problems.join('\n')).toMatch(/balance 7500 but entries sum to 7600/);
    expect(report.problems.join('\n')).toMatch(/hash chain broken/);
  });
});

describe.each(testDatabaseKinds().filter((k) => k.name === 'postgres'))(
  'ledger concurrency on $name',
  (kind) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await kind.open();
    });
    afterAll(async () => handle?.close());

    it('lets exactly one of 200 concurrent withdrawals of the full balance through', async () => {
      const row = await handle.db
        .insertInto('members')
        .values({ merchant_code: 'SUERTE_PH', username: 'race01', nickname: 'R', referral_code: 'RACE0001' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = { id: row.id, merchantCode: 'SUERTE_PH', currency: 'PHP' };
      const main = (await memberAccount(handle.db, member, 'member_main')).id;
      const clearing = await houseAccount(handle.db, {
        merchantCode: 'SUERTE_PH',
        currency: 'PHP',
        kind: 'payment_clearing',
      });
      const legs = (amount: number) => [
        { accountId: main, amount },
        { accountId: clearing, amount: -amount },
      ];
      await handle.db.transaction().execute((trx) =>
        post(trx, {
          merchantCode: 'SUERTE_PH',
          currency: 'PHP',
          kind: 'deposit',
          reference: null,
          idempotencyKey: 'race-dep',
          actor: 't',
          legs: legs(5_000),
        }),
      );
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          handle.db.transaction().execute((trx) =>
            post(trx, {
              merchantCode: 'SUERTE_PH',
              currency: 'PHP',
              kind: 'withdrawal',
              reference: null,
              idempotencyKey: `race-wd-${i}`,
              actor: 't',
              legs: legs(-5_000),
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .every((r) => (r as PromiseRejectedResult).reason.code === 'INSUFFICIENT_FUNDS'),
      ).toBe(true);
      expect((await verifyLedger(handle.db)).ok).toBe(true);
    });
  },
);

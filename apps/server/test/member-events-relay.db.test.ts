// The balance relay on both databases: postings queue their member ids (a trigger, one row per statement), a
// relay round takes the committed rows and sends one NOTIFY for all of them. A LISTEN on the "server" side counts
// the notifications; a second handle plays the operator CLI (another connection, on the embedded database
// another process's socket).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import type { Executor } from '../src/db/executor.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { startBalanceRelay } from '../src/modules/member-events/index.js';
import { testDatabaseKinds, type TestDatabaseKind } from './support/test-database.js';
import { deposit, MERCHANT } from './support/vendor-wallet-client.js';

interface Sides {
  server: DatabaseHandle;
  cli: DatabaseHandle;
  close(): Promise<void>;
}

async function openSides(kind: TestDatabaseKind): Promise<Sides> {
  if (kind.name === 'postgres') {
    const server = await kind.open();
    const url = String(server.pool.options.connectionString);
    const cli = await openDatabase({ databaseUrl: url, dataDir: null, role: 'client', poolSize: 2 });
    return { server, cli, close: async () => (await cli.close(), await server.close()) };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-relay-'));
  const server = await openDatabase({ databaseUrl: null, dataDir, role: 'server' });
  await migrateToLatest(server.db);
  await seedDemoData(server.db);
  const cli = await openDatabase({ databaseUrl: null, dataDir, role: 'client' });
  return {
    server,
    cli,
    close: async () => {
      await cli.close();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testDatabaseKinds())('balance relay on $name', (kind) => {
  let sides: Sides;
  let stopListening: () => Promise<void> = async () => undefined;
  const heard: number[][] = [];
  const hear = (message: pg.Notification) => {
    if (message.channel === 'member_balance') heard.push((message.payload ?? '').split(',').map(Number));
  };
  // A timer that never fires within the test: rounds run only when the test asks.
  const relay = () =>
    startBalanceRelay(sides.server.db, { intervalMs: 3_600_000, batchRows: 5000, onError: () => {} });
  let round: ReturnType<typeof relay>;

  /**
   * PostgreSQL: a LISTEN client of its own. Embedded: one session, whose notifications arrive on the connection
   * that committed (the server's), so every connection of the server's pool is heard.
   */
  async function listen(): Promise<void> {
    if (kind.name === 'postgres') {
      const client = new pg.Client({ connectionString: String(sides.server.pool.options.connectionString) });
      await client.connect();
      client.on('notification', hear);
      await client.query('LISTEN member_balance');
      stopListening = () => client.end();
      return;
    }
    const attach = (client: pg.PoolClient) => {
      if (client.listeners('notification').includes(hear)) return;
      client.on('notification', hear);
    };
    sides.server.pool.on('acquire', attach);
    await sides.server.pool.query('LISTEN member_balance');
    stopListening = async () => void sides.server.pool.off('acquire', attach);
  }

  beforeAll(async () => {
    sides = await openSides(kind);
    await listen();
    round = relay();
  }, 60_000);

  afterAll(async () => {
    await round?.stop();
    await stopListening();
    await sides?.close();
  });

  const newMembers = async (count: number, tag: string): Promise<number[]> => {
    const rows = await sides.server.db
      .insertInto('members')
      .values(
        Array.from({ length: count }, (_, i) => ({
          merchant_code: MERCHANT,
          username: `${tag}${String(i).padStart(3, '0')}`,
          nickname: `${tag}${i}`,
          referral_code: `${tag}${i}`.toUpperCase(),
          password_hash: null,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  };
  const queued = async () =>
    Number(
      (
        await sides.server.db
          .selectFrom('member_balance_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Notifications arrive asynchronously after the round's commit; a round always ends with the server's own one. */
  const heardAfter = async (before: number, expected: number) => {
    for (let i = 0; i < 200 && heard.length < before + expected; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return heard.slice(before);
  };

  it('relays 200 postings to 50 members as one notification carrying all 50, and empties the queue', async () => {
    const members = await newMembers(50, 'rlya');
    for (let i = 0; i < 200; i += 1) await deposit(sides.server.db, members[i % 50]!, 100 + i);
    expect(await queued()).toBeGreaterThanOrEqual(200);
    const before = heard.length;
    expect(await round.runOnce()).toBeGreaterThanOrEqual(200);
    const notices = await heardAfter(before, 1);
    expect(notices).toHaveLength(1);
    expect(new Set(notices[0])).toEqual(new Set(members));
    expect(await queued()).toBe(0);
    // Nothing left: the next round sends nothing.
    expect(await round.runOnce()).toBe(0);
    expect(heard.length).toBe(before + 1);
  });

  /** Members with a funded main account, their deposits already relayed. */
  const fundedMembers = async (count: number, tag: string): Promise<number[]> => {
    const members = await newMembers(count, tag);
    for (const member of members) await deposit(sides.server.db, member, 10_000);
    const before = heard.length;
    await round.runOnce();
    await heardAfter(before, 1);
    return members;
  };
  const addToBalance = (db: Executor, member: number) =>
    db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', 1) }))
      .where('member_id', '=', member)
      .where('kind', '=', 'member_main')
      .executeTakeFirstOrThrow();

  it('queues nothing for a rolled-back posting', async () => {
    const [member] = await fundedMembers(1, 'rlyb');
    await expect(
      sides.server.db.transaction().execute(async (trx) => {
        expect((await addToBalance(trx, member!)).numUpdatedRows).toBe(1n);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queued()).toBe(0);
    expect(await round.runOnce()).toBe(0);
  });

  it('delivers a posting the operator CLI commits on its own connection', async () => {
    const [member] = await newMembers(1, 'rlyc');
    await deposit(sides.cli.db, member!, 5_000);
    const before = heard.length;
    expect(await round.runOnce()).toBe(1);
    expect(await heardAfter(before, 1)).toEqual([[member]]);
    expect(await queued()).toBe(0);
  });

  it.skipIf(kind.name !== 'postgres')('leaves an open posting in the queue until it commits', async () => {
    const [early, late] = await fundedMembers(2, 'rlyd');
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let updated: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (updated = resolve));
    const posting = sides.cli.db.transaction().execute(async (trx) => {
      await addToBalance(trx, early!);
      updated();
      await committed;
    });
    await open;
    await addToBalance(sides.server.db, late!);
    const before = heard.length;
    // The round sees only the committed change: the open one is neither taken nor sent.
    expect(await round.runOnce()).toBe(1);
    expect(await heardAfter(before, 1)).toEqual([[late]]);
    expect(await queued()).toBe(0);
    commit();
    await posting;
    expect(await round.runOnce()).toBe(1);
    expect(await heardAfter(before + 1, 1)).toEqual([[early]]);
  });
});

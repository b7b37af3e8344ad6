// Housekeeping on the database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the scheduled job deletes
// rows that only ever expire, in bounded batches, keeps live ones and never touches append-only records.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { productJobs, type JobDefinition } from '../src/jobs/index.js';
import { EXPIRY_RULES, purgeExpiredRows } from '../src/modules/housekeeping/index.js';
import type { VendorTransferAdapters } from '../src/modules/transfers/index.js';
import { testDatabaseKinds } from './support/test-database.js';

const ago = (interval: string) => sql<Date>`now() - ${interval}::interval`;
const ahead = (interval: string) => sql<Date>`now() + ${interval}::interval`;

describe.each(testDatabaseKinds())('housekeeping on $name', (kind) => {
  let handle: DatabaseHandle;
  let memberIds: number[];
  let housekeeping: JobDefinition;

  const count = async (table: 'enc_nonces' | 'auth_events' | 'operator_audit_log' | 'job_runs') =>
    (
      await handle.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const nonces = (prefix: string, n: number, expires: ReturnType<typeof ago>) =>
    handle.db
      .insertInto('enc_nonces')
      .values(Array.from({ length: n }, (_, i) => ({ nonce: `${prefix}-${i}`, expires_at: expires })))
      .execute();

  beforeAll(async () => {
    handle = await kind.open();
    const members = await handle.db
      .insertInto('members')
      .values(
        [1, 2, 3, 4].map((i) => ({
          merchant_code: 'SUERTE_PH',
          username: `house00${i}`,
          nickname: 'H',
          referral_code: `HOUSE00${i}`,
        })),
      )
      .returning('id')
      .execute();
    memberIds = members.map((m) => m.id);
    housekeeping = productJobs({
      db: handle.db,
      schedules: {},
      vendorAdapters: {} as VendorTransferAdapters,
      aggregatorAdapters: new Map(),
      vendorTransferMaxAttempts: 1,
      onTransferNeedsReview: () => undefined,
    }).find((d) => d.name === 'housekeeping')!;
  });
  afterAll(async () => handle?.close());

  it('is a declared job with a schedule of its own', () => {
    expect(housekeeping).toMatchObject({
      schedule: { kind: 'interval', everySeconds: 600 },
      missed: 'latest',
    });
  });

  it('deletes expired rows of every short-lived table and keeps live ones and append-only records', async () => {
    await nonces('old', 3, ago('1 minute'));
    await nonces('live', 2, ahead('1 minute'));
    const nowMs = Date.now();
    await handle.db
      .insertInto('rate_limits')
      .values([
        { key: 'test:old', points: 3, expire: nowMs - 60_000 },
        { key: 'test:live', points: 1, expire: nowMs + 600_000 },
        { key: 'test:forever', points: 1, expire: null },
      ])
      .execute();
    await handle.db
      .insertInto('captcha_challenges')
      .values([
        { id: crypto.randomUUID(), answer_hash: 'x', expires_at: ago('2 hours') },
        { id: crypto.randomUUID(), answer_hash: 'x', expires_at: ago('10 minutes') },
      ])
      .execute();
    const code = {
      merchant_code: 'SUERTE_PH',
      phone: '+639170000001',
      purpose: 'login' as const,
      code_hash: 'x',
    };
    await handle.db
      .insertInto('verification_codes')
      .values([
        { ...code, expires_at: ago('2 days') },
        { ...code, expires_at: ahead('5 minutes') },
      ])
      .execute();
    await handle.db
      .insertInto('password_reset_tokens')
      .values([
        { token_hash: 'old', member_id: memberIds[0]!, expires_at: ago('2 days') },
        { token_hash: 'live', member_id: memberIds[0]!, expires_at: ahead('1 hour') },
      ])
      .execute();
    const session = (memberId: number, ended: ReturnType<typeof ago>, revoked: boolean) => ({
      token_hash: crypto.randomUUID(),
      member_id: memberId,
      merchant_code: 'SUERTE_PH',
      login_type: 'password',
      absolute_expires_at: revoked ? ahead('1 day') : ended,
      revoked_at: revoked ? ended : null,
    });
    const sessions = await handle.db
      .insertInto('member_sessions')
      .values([
        session(memberIds[0]!, ago('40 days'), true), // ended long ago: goes
        session(memberIds[1]!, ago('40 days'), false), // expired long ago: goes
        session(memberIds[2]!, ago('40 days'), true), // ended long ago, but a game launch refers to it
        session(memberIds[3]!, ago('2 days'), true), // ended recently: kept for its notice
      ])
      .returning('id')
      .execute();
    const vendor = await handle.db.selectFrom('vendors').select('code').executeTakeFirstOrThrow();
    await handle.db
      .insertInto('game_launches')
      .values({
        launch_token_hash: 'launch',
        player_id: 'player-house',
        member_id: memberIds[2]!,
        session_id: sessions[2]!.id,
        vendor_code: vendor.code,
        game_code: 'g',
        currency: 'PHP',
        expires_at: ago('39 days'),
      })
      .execute();
    await handle.db
      .insertInto('auth_events')
      .values({ merchant_code: 'SUERTE_PH', event: 'login', at: ago('400 days') })
      .execute();
    const [authEvents, audit] = [await count('auth_events'), await count('operator_audit_log')];

    const result = await housekeeping.run({
      period: { key: 'test', dueAt: new Date() },
      attempt: 1,
      triggeredBy: null,
    });

    expect(result).toEqual({
      deleted: {
        enc_nonces: 3,
        rate_limits: 1,
        captcha_challenges: 1,
        verification_codes: 1,
        password_reset_tokens: 1,
        member_sessions: 2,
      },
    });
    expect(
      (await handle.db.selectFrom('enc_nonces').select('nonce').orderBy('nonce').execute()).map(
        (r) => r.nonce,
      ),
    ).toEqual(['live-0', 'live-1']);
    expect(
      (
        await handle.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', 'like', 'test:%')
          .orderBy('key')
          .execute()
      ).map((r) => r.key),
    ).toEqual(['test:forever', 'test:live']);
    const left = await handle.db.selectFrom('member_sessions').select('id').orderBy('created_at').execute();
    expect(left.map((r) => r.id).sort()).toEqual([sessions[2]!.id, sessions[3]!.id].sort());
    expect(await count('auth_events')).toBe(authEvents);
    expect(await count('operator_audit_log')).toBe(audit);
    // A second run finds nothing left.
    expect(
      await housekeeping.run({ period: { key: 'again', dueAt: new Date() }, attempt: 1, triggeredBy: null }),
    ).toBe(undefined);
  });

  it('deletes in bounded batches and leaves the rest to the next run', async () => {
    await nonces('batch', 7, ago('1 minute'));
    const nonceRule = EXPIRY_RULES.filter((r) => r.table === 'enc_nonces');
    expect(await purgeExpiredRows(handle.db, { batchSize: 2, maxBatches: 2 }, nonceRule)).toEqual({
      enc_nonces: 4,
    });
    expect(await purgeExpiredRows(handle.db, { batchSize: 2, maxBatches: 10 }, nonceRule)).toEqual({
      enc_nonces: 3,
    });
    expect(await count('enc_nonces')).toBe(2);
  });

  it('forgets old finished job runs but keeps each job newest period and recent failures', async () => {
    const run = (period: string, state: 'succeeded' | 'failed', due: ReturnType<typeof ago>) => ({
      job: 'test-history',
      period,
      due_at: due,
      state,
    });
    await handle.db
      .insertInto('job_runs')
      .values([
        run('a', 'succeeded', ago('10 days')),
        run('b', 'failed', ago('9 days')),
        run('c', 'failed', ago('40 days')),
        run('d', 'succeeded', ago('8 days')), // the newest: catch-up planning starts from it
      ])
      .execute();
    await housekeeping.run({ period: { key: 'runs', dueAt: new Date() }, attempt: 1, triggeredBy: null });
    const left = await handle.db
      .selectFrom('job_runs')
      .select('period')
      .where('job', '=', 'test-history')
      .orderBy('period')
      .execute();
    expect(left.map((r) => r.period)).toEqual(['b', 'd']);
  });
});

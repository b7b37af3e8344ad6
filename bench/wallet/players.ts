// Players for the wallet benchmark, prepared straight in the database: one heavily funded player, and many
// players made in bulk with SQL (members, funded main wallets with a matching deposit journal each, launches).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { houseAccount, memberAccount, post } from '../../apps/server/src/modules/ledger/index';
import { issueLaunch } from '../../apps/server/src/modules/vendor-wallet/index';

export const MERCHANT = 'SUERTE_PH';
export const CURRENCY = 'PHP';
export const VENDOR = 'SUERTE';

export async function vendorSecret(db: Database): Promise<string> {
  const row = await db
    .selectFrom('vendors')
    .select('wallet_secret')
    .where('code', '=', VENDOR)
    .executeTakeFirstOrThrow();
  return row.wallet_secret;
}

async function paymentClearing(db: Database): Promise<number> {
  return houseAccount(db, { merchantCode: MERCHANT, currency: CURRENCY, kind: 'payment_clearing' });
}

/** One member funded through the ledger's own `post`, launched into a SUERTE game with `issueLaunch`. */
export async function fundedPlayer(
  db: Database,
  funds: number,
  gameCode = 'slot-1',
): Promise<{ playerId: string; launchToken: string; accountId: number }> {
  const name = `bw${randomBytes(5).toString('hex')}`;
  const member = await db
    .insertInto('members')
    .values({ merchant_code: MERCHANT, username: name, nickname: name, referral_code: name.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const main = (
    await memberAccount(db, { id: member.id, merchantCode: MERCHANT, currency: CURRENCY }, 'member_main')
  ).id;
  const clearing = await paymentClearing(db);
  await db.transaction().execute((trx) =>
    post(trx, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      kind: 'deposit',
      reference: null,
      idempotencyKey: `bench-deposit-${randomBytes(8).toString('hex')}`,
      actor: 'bench',
      legs: [
        { accountId: main, amount: funds },
        { accountId: clearing, amount: -funds },
      ],
    }),
  );
  const launch = await issueLaunch(db, { id: member.id }, VENDOR, gameCode);
  return { playerId: launch.playerId, launchToken: launch.launchToken, accountId: main };
}

export interface ManyPlayers {
  playerIds: string[];
  /** Main-wallet account ids are contiguous: minAccountId..maxAccountId. */
  minAccountId: number;
  maxAccountId: number;
}

/**
 * `count` members with `funds` each, in set-based SQL: members, main wallets with the balance, one deposit
 * journal transaction of two legs per member (so the verifier sees balances equal to their entries), and game
 * launches as `issueLaunch` writes them (no member session: the launch alone keeps bets live for 12 hours).
 */
export async function manyPlayers(db: Database, count: number, funds: number): Promise<ManyPlayers> {
  const clearing = await paymentClearing(db);
  const tag = randomBytes(4).toString('hex');
  await db.transaction().execute(async (trx) => {
    // The joins below are over CTEs without statistics: keep the planner off nested loops (100k × 100k).
    await sql`set local enable_nestloop = off`.execute(trx);
    await sql`
      insert into members (merchant_code, username, nickname, referral_code)
      select ${MERCHANT}, 'bm' || ${tag} || g, 'bm' || ${tag} || g, upper('bm' || ${tag} || g)
      from generate_series(1, ${count}::int) g`.execute(trx);
    await sql`
      insert into ledger_accounts (merchant_code, currency_code, kind, member_id, vendor_code, balance)
      select ${MERCHANT}, ${CURRENCY}, 'member_main', id, '', ${funds}::bigint
      from members where username like ${`bm${tag}%`} order by id`.execute(trx);
    await sql`
      with accounts as (
        select a.id as account_id, row_number() over (order by a.id) as n
        from ledger_accounts a join members m on m.id = a.member_id
        where m.username like ${`bm${tag}%`} and a.kind = 'member_main'
      ), txs as (
        insert into ledger_transactions (merchant_code, currency_code, kind, reference, idempotency_key, actor)
        select ${MERCHANT}, ${CURRENCY}, 'deposit', null, 'bench-deposit-' || ${tag} || '-' || account_id, 'bench'
        from accounts
        returning id, idempotency_key
      )
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select txs.id, accounts.account_id, ${funds}::bigint, ${funds}::bigint
      from txs join accounts on txs.idempotency_key = 'bench-deposit-' || ${tag} || '-' || accounts.account_id
      union all
      select txs.id, ${clearing}::bigint, -${funds}::bigint, null from txs`.execute(trx);
    await sql`
      insert into game_launches
        (launch_token_hash, player_id, member_id, session_id, vendor_code, game_code, currency, expires_at)
      select encode(sha256(gen_random_uuid()::text::bytea), 'hex'), md5(gen_random_uuid()::text), m.id, null,
        ${VENDOR}, 'slot-1', mer.currency_code, now() + interval '12 hours'
      from members m join merchants mer on mer.code = m.merchant_code
      where m.username like ${`bm${tag}%`}`.execute(trx);
  });
  const launches = await sql<{ player_id: string }>`
    select gl.player_id from game_launches gl join members m on m.id = gl.member_id
    where m.username like ${`bm${tag}%`}`.execute(db);
  const range = await sql<{ min: string; max: string; n: number }>`
    select min(a.id)::text as min, max(a.id)::text as max, count(*)::int as n
    from ledger_accounts a join members m on m.id = a.member_id
    where m.username like ${`bm${tag}%`} and a.kind = 'member_main'`.execute(db);
  const { min, max, n } = range.rows[0]!;
  if (Number(max) - Number(min) + 1 !== n) throw new Error('bulk main wallets are not contiguous');
  return {
    playerIds: launches.rows.map((r) => r.player_id),
    minAccountId: Number(min),
    maxAccountId: Number(max),
  };
}

/** The SUERTE vendor-clearing shards, created as the server creates them on first use. */
export async function clearingShards(db: Database, shards: number): Promise<void> {
  for (let shard = 0; shard < shards; shard += 1) {
    await houseAccount(
      db,
      { merchantCode: MERCHANT, currency: CURRENCY, kind: 'vendor_clearing' },
      VENDOR,
      shard,
    );
  }
}

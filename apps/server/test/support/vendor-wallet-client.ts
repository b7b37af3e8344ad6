import { randomBytes } from 'node:crypto';
import type { VendorAction } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { houseAccount, memberAccount, post } from '../../src/modules/ledger/index.js';
import { issueLaunch, signBody } from '../../src/modules/vendor-wallet/index.js';

export const MERCHANT = 'SUERTE_PH';
export const CURRENCY = 'PHP';

export async function vendorSecret(db: Database, vendorCode: string): Promise<string> {
  const row = await db
    .selectFrom('vendors')
    .select('wallet_secret')
    .where('code', '=', vendorCode)
    .executeTakeFirstOrThrow();
  return row.wallet_secret;
}

export interface CallOptions {
  /** Send this exact body text instead of JSON of `body`. */
  raw?: string;
  /** Override the signature header (null: leave it out). */
  signature?: string | null;
  ip?: string;
}

/** A vendor's signed call, as a game server sends it. */
export function vendorCall(
  app: FastifyInstance,
  secret: string,
  vendorCode: string,
  action: VendorAction | string,
  body: unknown,
  options: CallOptions = {},
) {
  const payload = options.raw ?? JSON.stringify(body);
  const signature = options.signature === undefined ? signBody(secret, payload) : options.signature;
  return app.inject({
    method: 'POST',
    url: `/vendor/v1/${vendorCode}/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-suerte-signature': signature }),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
  });
}

/** The answer of a bet, win or rollback. */
export type VendorMoveAnswer = { status: string; balance: number; currency: string };

/**
 * One vendor's signed calls on a test app (the app and database as getters: they open in `beforeAll`). The
 * vendor's secret is read on the first call; `call` expects 200, `send` returns the response as it is.
 */
export function vendorWallet(app: () => FastifyInstance, db: () => Database, vendorCode = 'SUERTE') {
  let secret: string | undefined;
  const send = async (action: string, body: unknown, options: CallOptions = {}) => {
    secret ??= await vendorSecret(db(), vendorCode);
    return vendorCall(app(), secret, vendorCode, action, body, options);
  };
  return {
    send,
    async call<T = VendorMoveAnswer>(action: string, body: unknown): Promise<T> {
      const res = await send(action, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    },
  };
}

export interface TestPlayer {
  memberId: number;
  playerId: string;
  launchToken: string;
  sessionId: string;
}

/** A member with a live portal session, launched into a game of `vendorCode`, holding `funds`. */
export async function launchedPlayer(db: Database, vendorCode: string, funds = 0): Promise<TestPlayer> {
  const name = `vw${randomBytes(5).toString('hex')}`;
  const member = await db
    .insertInto('members')
    .values({ merchant_code: MERCHANT, username: name, nickname: name, referral_code: name.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('member_sessions')
    .values({
      token_hash: randomBytes(16).toString('hex'),
      member_id: member.id,
      merchant_code: MERCHANT,
      login_type: 'username',
      password_change_required: null,
      absolute_expires_at: sql<Date>`now() + interval '1 day'` as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (funds > 0) await deposit(db, member.id, funds);
  const launch = await issueLaunch(db, { id: member.id, sessionId: session.id }, vendorCode, 'slot-1');
  return { memberId: member.id, sessionId: session.id, ...launch };
}

/** Funds a member the way a payment would: from payment clearing into the main wallet. */
export async function deposit(db: Database, memberId: number, amount: number): Promise<void> {
  const member = { id: memberId, merchantCode: MERCHANT, currency: CURRENCY };
  const main = (await memberAccount(db, member, 'member_main')).id;
  const clearing = await houseAccount(db, {
    merchantCode: MERCHANT,
    currency: CURRENCY,
    kind: 'payment_clearing',
  });
  await db.transaction().execute((trx) =>
    post(trx, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      kind: 'deposit',
      reference: null,
      idempotencyKey: `test-deposit-${randomBytes(8).toString('hex')}`,
      actor: 'test',
      legs: [
        { accountId: main, amount },
        { accountId: clearing, amount: -amount },
      ],
    }),
  );
}

export async function balanceOf(db: Database, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member_main')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Journal transactions touching a member: one per money effect. */
export async function effectsOf(db: Database, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('a.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function roundOf(db: Database, memberId: number, roundId: string) {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

// Model-based test of the money paths a member and a vendor drive: random sequences of demo top-ups, vendor bets,
// wins, rollbacks and round ends, transfers between the main wallet and vendor wallets, recalls, and repeats of
// earlier requests (same payload and a different one) run against the real app and a small in-memory model.
// After every step the model's balances equal the API's answers and the database; at the end of every run the
// vendor transactions and game rounds equal the model's and the ledger verifier passes.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { sealPending, verifyLedger } from '../src/modules/ledger/index.js';
import { issueLaunch } from '../src/modules/vendor-wallet/index.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { CURRENCY, MERCHANT, vendorCall, vendorSecret } from './support/vendor-wallet-client.js';

/** The vendor whose wallet API the games call (single wallet: bets and wins move the main wallet). */
const GAME_VENDOR = 'SUERTE';
/** Vendor wallets of the transfer mode the seeded merchant offers. */
const WALLET_VENDORS = ['SIMVENDOR', 'SUERTE'] as const;
type WalletVendor = (typeof WALLET_VENDORS)[number];
const MAIN = 'MAIN';
const DEMO_MAX = 100_000_000; // 1,000,000.00 PHP
const DEMO_PER_DAY = 5;
const MEMBERS = 2;
// Small pools, so ids collide often: repeats with the same and with another payload happen by themselves.
const TX_POOL = 8;
const ROLLBACK_POOL = 3;
const ROUND_POOL = 3;
const REQUEST_POOL = 4;

// ── the model ─────────────────────────────────────────────────────────────────────────────────────────────
interface VendorAnswer {
  status: string;
  balance: number;
  currency: string;
}
interface VendorEntry {
  member: number;
  action: 'bet' | 'win' | 'rollback';
  /** The action and every field but requestId; null for a tombstone. */
  fingerprint: string | null;
  answer: VendorAnswer | null;
  status: 'applied' | 'rolled_back' | 'tombstone';
  amount: number | null;
  roundId: string | null;
}
interface Round {
  status: 'open' | 'closed';
  stake: number;
  win: number;
  winCount: number;
}
interface MemberModel {
  main: number;
  vendors: Record<WalletVendor, number>;
  topUps: number;
}
interface TransferAnswer {
  requestId: string;
  replayed: boolean;
  transfers: { from: string; to: string; amount: number }[];
  wallets: { vendorCode: string; balance: number }[];
}
type TransferRequest = { from: string; to: string; amount: number } | 'recallAll';
interface Model {
  members: MemberModel[];
  vendorTx: Map<string, VendorEntry>;
  rounds: Map<string, Round>;
  deposits: Map<string, { amount: number; balance: number }>;
  transfers: Map<string, { request: TransferRequest; answer: TransferAnswer }>;
  /** Requests sent so far, for the repeat command. */
  sent: Request[];
}

type VendorBody =
  | { action: 'bet' | 'win'; transactionId: string; roundId: string; gameCode: string; amount: number }
  | { action: 'rollback'; transactionId: string; referenceTransactionId: string }
  | { action: 'end-round'; roundId: string };
type Request =
  | { kind: 'deposit'; member: number; amount: number; requestId: string }
  | { kind: 'vendor'; member: number; currency: string; body: VendorBody }
  | { kind: 'transfer'; member: number; from: string; to: string; amount: number; requestId: string }
  | { kind: 'recall'; member: number; requestId: string };

/** What the API must answer. */
type Expected =
  { http: 200; body: unknown } | { http: 400 | 409 | 429; code: string; value?: Record<string, unknown> };

const roundKey = (member: number, roundId: string) => `${member}|${roundId}`;
const sortedTransfer = (a: TransferAnswer): TransferAnswer => ({
  ...a,
  transfers: [...a.transfers].sort((x, y) => (x.from + x.to).localeCompare(y.from + y.to)),
  wallets: [...a.wallets].sort((x, y) => x.vendorCode.localeCompare(y.vendorCode)),
});

function fingerprint(action: string, fields: Record<string, unknown>): string {
  const keys = Object.keys(fields).sort();
  return JSON.stringify([action, keys.map((k) => [k, fields[k]])]);
}

function vendorExpect(
  model: Model,
  m: number,
  playerId: string,
  currency: string,
  body: VendorBody,
): VendorAnswer {
  const member = model.members[m]!;
  const answer = (status: string): VendorAnswer => ({ status, balance: member.main, currency: CURRENCY });
  if (currency !== CURRENCY) return answer('CURRENCY_MISMATCH');
  if (body.action === 'end-round') {
    const key = roundKey(m, body.roundId);
    const round = model.rounds.get(key) ?? { status: 'open', stake: 0, win: 0, winCount: 0 };
    model.rounds.set(key, { ...round, status: 'closed' });
    return answer('OK');
  }
  const { action, ...rest } = body;
  const fp = fingerprint(action, { ...rest, playerId, currency });
  const earlier = model.vendorTx.get(body.transactionId);
  if (earlier) {
    if (earlier.status === 'tombstone' && action === 'bet') return answer('BET_ALREADY_ROLLED_BACK');
    if (earlier.answer && earlier.fingerprint === fp) return earlier.answer;
    return answer('DUPLICATE_MISMATCH');
  }
  const record = (entry: Omit<VendorEntry, 'member' | 'action' | 'fingerprint' | 'answer'>) => {
    const ok = answer('OK');
    model.vendorTx.set(body.transactionId, { member: m, action, fingerprint: fp, answer: ok, ...entry });
    return ok;
  };
  if (body.action === 'bet' || body.action === 'win') {
    const key = roundKey(m, body.roundId);
    const round = model.rounds.get(key);
    if (round?.status === 'closed') return answer('ROUND_CLOSED');
    if (body.action === 'bet' && body.amount > member.main) return answer('INSUFFICIENT_FUNDS');
    const next = round ?? { status: 'open' as const, stake: 0, win: 0, winCount: 0 };
    // The vendor is not allowed bonus wins: a win that pays on a round without a stake is refused.
    if (body.action === 'win' && body.amount > 0 && next.stake === 0) return answer('BONUS_WIN_NOT_ALLOWED');
    if (body.action === 'bet') {
      model.rounds.set(key, { ...next, stake: next.stake + body.amount });
      member.main -= body.amount;
    } else {
      model.rounds.set(key, { ...next, win: next.win + body.amount, winCount: next.winCount + 1 });
      member.main += body.amount;
    }
    return record({ status: 'applied', amount: body.amount, roundId: body.roundId });
  }
  if (body.action !== 'rollback') throw new Error('unreachable');
  const ref = body.referenceTransactionId;
  if (ref === body.transactionId) return answer('TRANSACTION_NOT_FOUND'); // finds its own claim: not a bet
  const original = model.vendorTx.get(ref);
  if (!original) {
    model.vendorTx.set(ref, {
      member: m,
      action: 'bet',
      fingerprint: null,
      answer: null,
      status: 'tombstone',
      amount: null,
      roundId: null,
    });
    return record({ status: 'applied', amount: null, roundId: null });
  }
  if (original.action !== 'bet' || original.member !== m) return answer('TRANSACTION_NOT_FOUND');
  if (original.status !== 'applied') return answer('BET_ALREADY_ROLLED_BACK');
  const key = roundKey(m, original.roundId!);
  const round = model.rounds.get(key);
  if (!round || round.status === 'closed' || round.winCount > 0) return answer('ROUND_CLOSED');
  model.rounds.set(key, { ...round, stake: round.stake - original.amount! });
  original.status = 'rolled_back';
  member.main += original.amount!;
  return record({ status: 'applied', amount: null, roundId: original.roundId });
}

const validAmount = (amount: number) => Number.isSafeInteger(amount) && amount >= 1;

function expectOf(model: Model, req: Request, playerId: string): Expected {
  const member = model.members[req.member]!;
  switch (req.kind) {
    case 'vendor':
      return { http: 200, body: vendorExpect(model, req.member, playerId, req.currency, req.body) };
    case 'deposit': {
      if (!validAmount(req.amount)) return { http: 400, code: 'VALIDATION_FAILED' };
      const key = `${req.member}|${req.requestId}`;
      const earlier = model.deposits.get(key);
      if (earlier) {
        if (earlier.amount !== req.amount)
          return { http: 409, code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } };
        return {
          http: 200,
          body: { requestId: req.requestId, replayed: true, amount: req.amount, balance: earlier.balance },
        };
      }
      if (req.amount > DEMO_MAX)
        return { http: 400, code: 'DEPOSIT_LIMIT', value: { min: 1, max: DEMO_MAX } };
      if (member.topUps >= DEMO_PER_DAY) return { http: 429, code: 'RATE_LIMITED' };
      member.topUps += 1;
      member.main += req.amount;
      model.deposits.set(key, { amount: req.amount, balance: member.main });
      return {
        http: 200,
        body: { requestId: req.requestId, replayed: false, amount: req.amount, balance: member.main },
      };
    }
    case 'transfer':
    case 'recall': {
      const request: TransferRequest =
        req.kind === 'recall' ? 'recallAll' : { from: req.from, to: req.to, amount: req.amount };
      if (req.kind === 'transfer' && !validAmount(req.amount))
        return { http: 400, code: 'VALIDATION_FAILED' };
      const key = `${req.member}|${req.requestId}`;
      const earlier = model.transfers.get(key);
      if (earlier) {
        // A requestId names one request: anything else under it is refused.
        if (JSON.stringify(earlier.request) !== JSON.stringify(request))
          return { http: 409, code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } };
        return { http: 200, body: { ...earlier.answer, replayed: true } };
      }
      let answer: TransferAnswer;
      if (request === 'recallAll') {
        const held = WALLET_VENDORS.filter((v) => member.vendors[v] > 0);
        if (held.length === 0) {
          // Nothing moved: the requestId stays unused.
          return {
            http: 200,
            body: {
              requestId: req.requestId,
              replayed: false,
              transfers: [],
              wallets: [{ vendorCode: MAIN, balance: member.main }],
            },
          };
        }
        const transfers = held.map((v) => ({ from: v, to: MAIN, amount: member.vendors[v] }));
        for (const v of held) {
          member.main += member.vendors[v];
          member.vendors[v] = 0;
        }
        answer = {
          requestId: req.requestId,
          replayed: false,
          transfers,
          wallets: [
            { vendorCode: MAIN, balance: member.main },
            ...held.map((v) => ({ vendorCode: v, balance: 0 })),
          ],
        };
      } else {
        const inward = request.from === MAIN;
        const vendor = (inward ? request.to : request.from) as WalletVendor;
        const source = inward ? member.main : member.vendors[vendor];
        if (request.amount > source)
          return { http: 409, code: 'INSUFFICIENT_FUNDS', value: { wallet: request.from } };
        member.main += inward ? -request.amount : request.amount;
        member.vendors[vendor] += inward ? request.amount : -request.amount;
        answer = {
          requestId: req.requestId,
          replayed: false,
          transfers: [request],
          wallets: [
            { vendorCode: MAIN, balance: member.main },
            { vendorCode: vendor, balance: member.vendors[vendor] },
          ],
        };
      }
      model.transfers.set(key, { request, answer });
      return { http: 200, body: answer };
    }
  }
}

// ── the system under test ─────────────────────────────────────────────────────────────────────────────────
interface Real {
  app: FastifyInstance;
  db: Database;
  secret: string;
  prefix: string;
  members: { token: string; memberId: number; playerId: string }[];
}

let vendorSeq = 0;
async function send(real: Real, req: Request) {
  const who = real.members[req.member]!;
  const member = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    real.app.inject({
      method,
      url,
      payload: payload as object,
      headers: headersOf({ ip: freshIp(), token: who.token }),
    });
  switch (req.kind) {
    case 'vendor': {
      const { action, ...fields } = req.body;
      vendorSeq += 1;
      const body = { requestId: `q${vendorSeq}`, playerId: who.playerId, currency: req.currency, ...fields };
      return vendorCall(real.app, real.secret, GAME_VENDOR, action, body);
    }
    case 'deposit':
      return member('POST', '/wps/v2/deposits/demo', { amount: req.amount, requestId: req.requestId });
    case 'transfer':
      return member('POST', '/wps/relay/GCS_walletTransfer', {
        from: req.from,
        to: req.to,
        amount: req.amount,
        requestId: req.requestId,
      });
    case 'recall':
      return member('POST', '/wps/relay/GCS_walletTransfer', { recallAll: true, requestId: req.requestId });
  }
}

async function dbBalances(db: Database, memberId: number) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'vendor_code', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  const main = rows.find((r) => r.kind === 'member_main')?.balance ?? 0;
  const vendors = Object.fromEntries(
    WALLET_VENDORS.map((v) => [
      v,
      rows.find((r) => r.kind === 'member_vendor' && r.vendor_code === v)?.balance ?? 0,
    ]),
  );
  return { main, vendors };
}

/** The model's balances equal the database's and what the member and vendor APIs answer. */
async function checkBalances(model: Model, real: Real, touched: number) {
  for (let m = 0; m < MEMBERS; m += 1) {
    const expected = model.members[m]!;
    const actual = await dbBalances(real.db, real.members[m]!.memberId);
    expect(actual, `database balances of member ${m}`).toEqual({
      main: expected.main,
      vendors: expected.vendors,
    });
  }
  const who = real.members[touched]!;
  const expected = model.members[touched]!;
  const headers = () => headersOf({ ip: freshIp(), token: who.token });
  const balance = envelope(
    await real.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers() }),
  );
  expect(balance.value.balance, 'GET /wps/v2/wallets/balance').toBe(expected.main);
  const wallets = envelope(
    await real.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_merchantWallet',
      payload: {},
      headers: headers(),
    }),
  );
  expect(
    Object.fromEntries(
      (wallets.value.wallets as { vendorCode: string; balance: number }[]).map((w) => [
        w.vendorCode,
        w.balance,
      ]),
    ),
    'GCS_merchantWallet',
  ).toEqual({ [MAIN]: expected.main, ...expected.vendors });
  const vendorBalance = await vendorCall(real.app, real.secret, GAME_VENDOR, 'balance', {
    requestId: `qb${(vendorSeq += 1)}`,
    playerId: who.playerId,
    currency: CURRENCY,
  });
  expect(vendorBalance.json(), 'vendor balance').toEqual({
    status: 'OK',
    balance: expected.main,
    currency: CURRENCY,
  });
}

async function step(model: Model, real: Real, req: Request) {
  model.sent.push(req);
  const expected = expectOf(model, req, real.members[req.member]!.playerId);
  const res = await send(real, req);
  const label = `${JSON.stringify(req)} → ${res.statusCode} ${res.body}`;
  expect(res.statusCode, label).toBe(expected.http);
  if (expected.http === 200) {
    const body = res.json() as unknown;
    if (req.kind === 'vendor') expect(body, label).toEqual(expected.body);
    else {
      const value = envelope(res).value as TransferAnswer;
      const want = expected.body as TransferAnswer;
      if (req.kind === 'deposit') expect(value, label).toEqual(want);
      else expect(sortedTransfer(value), label).toEqual(sortedTransfer(want));
    }
  } else {
    const env = envelope(res);
    expect(env.code, label).toBe(expected.code);
    if (expected.value) expect(env.value, label).toMatchObject(expected.value);
  }
  await checkBalances(model, real, req.member);
}

// ── commands ──────────────────────────────────────────────────────────────────────────────────────────────
type Cmd = fc.AsyncCommand<Model, Real>;
/** An amount: fixed, or relative to the balance it draws on when the command runs (exactly it, or one more). */
type AmountSpec = number | 'all' | 'all+1';
const amountOf = (spec: AmountSpec, balance: number) =>
  spec === 'all' ? balance : spec === 'all+1' ? balance + 1 : spec;

function command(describe: string, build: (model: Model, real: Real) => Request): Cmd {
  return {
    check: () => true,
    run: (model, real) => step(model, real, build(model, real)),
    toString: () => describe,
  };
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const txIndex = fc.integer({ min: 0, max: TX_POOL - 1 });
const roundIndex = fc.integer({ min: 0, max: ROUND_POOL - 1 });
const requestIndex = fc.integer({ min: 0, max: REQUEST_POOL - 1 });
const stake: fc.Arbitrary<AmountSpec> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 60_000 }), weight: 4 },
  { arbitrary: fc.constantFrom<AmountSpec>('all', 'all+1', 1), weight: 2 },
);

const depositCmd = fc
  .record({
    m: member,
    r: requestIndex,
    amount: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 200_000 }), weight: 4 },
      { arbitrary: fc.constantFrom(1, DEMO_MAX, DEMO_MAX + 1, 0, -1, 2 ** 53, 1.5), weight: 2 },
    ),
  })
  .map(({ m, r, amount }) =>
    command(`deposit(m${m}, d${r}, ${amount})`, (_model, real) => ({
      kind: 'deposit',
      member: m,
      amount,
      requestId: `${real.prefix}d${r}`,
    })),
  );

const betCmd = fc.record({ m: member, t: txIndex, r: roundIndex, amount: stake }).map(({ m, t, r, amount }) =>
  command(`bet(m${m}, t${t}, r${r}, ${amount})`, (model, real) => ({
    kind: 'vendor',
    member: m,
    currency: CURRENCY,
    body: {
      action: 'bet',
      transactionId: `${real.prefix}t${t}`,
      roundId: `${real.prefix}r${r}`,
      gameCode: 'slot-1',
      amount: Math.max(1, amountOf(amount, model.members[m]!.main)),
    },
  })),
);

const winCmd = fc
  .record({
    m: member,
    t: txIndex,
    r: roundIndex,
    amount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 80_000 })),
  })
  .map(({ m, t, r, amount }) =>
    command(`win(m${m}, t${t}, r${r}, ${amount})`, (_model, real) => ({
      kind: 'vendor',
      member: m,
      currency: CURRENCY,
      body: {
        action: 'win',
        transactionId: `${real.prefix}t${t}`,
        roundId: `${real.prefix}r${r}`,
        gameCode: 'slot-1',
        amount,
      },
    })),
  );

/** Rolls back the member's latest bet, a bet id from the pool (known or not), or an id never used. */
const rollbackCmd = fc
  .record({
    m: member,
    own: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: ROLLBACK_POOL - 1 }).map((i) => `rb${i}`), weight: 4 },
      { arbitrary: txIndex.map((i) => `t${i}`), weight: 1 },
    ),
    target: fc.oneof(
      { arbitrary: fc.constant<'latest'>('latest'), weight: 3 },
      { arbitrary: txIndex.map((i) => `t${i}`), weight: 3 },
      { arbitrary: fc.constant<'unknown'>('unknown'), weight: 1 },
    ),
  })
  .map(({ m, own, target }) =>
    command(`rollback(m${m}, ${own}, of ${target})`, (model, real) => {
      let ref: string;
      if (target === 'latest') {
        const bets = [...model.vendorTx].filter(([, e]) => e.action === 'bet' && e.member === m && e.answer);
        ref = bets.at(-1)?.[0] ?? `${real.prefix}t0`;
      } else if (target === 'unknown') ref = `${real.prefix}u${randomBytes(3).toString('hex')}`;
      else ref = `${real.prefix}${target}`;
      return {
        kind: 'vendor',
        member: m,
        currency: CURRENCY,
        body: { action: 'rollback', transactionId: `${real.prefix}${own}`, referenceTransactionId: ref },
      };
    }),
  );

const endRoundCmd = fc.record({ m: member, r: roundIndex }).map(({ m, r }) =>
  command(`endRound(m${m}, r${r})`, (_model, real) => ({
    kind: 'vendor',
    member: m,
    currency: CURRENCY,
    body: { action: 'end-round', roundId: `${real.prefix}r${r}` },
  })),
);

const wrongCurrencyCmd = fc.record({ m: member, t: txIndex }).map(({ m, t }) =>
  command(`betInTHB(m${m}, t${t})`, (_model, real) => ({
    kind: 'vendor',
    member: m,
    currency: 'THB',
    body: {
      action: 'bet',
      transactionId: `${real.prefix}t${t}`,
      roundId: `${real.prefix}r0`,
      gameCode: 'slot-1',
      amount: 1,
    },
  })),
);

const transferCmd = fc
  .record({
    m: member,
    r: requestIndex,
    inward: fc.boolean(),
    vendor: fc.constantFrom(...WALLET_VENDORS),
    amount: stake,
  })
  .map(({ m, r, inward, vendor, amount }) =>
    command(
      `transfer(m${m}, x${r}, ${inward ? `MAIN→${vendor}` : `${vendor}→MAIN`}, ${amount})`,
      (model, real) => {
        const member = model.members[m]!;
        const source = inward ? member.main : member.vendors[vendor];
        return {
          kind: 'transfer',
          member: m,
          from: inward ? MAIN : vendor,
          to: inward ? vendor : MAIN,
          amount: Math.max(1, amountOf(amount, source)),
          requestId: `${real.prefix}x${r}`,
        };
      },
    ),
  );

const recallCmd = fc.record({ m: member, r: requestIndex }).map(({ m, r }) =>
  // Recalls share the transfers' requestIds, so a recall under a transfer's id (and the reverse) happens by itself.
  command(`recallAll(m${m}, x${r})`, (_model, real) => ({
    kind: 'recall',
    member: m,
    requestId: `${real.prefix}x${r}`,
  })),
);

/** Sends an earlier request again: as it was (a retry), or with another amount or target under the same id. */
const repeatCmd = fc.record({ pick: fc.nat(), changed: fc.boolean() }).map(({ pick, changed }) =>
  command(`repeat(#${pick}, ${changed ? 'changed' : 'same'})`, (model, real) => {
    const earlier = model.sent.filter((r) => !(r.kind === 'vendor' && r.body.action === 'end-round'));
    const req = earlier[pick % Math.max(1, earlier.length)];
    if (!req) return { kind: 'recall', member: 0, requestId: `${real.prefix}x0` };
    if (!changed) return req;
    switch (req.kind) {
      case 'deposit':
      case 'transfer':
        return { ...req, amount: validAmount(req.amount) ? req.amount + 1 : 1 };
      case 'recall':
        return {
          kind: 'transfer',
          member: req.member,
          from: MAIN,
          to: 'SUERTE',
          amount: 1,
          requestId: req.requestId,
        };
      case 'vendor': {
        const body = req.body;
        if (body.action === 'rollback')
          return { ...req, body: { ...body, referenceTransactionId: `${body.referenceTransactionId}x` } };
        if (body.action === 'end-round') return req;
        return { ...req, body: { ...body, amount: body.amount + 1 } };
      }
    }
  }),
);

const commands = fc.commands(
  [
    depositCmd,
    depositCmd,
    betCmd,
    betCmd,
    betCmd,
    winCmd,
    winCmd,
    rollbackCmd,
    rollbackCmd,
    endRoundCmd,
    wrongCurrencyCmd,
    transferCmd,
    transferCmd,
    recallCmd,
    repeatCmd,
    repeatCmd,
  ],
  { maxCommands: 25, size: 'max' },
);

// ── the property ──────────────────────────────────────────────────────────────────────────────────────────
let runSeq = 0;
async function setUp(
  app: FastifyInstance,
  db: Database,
  secret: string,
): Promise<{ model: Model; real: Real }> {
  runSeq += 1;
  const prefix = `p${runSeq}${randomBytes(3).toString('hex')}`;
  const members = [];
  for (let m = 0; m < MEMBERS; m += 1) {
    const username = `${prefix}m${m}`;
    const token = await registerMember(app, username);
    const row = await db
      .selectFrom('members as mb')
      .innerJoin('member_sessions as s', 's.member_id', 'mb.id')
      .select(['mb.id as memberId', 's.id as sessionId'])
      .where('mb.merchant_code', '=', MERCHANT)
      .where('mb.username', '=', username)
      .executeTakeFirstOrThrow();
    const launch = await issueLaunch(
      db,
      { id: row.memberId, sessionId: row.sessionId },
      GAME_VENDOR,
      'slot-1',
    );
    members.push({ token, memberId: row.memberId, playerId: launch.playerId });
  }
  const model: Model = {
    members: members.map(() => ({ main: 0, vendors: { SIMVENDOR: 0, SUERTE: 0 }, topUps: 0 })),
    vendorTx: new Map(),
    rounds: new Map(),
    deposits: new Map(),
    transfers: new Map(),
    sent: [],
  };
  const real = { app, db, secret, prefix, members };
  // Every member starts with some play money, so most bets and transfers have something to move.
  for (let m = 0; m < MEMBERS; m += 1) {
    await step(model, real, { kind: 'deposit', member: m, amount: 50_000, requestId: `${prefix}init` });
  }
  return { model, real };
}

/** The run's vendor transactions and rounds are the model's, and nothing else was written for these members. */
async function checkRecords(model: Model, real: Real) {
  const ids = real.members.map((m) => m.memberId);
  const rows = await real.db
    .selectFrom('vendor_transactions')
    .select(['transaction_id', 'action', 'status', 'member_id', 'ledger_transaction_id'])
    .where('vendor_code', '=', GAME_VENDOR)
    .where('transaction_id', 'like', `${real.prefix}%`)
    .execute();
  const actual = Object.fromEntries(
    rows.map((r) => [r.transaction_id, `${r.action}/${r.status}/${ids.indexOf(r.member_id!)}`]),
  );
  const expected = Object.fromEntries(
    [...model.vendorTx].map(([id, e]) => [id, `${e.action}/${e.status}/${e.member}`]),
  );
  expect(actual, 'vendor_transactions').toEqual(expected);
  const rounds = await real.db
    .selectFrom('game_rounds')
    .select(['round_id', 'member_id', 'status', 'stake_total', 'win_total', 'win_count'])
    .where('vendor_code', '=', GAME_VENDOR)
    .where('member_id', 'in', ids)
    .execute();
  expect(
    Object.fromEntries(
      rounds.map((r) => [
        roundKey(ids.indexOf(r.member_id), r.round_id),
        { status: r.status, stake: Number(r.stake_total), win: Number(r.win_total), winCount: r.win_count },
      ]),
    ),
    'game_rounds',
  ).toEqual(Object.fromEntries(model.rounds));
}

describe.each(testDatabaseKinds())('wallet model on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  it('keeps balances, answers, rounds and the ledger equal to the model under random command sequences', async () => {
    const secret = await vendorSecret(t.handle.db, GAME_VENDOR);
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const setup = await setUp(t.app, t.handle.db, secret);
        await fc.asyncModelRun(() => setup, cmds);
        await checkRecords(setup.model, setup.real);
        const report = await verifyLedger(t.handle.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 15 },
    );
    await sealPending(t.handle.db);
    const sealed = await verifyLedger(t.handle.db);
    expect(sealed.problems).toEqual([]);
    expect(sealed.sealed).toBe(sealed.transactions);
  }, 120_000);
});

describe.each(testDatabaseKinds().slice(0, 1))('wallet transfer requestIds on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  // A recall-all under the requestId of an earlier single transfer back to main was once answered as a replay
  // (`replayed: true`, nothing moved while another vendor wallet still held money).
  it('refuses a recall-all under the requestId of an earlier single transfer back to main', async () => {
    const token = await registerMember(t.app, `rq${randomBytes(4).toString('hex')}`);
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: headersOf({ ip: freshIp(), token }),
      });
    const transfer = (body: unknown) => post('/wps/relay/GCS_walletTransfer', body);
    await post('/wps/v2/deposits/demo', { amount: 10_000, requestId: 'fund' });
    await transfer({ from: MAIN, to: 'SUERTE', amount: 1_000, requestId: 'in-1' });
    await transfer({ from: MAIN, to: 'SIMVENDOR', amount: 2_000, requestId: 'in-2' });
    await transfer({ from: 'SUERTE', to: MAIN, amount: 1_000, requestId: 'back' });
    const recall = await transfer({ recallAll: true, requestId: 'back' });
    expect(recall.statusCode, recall.body).toBe(409);
    expect(envelope(recall)).toMatchObject({ code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } });
  });
});

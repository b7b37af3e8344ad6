// Signed bets sent to a real server process, and the checks that what the database holds is exactly what was
// acknowledged: one vendor transaction and one ledger posting per applied bet, balances and rounds adding up.
import { VENDOR_SIGNATURE_HEADER, type VendorAnswer } from '@suerte/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { signBody } from '../../src/modules/vendor-wallet/index.js';
import { balanceOf, type TestPlayer } from './vendor-wallet-client.js';

export interface BetBody {
  playerId: string;
  currency: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
}

export interface SentBet {
  player: TestPlayer;
  body: BetBody;
  /** The first answer: OK (acknowledged), or null when the call failed or got no answer. */
  answer: VendorAnswer | null;
}

export interface BetReply {
  httpStatus: number;
  json: { status: string; [key: string]: unknown };
}

let requestSeq = 0;

/** Sends one signed bet; throws only when no HTTP answer came back. */
export async function sendSignedBet(
  baseUrl: string,
  secret: string,
  vendorCode: string,
  bet: BetBody,
): Promise<BetReply> {
  requestSeq += 1;
  const payload = JSON.stringify({ requestId: `stream-${process.pid}-${requestSeq}`, ...bet });
  const res = await fetch(`${baseUrl}/vendor/v1/${vendorCode}/bet`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', [VENDOR_SIGNATURE_HEADER]: signBody(secret, payload) },
  });
  return { httpStatus: res.status, json: (await res.json()) as BetReply['json'] };
}

/** Runs `work` on every item, 32 at a time, answers in order. */
export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 32)
    out.push(...(await Promise.all(items.slice(i, i + 32).map(work))));
  return out;
}

interface StoredBet {
  transaction_id: string;
  status: string;
  amount: number | null;
  answer: unknown;
}

/**
 * Checks that every stored bet of these players is one we sent, applied whole (vendor transaction, one ledger
 * posting of the right amount, its answer), and that balances and rounds equal the stakes of the stored bets.
 * Returns the stored bets by transaction id.
 */
export async function checkStoredBets(
  db: Database,
  options: { vendorCode: string; players: TestPlayer[]; sent: SentBet[]; funds: number },
): Promise<Map<string, StoredBet>> {
  const { vendorCode, players, sent, funds } = options;
  const memberIds = players.map((p) => p.memberId);
  const sentIds = new Set(sent.map((b) => b.body.transactionId));
  const found = await db
    .selectFrom('vendor_transactions as v')
    .leftJoin('ledger_transactions as l', 'l.id', 'v.ledger_transaction_id')
    .select(['v.transaction_id', 'v.status', 'v.amount', 'v.answer', 'l.idempotency_key', 'l.kind'])
    .where('v.vendor_code', '=', vendorCode)
    .where('v.member_id', 'in', memberIds)
    .execute();
  const byId = new Map(found.map((r) => [r.transaction_id, r]));
  expect(found.length, 'a transaction id names at most one row').toBe(byId.size);
  for (const r of found) {
    expect(sentIds.has(r.transaction_id), `${r.transaction_id} was sent`).toBe(true);
    expect(r, 'applied bet with its ledger transaction and answer').toMatchObject({
      status: 'applied',
      kind: 'bet',
      idempotency_key: `vendor:${vendorCode}:${r.transaction_id}`,
    });
    expect(r.answer).toMatchObject({ status: 'OK' });
  }
  const postings = await sql<{ idempotency_key: string; member_amount: string; n: number }>`
    select t.idempotency_key, sum(e.amount)::text as member_amount, count(*)::int as n
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.member_id = any(${memberIds})
    where t.kind = 'bet'
    group by t.idempotency_key`.execute(db);
  expect(postings.rows.length, 'one ledger posting per stored bet').toBe(found.length);
  for (const p of postings.rows) {
    const row = byId.get(p.idempotency_key.replace(`vendor:${vendorCode}:`, ''));
    expect(row, `posting ${p.idempotency_key} has its vendor transaction`).toBeDefined();
    expect(Number(p.member_amount)).toBe(-row!.amount!);
    expect(p.n).toBe(1);
  }
  for (const player of players) {
    const mine = sent.filter((b) => b.player === player && byId.has(b.body.transactionId));
    const staked = mine.reduce((sum, b) => sum + b.body.amount, 0);
    expect(await balanceOf(db, player.memberId)).toBe(funds - staked);
  }
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round_id', 'stake_total'])
    .where('vendor_code', '=', vendorCode)
    .where('member_id', 'in', memberIds)
    .execute();
  const stakes = new Map<string, number>();
  for (const b of sent) {
    if (byId.has(b.body.transactionId))
      stakes.set(b.body.roundId, (stakes.get(b.body.roundId) ?? 0) + b.body.amount);
  }
  expect(new Map(rounds.map((r) => [r.round_id, Number(r.stake_total)]))).toEqual(stakes);
  return byId;
}

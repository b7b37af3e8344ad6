// The two loads of the wallet benchmark: signed HTTP bets with autocannon, and pgbench running the equivalent
// single-statement bet (journal transaction + two legs + guarded balance update) on the same database.
import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { httpFigures, type LoadFigures } from '../system/load-figures';
import { pgbenchLatencies, percentile } from '../system/measure';
import { CURRENCY, MERCHANT, VENDOR } from './players';

export const BET_AMOUNT = 100;

export type { LoadFigures };

/** Signed `bet` calls, each with a fresh transactionId; `pickPlayer` chooses the player of each call. */
export async function httpBets(
  baseUrl: string,
  secret: string,
  pickPlayer: () => string,
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const prefix = randomBytes(6).toString('hex');
  let seq = 0;
  let refused = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: `/vendor/v1/${VENDOR}/bet`,
        setupRequest: (request) => {
          seq += 1;
          const id = `${prefix}-${seq}`;
          const body = JSON.stringify({
            requestId: `r${id}`,
            playerId: pickPlayer(),
            currency: CURRENCY,
            transactionId: `t${id}`,
            roundId: `g${id}`,
            gameCode: 'slot-1',
            amount: BET_AMOUNT,
          });
          const signature = createHmac('sha256', secret).update(body).digest('hex');
          return {
            ...request,
            body,
            headers: { 'content-type': 'application/json', 'x-suerte-signature': signature },
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && !body.includes('"status":"OK"')) refused += 1;
        },
      },
    ],
  });
  return httpFigures(result, refused);
}

const pgbenchScript = `\\set aid random(:amin, :amax)
\\set shard random(0, 15)
with debit as (
  update ledger_accounts set balance = balance - ${BET_AMOUNT}
  where id = :aid and balance >= ${BET_AMOUNT}
  returning id, balance
), tx as (
  insert into ledger_transactions (merchant_code, currency_code, kind, reference, idempotency_key, actor)
  select '${MERCHANT}', '${CURRENCY}', 'bet', 'pgbench', 'pgbench:' || gen_random_uuid(), 'pgbench' from debit
  returning id
)
insert into ledger_entries (transaction_id, account_id, amount, balance_after)
select tx.id, debit.id, -${BET_AMOUNT}, debit.balance from tx, debit
union all
select tx.id, (select id from ledger_accounts where member_id is null and merchant_code = '${MERCHANT}'
  and currency_code = '${CURRENCY}' and kind = 'vendor_clearing' and vendor_code = '${VENDOR}'
  and shard = :shard), ${BET_AMOUNT}, null from tx;
`;

export const PGBENCH_SCRIPT = pgbenchScript;

/** pgbench with the bet script on accounts minAccount..maxAccount; latencies from its per-transaction log. */
export async function pgbenchBets(
  databaseUrl: string,
  accounts: { min: number; max: number },
  clients: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-pgbench-'));
  try {
    const script = path.join(dir, 'bet.sql');
    await writeFile(script, pgbenchScript);
    const pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench';
    const { stdout } = await promisify(execFile)(
      pgbench,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        String(Math.min(clients, os.cpus().length)),
        '-T',
        String(durationSeconds),
        '-D',
        `amin=${accounts.min}`,
        '-D',
        `amax=${accounts.max}`,
        '-f',
        script,
        '-l',
        '--log-prefix',
        path.join(dir, 'log'),
        databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps) throw new Error(`unexpected pgbench output:\n${stdout}`);
    const latencies = await pgbenchLatencies(dir, 'log');
    return {
      betsPerSecond: Number(tps[1]),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failures: failed ? Number(failed[1]) : 0,
      count: latencies.length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

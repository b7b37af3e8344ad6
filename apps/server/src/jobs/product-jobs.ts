import type { Database } from '../db/database.js';
import { DEFAULT_PURGE_LIMITS, purgeExpiredRows } from '../modules/housekeeping/index.js';
import { sealBacklog } from '../modules/ledger/index.js';
import { LOTTERY_JOB_SCHEDULES, lotteryJobs, type LotteryResultFeed } from '../modules/lottery/index.js';
import {
  autoConfirmWithdrawals,
  reconcileEwalletDeposits,
  runPayouts,
  type AggregatorAdapters,
} from '../modules/payments/index.js';
import {
  resolveUnknownTransfers,
  type VendorTransferAdapters,
  type VendorTransferRow,
} from '../modules/transfers/index.js';
import type { JobDefinition } from './job-definition.js';
import { pruneRuns } from './job-runs.repository.js';
import { parseSchedule, type JobSchedule } from '../lib/schedule.js';

/** The schedule each job has unless JOB_SCHEDULES says otherwise. */
export const DEFAULT_SCHEDULES: Readonly<Record<string, string>> = {
  'ledger-seal': '5s',
  'vendor-transfer-resolve': '15s',
  'withdrawal-auto-receipt': '1m',
  'withdrawal-payouts': '5s',
  'ewallet-deposit-reconcile': '30s',
  housekeeping: '10m',
  ...LOTTERY_JOB_SCHEDULES,
};

export interface ProductJobDeps {
  readonly db: Database;
  /** Schedules from configuration, by job name; a job not named keeps its default. */
  readonly schedules: Readonly<Record<string, JobSchedule>>;
  readonly vendorAdapters: VendorTransferAdapters;
  /** The payment aggregators by provider code (payouts, deposit status queries). */
  readonly aggregatorAdapters: AggregatorAdapters;
  readonly vendorTransferMaxAttempts: number;
  /** Told about each transfer the resolver leaves to an operator. */
  readonly onTransferNeedsReview: (row: VendorTransferRow) => void;
  /** Where regional lottery results come from; absent: regional draws are demo RNG draws. */
  readonly lotteryFeed?: LotteryResultFeed | null;
}

/** Every scheduled job of the product. A new job (a draw, a payout) is one more entry here. */
export function productJobs(deps: ProductJobDeps): JobDefinition[] {
  const unknown = Object.keys(deps.schedules).filter((name) => !(name in DEFAULT_SCHEDULES));
  if (unknown.length > 0)
    throw new Error(`JOB_SCHEDULES names unknown jobs: ${unknown.join(', ')} (known: ${knownJobs()})`);
  const schedule = (name: string) => deps.schedules[name] ?? parseSchedule(DEFAULT_SCHEDULES[name]!);
  const sealSchedule = schedule('ledger-seal');
  return [
    {
      name: 'ledger-seal',
      description: 'seal new journal transactions into the hash chain',
      schedule: sealSchedule,
      missed: 'latest',
      timeoutSeconds: 60,
      retry: { limit: 2, delaySeconds: 1 },
      // A run keeps sealing full batches for about one period, so heavy play does not outrun the chain.
      run: () =>
        sealBacklog(deps.db, periodMs(sealSchedule)).then((sealed) => (sealed ? { sealed } : undefined)),
    },
    {
      name: 'vendor-transfer-resolve',
      description: 'ask vendors about transfers left unknown or stuck pending',
      schedule: schedule('vendor-transfer-resolve'),
      missed: 'latest',
      timeoutSeconds: 300,
      retry: { limit: 2, delaySeconds: 5 },
      run: async () => {
        const report = await resolveUnknownTransfers(deps.db, deps.vendorAdapters, {
          // Well above the vendor call's timeout, so a transfer still in flight is not taken for a stuck one.
          staleAfterMs: 120_000,
          maxAttempts: deps.vendorTransferMaxAttempts,
          onNeedsReview: deps.onTransferNeedsReview,
        });
        return report.examined > 0 ? report : undefined;
      },
    },
    {
      name: 'withdrawal-auto-receipt',
      description: 'count disbursed withdrawals the member left unanswered as received',
      schedule: schedule('withdrawal-auto-receipt'),
      missed: 'latest',
      timeoutSeconds: 120,
      retry: { limit: 3, delaySeconds: 5 },
      run: async () => {
        const confirmed = await autoConfirmWithdrawals(deps.db);
        return confirmed.length > 0 ? { confirmed } : undefined;
      },
    },
    ...paymentJobs(deps, schedule),
    {
      name: 'housekeeping',
      description:
        'delete expired nonces, rate-limit counters, captchas, codes, tokens, sessions and old job runs',
      schedule: schedule('housekeeping'),
      missed: 'latest',
      timeoutSeconds: 600,
      retry: { limit: 2, delaySeconds: 30 },
      run: () => housekeeping(deps.db),
    },
    ...lotteryJobs(deps.db, schedule, deps.lotteryFeed ?? null),
  ];
}

/** Payouts of approved withdrawals and the settling of e-wallet payments whose notification was lost. */
function paymentJobs(deps: ProductJobDeps, schedule: (name: string) => JobSchedule): JobDefinition[] {
  return [
    {
      name: 'withdrawal-payouts',
      description: 'send approved withdrawals to their payment provider and ask about payouts still paying',
      schedule: schedule('withdrawal-payouts'),
      missed: 'latest',
      timeoutSeconds: 120,
      retry: { limit: 2, delaySeconds: 5 },
      // Each payout is claimed under a row lock and settled by a keyed posting: a second run pays nothing twice.
      run: async () => {
        const report = await runPayouts(deps.db, deps.aggregatorAdapters, { staleSeconds: 30, limit: 100 });
        return report.sent + report.checked > 0 ? report : undefined;
      },
    },
    {
      name: 'ewallet-deposit-reconcile',
      description: 'ask the aggregator about e-wallet payments still pending and settle them once',
      schedule: schedule('ewallet-deposit-reconcile'),
      missed: 'latest',
      timeoutSeconds: 120,
      retry: { limit: 2, delaySeconds: 5 },
      run: async () => {
        const report = await reconcileEwalletDeposits(deps.db, deps.aggregatorAdapters, {
          graceSeconds: 60,
          limit: 200,
        });
        return report.examined > 0 ? report : undefined;
      },
    },
  ];
}

export function knownJobs(): string {
  return Object.keys(DEFAULT_SCHEDULES).join(', ');
}

function periodMs(schedule: JobSchedule): number {
  return schedule.kind === 'interval' ? schedule.everySeconds * 1000 : 5000;
}

/** Finished job runs are kept this long (failed ones longer, for an operator to see). */
const JOB_RUN_HISTORY = { days: 7, failedDays: 30 };

async function housekeeping(db: Database) {
  const deleted = await purgeExpiredRows(db);
  const { batchSize, maxBatches } = DEFAULT_PURGE_LIMITS;
  let runs = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const gone = await pruneRuns(db, JOB_RUN_HISTORY, batchSize);
    runs += gone;
    if (gone < batchSize) break;
  }
  if (runs > 0) deleted.job_runs = runs;
  return Object.keys(deleted).length > 0 ? { deleted } : undefined;
}

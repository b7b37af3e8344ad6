// The ledger check that ends a benchmark run: figures of a run whose ledger does not verify are not valid.
import type { Database } from '../../apps/server/src/db/database';
import { verifyLedger } from '../../apps/server/src/modules/ledger/index';

/** Verifies the ledger (unless BENCH_VERIFY=false, for quick experiments) and fails the run on a problem. */
export async function checkLedger(db: Database): Promise<void> {
  if (process.env.BENCH_VERIFY === 'false') return;
  const report = await verifyLedger(db);
  console.log(`verifyLedger: ${report.ok ? 'clean' : 'PROBLEMS'}; ${report.transactions} transactions`);
  if (!report.ok) {
    console.log(report.problems.slice(0, 20).join('\n'));
    process.exitCode = 1;
  }
}

import type { Command } from 'commander';
import { sealPending, verifyLedger } from '../modules/ledger/index.js';
import type { Runner } from './ops.js';

/** The ledger's own check, for operators and auditors: seals what is pending, then verifies every invariant. */
export function registerLedgerCommands(program: Command, run: Runner): void {
  program
    .command('ledger:verify')
    .description('check the ledger: balanced legs, balances, idempotency keys and the hash chain')
    .option('--no-seal', 'verify without sealing pending transactions first')
    .action((o: { seal: boolean }) =>
      run(async (_ops, _actor, handle) => {
        if (o.seal) while ((await sealPending(handle.db)) > 0);
        const report = await verifyLedger(handle.db);
        console.log(`transactions: ${report.transactions}, sealed: ${report.sealed}`);
        if (report.ok) {
          console.log('ledger OK');
          return;
        }
        for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
        process.exitCode = 1;
      }),
    );
}

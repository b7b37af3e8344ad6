import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import {
  createTransferOpsService,
  type TransferStatus,
  vendorTransferAdapters,
  type VendorTransferAdapters,
  type VendorTransferRow,
  type WalletReconcile,
} from '../modules/transfers/index.js';
import { parseLimit } from './ops-outbox.js';
import type { Runner } from './ops.js';

const STATUSES: readonly TransferStatus[] = ['pending', 'unknown', 'confirmed', 'failed'];

function idOf(raw: string, what = 'an id'): number {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError('VALIDATION_FAILED', `not ${what}: ${raw}`);
  return Number(raw);
}

function statusOf(raw: string | undefined): TransferStatus | undefined {
  if (raw === undefined) return undefined;
  if (!STATUSES.includes(raw as TransferStatus))
    throw new AppError('VALIDATION_FAILED', `status is one of ${STATUSES.join(', ')}`);
  return raw as TransferStatus;
}

export function printTransfer(t: VendorTransferRow): void {
  const flags = [
    t.needs_review && t.status === 'unknown' ? ' [needs review]' : '',
    t.last_error ? ` last error "${t.last_error}"` : '',
    t.resolved_by ? ` resolved by ${t.resolved_by} "${t.resolution_note ?? ''}"` : '',
  ].join('');
  console.log(
    `#${t.id} ${t.created_at.toISOString()} ${t.status.padEnd(9)} ${t.direction.padEnd(3)} ${t.amount} ${t.currency_code} (minor units) member ${t.member_id} ${t.merchant_code} vendor ${t.vendor_code} request "${t.request_id}" attempts ${t.attempts}${flags}`,
  );
}

function describeReconcile({ memberId, vendorCode, outcome: o }: WalletReconcile): string {
  const what = (() => {
    switch (o.status) {
      case 'settled':
        return `settled ${o.amount > 0 ? '+' : ''}${o.amount} (wallet now ${o.balance})`;
      case 'in_agreement':
        return `in agreement (wallet ${o.balance})`;
      case 'skipped':
        return o.reason === 'TRANSFER_OPEN'
          ? `skipped: a transfer with the vendor is still open (wallet ${o.balance})`
          : `skipped: the wallet moved while the vendor was asked; run again (wallet ${o.balance})`;
      case 'unreachable':
        return `vendor gave no usable balance (${o.error}); nothing posted (wallet ${o.balance})`;
      case 'not_remote':
        return 'in-house vendor, nothing to reconcile';
    }
  })();
  return `member ${memberId} ${vendorCode}: ${what}`;
}

/**
 * Transfers with remote vendors (transfer mode): the list, a new status query, an operator's decision on a
 * transfer the resolver gave up on, and reconciling members' wallets with the vendors' balances.
 */
export function registerTransferCommands(
  program: Command,
  run: Runner,
  adapters: VendorTransferAdapters = vendorTransferAdapters(),
): void {
  const service = (db: Parameters<typeof createTransferOpsService>[0]) =>
    createTransferOpsService(db, adapters);

  program
    .command('transfer:list')
    .description('list transfers with remote vendors, newest first')
    .option('--status <status>', STATUSES.join(' | '))
    .option('--member <id>', "only this member's transfers")
    .option('--needs-review', 'only unknown transfers the resolver left to an operator')
    .option('--limit <n>', 'how many', '50')
    .action((o: { status?: string; member?: string; needsReview?: boolean; limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await service(db).list({
          status: o.needsReview ? 'unknown' : statusOf(o.status),
          memberId: o.member === undefined ? undefined : idOf(o.member, 'a member id'),
          needsReview: o.needsReview ? true : undefined,
          limit: parseLimit(o.limit),
        });
        if (rows.length === 0) console.log('no vendor transfers');
        rows.forEach(printTransfer);
      }),
    );
  program
    .command('transfer:retry')
    .description("ask the vendor for an open transfer's status now (also one left for review)")
    .argument('<id>')
    .action((id: string) =>
      run(async (_ops, _actor, { db }) => {
        const { before, after } = await service(db).retry(idOf(id));
        if (before.status === 'confirmed' || before.status === 'failed') {
          console.log(`transfer ${id} is already ${before.status} (nothing asked)`);
        } else if (after.status === 'unknown') {
          console.log(
            `transfer ${id} is still unknown: ${after.last_error ?? 'no answer'} (attempts ${after.attempts})`,
          );
          process.exitCode = 1;
        } else {
          console.log(`transfer ${id} ${after.status}`);
        }
        printTransfer(after);
      }),
    );
  program
    .command('transfer:resolve')
    .description('decide an unknown transfer after checking with the vendor (recorded in the audit log)')
    .argument('<id>')
    .option('--applied', 'the vendor applied it: it is settled')
    .option('--not-applied', 'the vendor did not apply it and never will: its hold is reversed')
    .requiredOption('--reason <text>', 'what the vendor said (kept on the transfer and in the audit log)')
    .action((id: string, o: { applied?: boolean; notApplied?: boolean; reason: string }) =>
      run(async (_ops, actor, { db }) => {
        if (Boolean(o.applied) === Boolean(o.notApplied)) {
          throw new AppError('VALIDATION_FAILED', 'say either --applied or --not-applied');
        }
        const after = await service(db).resolve(actor, idOf(id), o.applied === true, o.reason);
        console.log(
          `transfer ${id} ${after.status}: ${o.applied ? 'settled' : 'hold reversed'} (transaction ${
            o.applied ? after.settle_transaction_id : after.reverse_transaction_id
          })`,
        );
      }),
    );
  program
    .command('transfer:reconcile')
    .description("settle members' wins and losses at remote vendors into their vendor wallets")
    .option('--member <id>', "only this member's wallets")
    .option('--vendor <code>', 'only wallets at this vendor')
    .action((o: { member?: string; vendor?: string }) =>
      run(async (_ops, _actor, { db }) => {
        const done = await service(db).reconcile({
          memberId: o.member === undefined ? undefined : idOf(o.member, 'a member id'),
          vendorCode: o.vendor,
        });
        if (done.length === 0) console.log('no wallets at remote vendors');
        done.forEach((r) => console.log(describeReconcile(r)));
        const count = (status: string) => done.filter((r) => r.outcome.status === status).length;
        if (done.length > 0) {
          console.log(
            `wallets: ${done.length}, settled: ${count('settled')}, in agreement: ${count('in_agreement')}, skipped: ${count('skipped')}, unreachable: ${count('unreachable')}`,
          );
        }
        if (count('unreachable') > 0) process.exitCode = 1;
      }),
    );
}

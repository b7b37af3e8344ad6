import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import type { DepositRow, WithdrawalRow } from '../modules/payments/index.js';
import {
  createDepositService,
  createPaymentChannelService,
  realMoneyGuard,
  autoConfirmWithdrawals,
  createWithdrawalOpsService,
} from '../modules/payments/index.js';
import type { Runner } from './ops.js';
import { defaultProofDir, proofType, saveProofs } from './proof-files.js';

/** Operator commands for deposit requests and withdrawals; every decision is in the operator audit log. */
const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'disbursed',
  'received',
  'all_received',
  'partially_received',
  'not_received',
  'rejected',
  'paying',
  'paid',
  'failed',
] as const;

function idOf(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError('VALIDATION_FAILED', `not an id: ${raw}`);
  return Number(raw);
}

function statusOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T | undefined {
  if (raw === undefined) return undefined;
  if (!allowed.includes(raw as T))
    throw new AppError('VALIDATION_FAILED', `status is one of ${allowed.join(', ')}`);
  return raw as T;
}

const printDeposit = (d: DepositRow) =>
  console.log(
    `#${d.id} ${d.created_at.toISOString()} ${d.status.padEnd(8)} member ${d.member_id} ${d.merchant_code} ${d.amount} ${d.currency_code} (minor units) payer "${d.payer_name}" ref "${d.reference}"${d.reason ? ` reason "${d.reason}"` : ''}`,
  );
const printWithdrawal = (w: WithdrawalRow) =>
  console.log(
    `#${w.id} ${w.created_at.toISOString()} ${w.status.padEnd(18)} member ${w.member_id} ${w.merchant_code} ${w.amount} ${w.currency_code} (minor units) to ${w.bank_name} / ${w.account_name} / ${w.account_number}${w.fee > 0 ? ` fee ${w.fee}` : ''}${w.provider_code ? ` via ${w.provider_code}` : ''}${w.failure_reason ? ` failed "${w.failure_reason}"` : ''}${w.auto_confirmed ? ' [auto-confirmed]' : ''}${w.reason ? ` reason "${w.reason}"` : ''}${w.note ? ` note "${w.note}"` : ''}`,
  );
const done = (what: string, r: { changed: boolean }) =>
  console.log(r.changed ? what : `${what} already (nothing changed)`);

export function registerPaymentCommands(program: Command, run: Runner): void {
  const deposits = (db: Parameters<typeof createWithdrawalOpsService>[0]) =>
    createDepositService(db, createPaymentChannelService(db, realMoneyGuard(db)));

  program
    .command('deposit:list')
    .description('list deposit requests, newest first')
    .option('--status <status>', DEPOSIT_STATUSES.join(' | '))
    .option('--limit <n>', 'how many', '50')
    .action((o: { status?: string; limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await deposits(db).byStatus(
          statusOf(o.status, DEPOSIT_STATUSES),
          Math.max(1, Number(o.limit) || 50),
        );
        if (rows.length === 0) console.log('no deposit requests');
        rows.forEach(printDeposit);
      }),
    );
  program
    .command('deposit:approve')
    .description("credit a deposit request to the member's main wallet (once)")
    .argument('<id>')
    .action((id: string) =>
      run(async (_ops, actor, { db }) =>
        done(`deposit ${id} approved`, await deposits(db).approve(actor, idOf(id))),
      ),
    );
  program
    .command('deposit:reject')
    .description('reject a pending deposit request')
    .argument('<id>')
    .requiredOption('--reason <text>', 'why (shown to the member)')
    .action((id: string, o: { reason: string }) =>
      run(async (_ops, actor, { db }) =>
        done(`deposit ${id} rejected`, await deposits(db).reject(actor, idOf(id), o.reason)),
      ),
    );

  program
    .command('withdrawal:list')
    .description('list withdrawals, newest first')
    .option('--status <status>', WITHDRAWAL_STATUSES.join(' | '))
    .option('--limit <n>', 'how many', '50')
    .action((o: { status?: string; limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await createWithdrawalOpsService(db).byStatus(
          statusOf(o.status, WITHDRAWAL_STATUSES),
          Math.max(1, Number(o.limit) || 50),
        );
        if (rows.length === 0) console.log('no withdrawals');
        rows.forEach(printWithdrawal);
      }),
    );
  for (const [name, description] of [
    ['approve', 'approve a pending withdrawal (one paid out by a provider is then sent by the payout job)'],
    ['disburse', 'record that the payout was sent (an approved or a not-received withdrawal)'],
  ] as const) {
    program
      .command(`withdrawal:${name}`)
      .description(description)
      .argument('<id>')
      .action((id: string) =>
        run(async (_ops, actor, { db }) =>
          done(
            `withdrawal ${id} ${name}d`.replace('ed d', 'ed'),
            await createWithdrawalOpsService(db)[name](actor, idOf(id)),
          ),
        ),
      );
  }
  program
    .command('withdrawal:reject')
    .description('reject a pending, approved or not-received withdrawal and return the held funds')
    .argument('<id>')
    .requiredOption('--reason <text>', 'why (shown to the member)')
    .action((id: string, o: { reason: string }) =>
      run(async (_ops, actor, { db }) =>
        done(
          `withdrawal ${id} rejected, funds returned`,
          await createWithdrawalOpsService(db).reject(actor, idOf(id), o.reason),
        ),
      ),
    );
  program
    .command('withdrawal:proofs')
    .description("list a withdrawal's proof images and save them as files (the export is in the audit log)")
    .argument('<id>')
    .option(
      '--out <dir>',
      'folder to save them in (default: withdrawal-<id>-proofs in the current directory)',
    )
    .action((id: string, o: { out?: string }) =>
      run(async (_ops, actor, { db }) => {
        const withdrawalId = idOf(id);
        const { withdrawal, proofs } = await createWithdrawalOpsService(db).proofs(actor, withdrawalId);
        if (proofs.length === 0) {
          console.log(`withdrawal ${id} (${withdrawal.status}) has no proof images`);
          return;
        }
        const files = await saveProofs(o.out ?? defaultProofDir(withdrawalId), proofs);
        console.log(`withdrawal ${id} (${withdrawal.status}): ${proofs.length} proof image(s)`);
        proofs.forEach((p, i) =>
          console.log(
            `#${p.id} ${proofType(p).padEnd(10)} ${String(p.size).padStart(8)} bytes  ${p.created_at.toISOString()}  ${files[i]}`,
          ),
        );
      }),
    );
  program
    .command('withdrawal:auto-confirm')
    .description('count as received the disbursed withdrawals whose confirmation window has passed')
    .action(() =>
      run(async (_ops, _actor, { db }) => {
        const ids = await autoConfirmWithdrawals(db);
        console.log(ids.length ? `auto-confirmed: ${ids.join(', ')}` : 'nothing to confirm');
      }),
    );
}

import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import { createIdentityAdminService } from '../modules/operator/index.js';
import { printAuthLog, printMailOutbox, printSmsOutbox } from './ops-identity-output.js';
import type { Runner } from './ops.js';

const MAX_LIMIT = 1000;

export function parseLimit(raw: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_LIMIT)
    throw new AppError('VALIDATION_FAILED', `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  return n;
}

interface Listing {
  merchant?: string;
  limit: string;
  json?: boolean;
}

/**
 * What the development providers sent (SMS and mail outboxes: the operator reads codes and links there) and
 * the authentication log; newest first. --json prints one JSON array for scripts and browser tests.
 */
export function registerOutboxCommands(program: Command, run: Runner): void {
  program
    .command('outbox:sms')
    .description('show the newest text messages of the development SMS provider')
    .option('--merchant <code>', 'only this merchant')
    .option('--phone <number>', 'only this phone, for example +639171234567')
    .option('--limit <n>', 'how many', '20')
    .option('--json', 'print JSON')
    .action((o: Listing & { phone?: string }) =>
      run(async (_ops, _actor, handle) => {
        const rows = await createIdentityAdminService(handle.db).smsOutbox({
          merchant: o.merchant,
          recipient: o.phone,
          limit: parseLimit(o.limit),
        });
        printSmsOutbox(rows, o.json === true);
      }),
    );
  program
    .command('outbox:mail')
    .description('show the newest mails of the development mail provider')
    .option('--merchant <code>', 'only this merchant')
    .option('--to <address>', 'only mails to this address')
    .option('--limit <n>', 'how many', '20')
    .option('--json', 'print JSON')
    .action((o: Listing & { to?: string }) =>
      run(async (_ops, _actor, handle) => {
        const rows = await createIdentityAdminService(handle.db).mailOutbox({
          merchant: o.merchant,
          recipient: o.to,
          limit: parseLimit(o.limit),
        });
        printMailOutbox(rows, o.json === true);
      }),
    );
  program
    .command('auth-log')
    .description('show the newest authentication events (logins, failures, lockouts, registrations)')
    .option('--merchant <code>', 'only this merchant')
    .option('--member <username>', "only this member's events and attempts made with this name")
    .option('--limit <n>', 'how many', '20')
    .option('--json', 'print JSON')
    .action((o: Listing & { member?: string }) =>
      run(async (_ops, _actor, handle) => {
        const rows = await createIdentityAdminService(handle.db).authLog({
          merchant: o.merchant,
          username: o.member,
          limit: parseLimit(o.limit),
        });
        printAuthLog(rows, o.json === true);
      }),
    );
}

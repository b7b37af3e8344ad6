import os from 'node:os';
import { Command, CommanderError } from 'commander';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed.js';
import { AppError } from '../http/kernel/app-error.js';
import { createOperatorService, MERCHANT_SETTINGS, type OperatorService } from '../modules/operator/index.js';
import { registerIdentityCommands } from './ops-identity.js';
import { registerJobCommands } from './ops-jobs.js';
import { registerLedgerCommands } from './ops-ledger.js';
import { registerLotteryCommands } from './ops-lottery.js';
import { registerLotteryConfigCommands } from './ops-lottery-config.js';
import { registerOutboxCommands } from './ops-outbox.js';
import { registerPaymentChannelCommands } from './ops-payment-channels.js';
import { registerQrPaymentCommands } from './ops-qr-payments.js';
import { registerEwalletPaymentCommands } from './ops-ewallet-payments.js';
import { registerPaymentCommands } from './ops-payments.js';
import { registerSupportCommands } from './ops-support.js';
import { registerTransferCommands } from './ops-transfers.js';
import { registerVendorCommands } from './ops-vendors.js';
import { registerCatalogueCommands } from './ops-catalogue.js';
import { printAudit, printFeatures, printMerchant } from './ops-output.js';
import { MissingDatabaseError, openOpsDatabase } from './ops-database.js';

/**
 * Operator CLI: `npm run ops -- <command>`. Works on the same database as the server (with the embedded
 * database, through the running server's local socket). Every change is written to the operator audit log.
 */
type Action = (ops: OperatorService, actor: string, handle: DatabaseHandle) => Promise<void>;

/**
 * Runs an action on the database; the database is migrated first unless the action is the migration itself.
 * Only an action that creates the database (createsDatabase) may run where there is none yet.
 */
export type Runner = (
  action: Action,
  options?: { migrateFirst?: boolean; createsDatabase?: boolean },
) => Promise<void>;

export function buildProgram(run: Runner): Command {
  const program = new Command('ops')
    .description('Suerte operator commands')
    .option(
      '--actor <name>',
      'who is making the change (recorded in the audit log)',
      `${os.userInfo().username}@cli`,
    )
    .showHelpAfterError()
    .exitOverride();

  program
    .command('db:migrate')
    .description('apply pending database migrations')
    .action(() =>
      run(
        async (_ops, _actor, handle) => {
          const applied = await migrateToLatest(handle.db);
          console.log(
            applied.length ? `migrations applied: ${applied.join(', ')}` : 'the database is up to date',
          );
        },
        { migrateFirst: false, createsDatabase: true },
      ),
    );
  program
    .command('db:seed')
    .description('insert the demo merchants and content (idempotent)')
    .action(() =>
      run(
        async (_ops, _actor, handle) => {
          await seedDemoData(handle.db);
          console.log('demo data seeded');
        },
        { createsDatabase: true },
      ),
    );
  program
    .command('merchants')
    .description('list merchants with their status settings')
    .action(() =>
      run(async (ops) => {
        for (const code of await ops.merchantCodes()) printMerchant((await ops.merchant(code))!);
      }),
    );
  program
    .command('maintenance')
    .description('switch maintenance on or off for one merchant or all')
    .argument('<state>', 'on | off')
    .option('--merchant <code>', 'merchant code (default: all merchants)')
    .option('--message <text>', 'message shown on the maintenance page')
    .option('--until <iso-time>', 'maintenance ends by itself at this time')
    .action((state: string, o: { merchant?: string; message?: string; until?: string }) =>
      run(async (ops, actor) => {
        if (state !== 'on' && state !== 'off')
          throw new AppError('VALIDATION_FAILED', 'state must be on or off');
        const until = o.until ? new Date(o.until) : null;
        if (until && Number.isNaN(until.getTime()))
          throw new AppError('VALIDATION_FAILED', 'until must be an ISO time');
        const codes = o.merchant ? [o.merchant] : await ops.merchantCodes();
        for (const code of codes) {
          await ops.setMaintenance(actor, code, state === 'on', o.message ?? null, until);
          console.log(`maintenance ${state} for ${code}`);
        }
      }),
    );
  program
    .command('countries')
    .description('set the countries a merchant accepts visitors from (ISO codes, comma separated)')
    .argument('<merchant>')
    .argument('<codes>', 'for example PH or PH,SG')
    .action((merchant: string, codes: string) =>
      run(async (ops, actor) => {
        const { after } = await ops.setSetting(actor, merchant, 'allowed-countries', codes);
        console.log(`allowed countries for ${merchant}: ${(after.allowed_countries as string[]).join(', ')}`);
      }),
    );
  program
    .command('merchant:set')
    .description(`change a merchant setting; keys: ${Object.keys(MERCHANT_SETTINGS).join(', ')}`)
    .argument('<merchant>')
    .argument('<key>')
    .argument('<value>')
    .action((merchant: string, key: string, value: string) =>
      run(async (ops, actor) => {
        await ops.setSetting(actor, merchant, key, value);
        printMerchant((await ops.merchant(merchant))!);
      }),
    );
  program
    .command('features')
    .description("list a merchant's feature switches")
    .argument('<merchant>')
    .action((merchant: string) => run(async (ops) => printFeatures(await ops.features(merchant))));
  program
    .command('feature:set')
    .description('switch a feature module on or off')
    .argument('<merchant>')
    .argument('<modId>')
    .argument('<state>', 'on | off')
    .action((merchant: string, modId: string, state: string) =>
      run(async (ops, actor) => {
        if (state !== 'on' && state !== 'off')
          throw new AppError('VALIDATION_FAILED', 'state must be on or off');
        await ops.setFeature(actor, merchant, modId, state === 'on');
        console.log(`${merchant} ${modId} ${state}`);
      }),
    );
  program
    .command('audit')
    .description('show the newest operator audit entries')
    .option('--limit <n>', 'how many', '20')
    .action((o: { limit: string }) =>
      run(async (ops) => printAudit(await ops.audit(Math.max(1, Number(o.limit) || 20)))),
    );
  registerIdentityCommands(program, run);
  registerOutboxCommands(program, run);
  registerLedgerCommands(program, run);
  registerLotteryCommands(program, run);
  registerLotteryConfigCommands(program, run);
  registerPaymentCommands(program, run);
  registerPaymentChannelCommands(program, run);
  registerQrPaymentCommands(program, run);
  registerEwalletPaymentCommands(program, run);
  registerTransferCommands(program, run);
  registerVendorCommands(program, run);
  registerCatalogueCommands(program, run);
  registerJobCommands(program, run);
  registerSupportCommands(program, run);
  return program;
}

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const program = buildProgram(async (action, { migrateFirst = true, createsDatabase = false } = {}) => {
    const handle = await openOpsDatabase(config, { mayCreate: createsDatabase });
    try {
      if (migrateFirst) await migrateToLatest(handle.db);
      await action(createOperatorService(handle.db), program.opts<{ actor: string }>().actor, handle);
    } finally {
      await handle.close();
    }
  });
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    if (err instanceof AppError || err instanceof MissingDatabaseError) {
      console.error(`error: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

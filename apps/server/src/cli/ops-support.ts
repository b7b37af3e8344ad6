import type { Command } from 'commander';
import { CONTACT_TYPES } from '@suerte/contracts';
import {
  createSupportContactsAdmin,
  SUPPORT_VALUE_HELP,
  type SupportContactRow,
} from '../modules/merchants/index.js';
import { AppError } from '../http/kernel/app-error.js';
import type { Runner } from './ops.js';

/** Per-merchant support contacts (LINE, Messenger, WhatsApp, Viber, Telegram, phone, e-mail, live chat). */

const NOTE =
  'The site shows the change once its settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).';

function printContact(c: SupportContactRow): void {
  const demo = c.is_demo ? '  [demo]' : '';
  console.log(`${c.merchant_code}  ${c.type.padEnd(9)} ${c.label}  ${c.value || '-'}  ${c.link}${demo}`);
}

function sortOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const sort = Number(value);
  if (!Number.isInteger(sort) || sort < 0 || sort > 999)
    throw new AppError('VALIDATION_FAILED', 'sort must be a whole number from 0 to 999');
  return sort;
}

export function registerSupportCommands(program: Command, run: Runner): void {
  const typeHelp = CONTACT_TYPES.map((t) => `${t}: ${SUPPORT_VALUE_HELP[t]}`).join('; ');
  program
    .command('support:list')
    .description("list the merchants' support contacts (all merchants, or one)")
    .argument('[merchant]')
    .action((merchant: string | undefined) =>
      run(async (_ops, _actor, handle) => {
        const contacts = await createSupportContactsAdmin(handle.db).list(merchant);
        if (contacts.length === 0) console.log('no support contacts');
        for (const contact of contacts) printContact(contact);
      }),
    );
  program
    .command('support:set')
    .description(`set a merchant's support contact of one type (one per type); ${typeHelp}`)
    .argument('<merchant>')
    .argument('<type>', CONTACT_TYPES.join(' | '))
    .argument('<value>', 'handle, international number, e-mail address or page address')
    .option('--label <text>', 'the name shown for it (default: the channel name)')
    .option('--demo', 'a demo contact, labelled as such on the site')
    .option('--sort <n>', 'its place in the list (default: last, or where it was)')
    .action(
      (merchant: string, type: string, value: string, o: { label?: string; demo?: boolean; sort?: string }) =>
        run(async (_ops, actor, handle) => {
          const row = await createSupportContactsAdmin(handle.db).set(actor, {
            merchantCode: merchant,
            type,
            value,
            label: o.label,
            demo: o.demo ?? false,
            sort: sortOf(o.sort),
          });
          printContact(row);
          console.log(NOTE);
        }),
    );
  program
    .command('support:remove')
    .description("remove a merchant's support contact of one type")
    .argument('<merchant>')
    .argument('<type>')
    .action((merchant: string, type: string) =>
      run(async (_ops, actor, handle) => {
        const removed = await createSupportContactsAdmin(handle.db).remove(actor, merchant, type);
        console.log(removed ? `removed ${merchant} ${type.toUpperCase()}` : 'no such contact');
      }),
    );
}

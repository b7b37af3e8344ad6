import type { Command } from 'commander';
import {
  PAYMENT_DIRECTIONS,
  PAYMENT_METHODS,
  QR_PROXY_TYPES,
  type PaymentDirection,
  type PaymentMethod,
} from '@suerte/contracts';
import { AppError } from '../http/kernel/app-error.js';
import {
  createPaymentChannelAdmin,
  realMoneyGuard,
  type ChannelKey,
  type PaymentChannelRow,
  type PaymentChannelSettings,
} from '../modules/payments/index.js';
import type { Runner } from './ops.js';

/** `payment-channel:*`: each merchant's payment channels (method × direction); every change is audited. */

const NONE = 'none';

function oneOf<T extends string>(raw: string, allowed: readonly T[], what: string): T {
  if (!allowed.includes(raw as T))
    throw new AppError('VALIDATION_FAILED', `${what} is one of ${allowed.join(', ')}`);
  return raw as T;
}

function keyOf(merchant: string, method: string, direction: string): ChannelKey {
  return {
    merchantCode: merchant,
    method: oneOf<PaymentMethod>(method, PAYMENT_METHODS, 'method'),
    direction: oneOf<PaymentDirection>(direction, PAYMENT_DIRECTIONS, 'direction'),
  };
}

/** A whole number option; `none` clears it where the setting may be empty. */
function integer(raw: string, what: string, clearable: boolean): number | null {
  if (clearable && raw === NONE) return null;
  if (!/^\d{1,15}$/.test(raw))
    throw new AppError('VALIDATION_FAILED', `${what}: a whole number${clearable ? ` or ${NONE}` : ''}`);
  return Number(raw);
}
const text = (raw: string) => (raw === NONE ? null : raw.trim());

/** Option name → column, and how its text becomes the value. */
const OPTIONS: [
  flag: string,
  column: keyof PaymentChannelSettings,
  parse: (raw: string) => unknown,
  help: string,
][] = [
  ['--min <n>', 'min_amount', (r) => integer(r, 'min', true), `smallest amount, minor units, or ${NONE}`],
  ['--max <n>', 'max_amount', (r) => integer(r, 'max', true), `largest amount, minor units, or ${NONE}`],
  [
    '--fee-fixed <n>',
    'fee_fixed',
    (r) => integer(r, 'fee-fixed', false),
    'withdrawal fee, fixed part (minor units)',
  ],
  [
    '--fee-percent-bp <n>',
    'fee_percent_bp',
    (r) => integer(r, 'fee-percent-bp', false),
    'withdrawal fee in basis points (150 = 1.50 %)',
  ],
  [
    '--expiry-minutes <n>',
    'qr_expiry_minutes',
    (r) => integer(r, 'expiry-minutes', true),
    'minutes a QR code stays payable',
  ],
  [
    '--order <n>',
    'display_order',
    (r) => integer(r, 'order', false),
    'place in the member list (lower first)',
  ],
  ['--provider <code>', 'provider_code', text, `payment provider code, or ${NONE}`],
  ['--bank-name <text>', 'bank_name', text, 'receiving bank (bank deposits)'],
  ['--account-name <text>', 'account_name', text, 'receiving account name (bank deposits)'],
  ['--account-number <text>', 'account_number', text, 'receiving account number (bank deposits)'],
  ['--qr-acquirer-id <bic>', 'qr_acquirer_id', text, 'QR Ph: the acquirer bank identifier code'],
  [
    '--qr-merchant-id <id>',
    'qr_merchant_id',
    text,
    'QR Ph merchant id, or PromptPay proxy value / biller id',
  ],
  [
    '--qr-proxy-type <type>',
    'qr_proxy_type',
    (r) => (r === NONE ? null : oneOf(r, QR_PROXY_TYPES, 'qr-proxy-type')),
    `PromptPay: ${QR_PROXY_TYPES.join(' | ')}`,
  ],
  ['--qr-merchant-name <text>', 'qr_merchant_name', text, 'name in the QR code (25 characters at most)'],
  ['--qr-merchant-city <text>', 'qr_merchant_city', text, 'city in the QR code (15 characters at most)'],
  ['--qr-mcc <digits>', 'qr_mcc', text, 'merchant category code (4 digits)'],
];

const camel = (flag: string) =>
  flag
    .slice(2)
    .split(' ')[0]!
    .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function settingsFrom(o: Record<string, string | undefined>): PaymentChannelSettings {
  const settings: Record<string, unknown> = {};
  for (const [flag, column, parse] of OPTIONS) {
    const raw = o[camel(flag)];
    if (raw !== undefined) settings[column] = parse(raw);
  }
  return settings as PaymentChannelSettings;
}

const amountText = (n: number | null) => (n === null ? '-' : String(n));
function printChannel(c: PaymentChannelRow) {
  const receiving = c.bank_name ? ` to ${c.bank_name} / ${c.account_name} / ${c.account_number}` : '';
  const qr = c.qr_merchant_id
    ? ` qr ${c.qr_proxy_type ?? c.qr_acquirer_id}:${c.qr_merchant_id} "${c.qr_merchant_name}" ${c.qr_merchant_city} mcc ${c.qr_mcc} expiry ${c.qr_expiry_minutes} min`
    : '';
  const fee = c.direction === 'withdrawal' ? ` fee ${c.fee_fixed} + ${c.fee_percent_bp} bp` : '';
  console.log(
    `${c.merchant_code} ${c.direction.padEnd(10)} ${c.method.padEnd(9)} ${c.enabled ? 'on ' : 'off'} #${c.display_order} ` +
      `limits ${amountText(c.min_amount)}..${amountText(c.max_amount)} (minor units)${fee}` +
      `${c.provider_code ? ` provider ${c.provider_code}` : ''}${receiving}${qr}${c.is_demo ? ' [demo]' : ''}`,
  );
}

export function registerPaymentChannelCommands(program: Command, run: Runner): void {
  program
    .command('payment-channel:list')
    .description("list merchants' payment channels")
    .option('--merchant <code>', 'one merchant only')
    .action((o: { merchant?: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await createPaymentChannelAdmin(db).list(o.merchant);
        if (rows.length === 0) console.log('no payment channels');
        rows.forEach(printChannel);
      }),
    );
  const set = program
    .command('payment-channel:set')
    .description('create or change a payment channel (a new one starts disabled)')
    .argument('<merchant>')
    .argument('<method>', PAYMENT_METHODS.join(' | '))
    .argument('<direction>', PAYMENT_DIRECTIONS.join(' | '));
  for (const [flag, , , help] of OPTIONS) set.option(flag, help);
  set.action((merchant: string, method: string, direction: string, o: Record<string, string>) =>
    run(async (_ops, actor, { db }) => {
      const settings = settingsFrom(o);
      if (Object.keys(settings).length === 0) throw new AppError('VALIDATION_FAILED', 'nothing to change');
      const r = await createPaymentChannelAdmin(db).set(actor, keyOf(merchant, method, direction), settings);
      console.log(r.changed ? 'payment channel saved' : 'payment channel already so (nothing changed)');
      printChannel(r.after);
    }),
  );
  for (const verb of ['enable', 'disable'] as const) {
    program
      .command(`payment-channel:${verb}`)
      .description(`${verb} a payment channel`)
      .argument('<merchant>')
      .argument('<method>', PAYMENT_METHODS.join(' | '))
      .argument('<direction>', PAYMENT_DIRECTIONS.join(' | '))
      .action((merchant: string, method: string, direction: string) =>
        run(async (_ops, actor, { db }) => {
          const r = await createPaymentChannelAdmin(db)[verb](actor, keyOf(merchant, method, direction));
          console.log(
            r.changed ? `payment channel ${verb}d` : `payment channel already ${verb}d (nothing changed)`,
          );
          printChannel(r.after);
          if (verb === 'enable' && !(await realMoneyGuard(db).allowed())) {
            console.log(
              'note: this database is not fit for real money; only demo channels of demo merchants run here',
            );
          }
        }),
      );
  }
}

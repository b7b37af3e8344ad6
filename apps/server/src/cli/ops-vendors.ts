import type { Command } from 'commander';
import { PAYMENT_LIMIT_KEYS, PAYMENT_LIMIT_RESET } from '../modules/payments/payment-limits.js';
import {
  createPaymentLimitsAdmin,
  type PaymentLimitsView,
} from '../modules/payments/payment-limits.service.js';
import { createVendorAdminService, type VendorConnection } from '../modules/operator/vendor-admin.service.js';
import { NONE } from '../modules/operator/vendor-settings.js';
import type { Runner } from './ops.js';

/** Vendor connections and merchant payment limits: settings the server reads, changed with an audit entry. */

const CACHE_NOTE =
  'Running servers pick up the change once their settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).';

const urlText = (url: string | null) => url ?? '(none: the vendor wallets are kept in our ledger)';
const ipsText = (ips: readonly string[]) => (ips.length ? ips.join(', ') : '(any address)');
const secretText = (c: VendorConnection) =>
  c.secretSet ? `set, fingerprint ${c.secretFingerprint}` : '(not set)';

function printLimits(view: PaymentLimitsView): void {
  console.log(`${view.merchantCode} payment limits (amounts in minor units of ${view.currency})`);
  for (const key of PAYMENT_LIMIT_KEYS) {
    const source = view.overridden.has(key) ? 'merchant' : 'default';
    console.log(`${key.padEnd(20)} ${String(view.limits[key]).padStart(10)}  ${source}`);
  }
}

export function registerVendorCommands(program: Command, run: Runner): void {
  program
    .command('vendor:show')
    .description("show a vendor's connection: transfer URL, allowed IPs and its signing secret's fingerprint")
    .argument('<code>')
    .option('--reveal', 'also print the signing secret itself (recorded in the audit log)')
    .action((code: string, o: { reveal?: boolean }) =>
      run(async (_ops, actor, { db }) => {
        const admin = createVendorAdminService(db);
        const v = await admin.vendor(code);
        const byMerchant = new Map<string, string[]>();
        for (const c of v.categories) {
          const names = byMerchant.get(c.merchant_code) ?? [];
          byMerchant.set(c.merchant_code, [...names, `${c.category}${c.enabled ? '' : ' (off)'}`]);
        }
        const categories = [...byMerchant].map(([merchant, names]) => `${merchant} ${names.join(', ')}`);
        console.log(`${v.code}  ${v.name}`);
        console.log(`  categories: ${categories.join('; ') || '(listed by no merchant)'}`);
        console.log(`  transfer URL: ${urlText(v.transferUrl)}`);
        console.log(`  allowed IPs: ${ipsText(v.allowedIps)}`);
        console.log(`  secret: ${secretText(v)}`);
        if (o.reveal) console.log(`  secret value: ${await admin.revealSecret(actor, code)}`);
      }),
    );
  program
    .command('vendor:set')
    .description(`change a vendor's connection. ${CACHE_NOTE}`)
    .argument('<code>')
    .option('--transfer-url <url>', `base URL of the vendor's transfer API (http or https), or ${NONE}`)
    .option(
      '--allowed-ips <list>',
      `addresses or CIDR ranges the vendor calls from, comma separated, or ${NONE}`,
    )
    .option(
      '--rotate-secret',
      'make a new 256-bit signing secret, printed once; the vendor must switch to it',
    )
    .action((code: string, o: { transferUrl?: string; allowedIps?: string; rotateSecret?: boolean }) =>
      run(async (_ops, actor, { db }) => {
        const { before, after, secret } = await createVendorAdminService(db).setVendor(actor, code, o);
        if (o.transferUrl !== undefined)
          console.log(
            `${code} transfer URL: ${urlText(before.transferUrl)} -> ${urlText(after.transferUrl)}`,
          );
        if (o.allowedIps !== undefined)
          console.log(`${code} allowed IPs: ${ipsText(before.allowedIps)} -> ${ipsText(after.allowedIps)}`);
        if (secret) {
          console.log(`${code} secret: ${secretText(before)} -> ${secretText(after)}`);
          console.log(`new secret (shown once, give it to the vendor): ${secret}`);
        }
        console.log(CACHE_NOTE);
      }),
    );
  program
    .command('merchant:payment-limits')
    .description(
      `show a merchant's withdrawal limits, or change them with --set key=value (amounts in minor units; ` +
        `${PAYMENT_LIMIT_RESET} drops the merchant's value). Keys: ${PAYMENT_LIMIT_KEYS.join(', ')}`,
    )
    .argument('<merchant>')
    .option('--set <key=value...>', 'limits to change; all are checked before any is stored')
    .action((merchant: string, o: { set?: string[] }) =>
      run(async (_ops, actor, { db }) => {
        const admin = createPaymentLimitsAdmin(db);
        if (!o.set) {
          printLimits(await admin.limits(merchant));
          return;
        }
        const { before, after } = await admin.change(actor, merchant, o.set);
        for (const key of PAYMENT_LIMIT_KEYS) {
          if (before.limits[key] !== after.limits[key])
            console.log(`${merchant} ${key}: ${before.limits[key]} -> ${after.limits[key]}`);
        }
        printLimits(after);
      }),
    );
}

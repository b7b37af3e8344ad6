import type { Command } from 'commander';
import {
  PAYMENT_LIMIT_KEYS,
  PAYMENT_LIMIT_RESET,
  createPaymentLimitsAdmin,
  type PaymentLimitsView,
} from '../modules/payments/index.js';
import {
  createVendorAdminService,
  DEFAULT,
  NONE,
  type OwnLimits,
  type VendorChanges,
  type VendorConnection,
} from '../modules/operator/index.js';
import { DEFAULT_WIN_LIMITS, type WinLimits } from '../modules/vendor-wallet/index.js';
import { AppError } from '../http/kernel/app-error.js';
import type { Runner } from './ops.js';

/**
 * Vendor connections, win limits and bonus wins, and merchant payment limits: settings the server reads, changed
 * with an audit entry.
 */

const CACHE_NOTE =
  'Running servers pick up the change once their settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).';

const urlText = (url: string | null) => url ?? '(none: the vendor wallets are kept in our ledger)';
const ipsText = (ips: readonly string[]) => (ips.length ? ips.join(', ') : '(any address)');
const secretText = (c: VendorConnection) =>
  c.secretSet ? `set, fingerprint ${c.secretFingerprint}` : '(not set)';
/** One limit: its own value, or what applies instead. */
const limitText = (own: number | null, fallback: string) => (own === null ? fallback : String(own));
const limitsText = (l: OwnLimits, fallback: WinLimits | 'vendor') =>
  `one win ${limitText(l.maxWin, fallback === 'vendor' ? '(vendor)' : `${fallback.maxWin} (default)`)}, ` +
  `round ${limitText(l.maxRoundWin, fallback === 'vendor' ? '(vendor)' : `${fallback.maxRoundWin} (default)`)}`;
const onOff = (on: boolean) => (on ? 'on' : 'off');

const LIMIT_HELP = `minor units of the player's currency, or ${DEFAULT}`;

/** The `vendor:set` options are the operator's vendor changes, one for one. */
type SetOptions = VendorChanges;

/** `vendor:set --game`: only the game's limits change. */
async function setGame(
  admin: ReturnType<typeof createVendorAdminService>,
  actor: string,
  code: string,
  o: SetOptions,
) {
  const game = o.game!;
  if (
    o.transferUrl !== undefined ||
    o.allowedIps !== undefined ||
    o.rotateSecret ||
    o.bonusWins !== undefined
  )
    throw new AppError('VALIDATION_FAILED', 'with --game, only --max-win and --max-round-win apply');
  const { before, after } = await admin.setGameLimits(actor, code, game, o);
  console.log(
    `${code} game ${game} win limits: ${limitsText(before, 'vendor')} -> ${limitsText(after, 'vendor')}`,
  );
}

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
    .description(
      "show a vendor's connection (transfer URL, allowed IPs, its signing secret's fingerprint), win limits and bonus wins",
    )
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
        console.log(`  win limits: ${limitsText(v.limits, DEFAULT_WIN_LIMITS)}`);
        for (const g of v.gameLimits) console.log(`    game ${g.game}: ${limitsText(g, 'vendor')}`);
        console.log(`  bonus wins: ${onOff(v.bonusWins)}`);
        if (o.reveal) console.log(`  secret value: ${await admin.revealSecret(actor, code)}`);
      }),
    );
  program
    .command('vendor:set')
    .description(`change a vendor's connection, win limits or bonus wins. ${CACHE_NOTE}`)
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
    .option('--max-win <amount>', `most one win may pay (${LIMIT_HELP})`)
    .option('--max-round-win <amount>', `most a round's wins may pay in all (${LIMIT_HELP})`)
    .option(
      '--bonus-wins <on|off>',
      'allow wins on rounds where the player has no bet (recorded as bonus wins)',
    )
    .option(
      '--game <gameCode>',
      "set the win limits of this game of the vendor instead (the vendor's game code)",
    )
    .action((code: string, o: SetOptions) =>
      run(async (_ops, actor, { db }) => {
        const admin = createVendorAdminService(db);
        if (o.game !== undefined) {
          await setGame(admin, actor, code, o);
          console.log(CACHE_NOTE);
          return;
        }
        const { before, after, secret } = await admin.setVendor(actor, code, o);
        if (o.transferUrl !== undefined)
          console.log(
            `${code} transfer URL: ${urlText(before.transferUrl)} -> ${urlText(after.transferUrl)}`,
          );
        if (o.allowedIps !== undefined)
          console.log(`${code} allowed IPs: ${ipsText(before.allowedIps)} -> ${ipsText(after.allowedIps)}`);
        if (o.maxWin !== undefined || o.maxRoundWin !== undefined)
          console.log(
            `${code} win limits: ${limitsText(before.limits, DEFAULT_WIN_LIMITS)} -> ` +
              limitsText(after.limits, DEFAULT_WIN_LIMITS),
          );
        if (o.bonusWins !== undefined)
          console.log(`${code} bonus wins: ${onOff(before.bonusWins)} -> ${onOff(after.bonusWins)}`);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { merchantPaymentLimits } from '../modules/payments/index.js';
import { buildProgram } from './ops.js';

describe('operator CLI vendor and payment-limit commands', () => {
  let handle: DatabaseHandle;
  const ops = (...args: string[]) => runOps(handle, ...args);
  const secretOf = async (code: string) =>
    (
      await handle.db
        .selectFrom('vendors')
        .select('wallet_secret')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).wallet_secret;
  const lastAudit = async () => (await ops('audit', '--limit', '1')).split('\n')[0];

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
  });
  afterAll(async () => handle?.close());

  it('lists the commands in the help, saying when running servers see a vendor change', () => {
    const program = buildProgram(async () => undefined);
    const help = program.helpInformation();
    for (const command of [
      'withdrawal:proofs [options] <id>',
      'vendor:show [options] <code>',
      'vendor:set [options] <code>',
      'merchant:payment-limits [options] <merchant>',
    ])
      expect(help).toContain(command);
    const vendorSet = program.commands.find((c) => c.name() === 'vendor:set')!;
    expect(vendorSet.helpInformation()).toMatch(/SETTINGS_CACHE_SECONDS/);
  });

  it('shows a vendor with its categories and the fingerprint of its secret, never the secret unless asked', async () => {
    const secret = await secretOf('SIMVENDOR');
    const out = await ops('vendor:show', 'SIMVENDOR');
    expect(out).toMatch(/^SIMVENDOR {2}Simulator Studio \(demo\)$/m);
    expect(out).toMatch(/^ {2}categories: SUERTE_PH LIVE, YB, FISH, .*; SUERTE_TH LIVE, FISH, SPORTS, PVP$/m);
    expect(out).toMatch(/^ {2}transfer URL: \(none: the vendor wallets are kept in our ledger\)$/m);
    expect(out).toMatch(/^ {2}allowed IPs: \(any address\)$/m);
    expect(out).toMatch(/^ {2}secret: set, fingerprint sha256:[0-9a-f]{12}$/m);
    expect(out).not.toContain(secret);
    expect(await ops('vendor:show', 'SIMVENDOR', '--reveal')).toContain(`  secret value: ${secret}`);
    const audit = await lastAudit();
    expect(audit).toMatch(
      /tester@cli vendor.secret-revealed vendor:SIMVENDOR .*"secretFingerprint":"sha256:/,
    );
    expect(audit).not.toContain(secret);
    await expect(ops('vendor:show', 'NOPE')).rejects.toThrow(
      'unknown vendor NOPE; vendors: DEMO_EMBER, DEMO_JADE, DEMO_NOVA, DEMO_ORBIT, DEMO_TIDE, SIMVENDOR, SUERTE',
    );
  });

  it('sets the transfer URL and allow-list, and clears them with none', async () => {
    expect(
      await ops(
        'vendor:set',
        'SIMVENDOR',
        '--transfer-url',
        'https://vendor.example/transfer',
        '--allowed-ips',
        '203.0.113.7, 198.51.100.0/24, 2001:db8::/32',
      ),
    ).toBe(
      [
        'SIMVENDOR transfer URL: (none: the vendor wallets are kept in our ledger) -> https://vendor.example/transfer',
        'SIMVENDOR allowed IPs: (any address) -> 203.0.113.7, 198.51.100.0/24, 2001:db8::/32',
        'Running servers pick up the change once their settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).',
      ].join('\n'),
    );
    const row = await handle.db
      .selectFrom('vendors')
      .select(['transfer_url', 'allowed_ips'])
      .where('code', '=', 'SIMVENDOR')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      transfer_url: 'https://vendor.example/transfer',
      allowed_ips: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'],
    });
    expect(await lastAudit()).toMatch(
      /tester@cli vendor.set vendor:SIMVENDOR before=.* after=.*"203.0.113.7"/,
    );
    expect(await ops('vendor:set', 'SIMVENDOR', '--transfer-url', 'none', '--allowed-ips', 'none')).toMatch(
      /-> \(none: .*\n.*-> \(any address\)/,
    );
  });

  it('rotates the secret: a new 256-bit one, printed once, kept out of the audit log', async () => {
    const old = await secretOf('SUERTE');
    const out = await ops('vendor:set', 'SUERTE', '--rotate-secret');
    const secret = await secretOf('SUERTE');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(old);
    expect(out).toMatch(/^SUERTE secret: set, fingerprint sha256:\w{12} -> set, fingerprint sha256:\w{12}$/m);
    expect(out).toContain(`new secret (shown once, give it to the vendor): ${secret}`);
    const audit = await lastAudit();
    expect(audit).toMatch(/vendor.set vendor:SUERTE .*secretFingerprint/);
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(old);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await ops('vendor:show', 'SIMVENDOR', '--reveal');
    await expect(
      ops(
        'vendor:set',
        'SIMVENDOR',
        '--transfer-url',
        'https://ok.example',
        '--allowed-ips',
        '10.0.0.1,10.0.0.999',
      ),
    ).rejects.toThrow('allowed IPs: not an address or CIDR range: 10.0.0.999');
    await expect(ops('vendor:set', 'SIMVENDOR', '--transfer-url', 'ftp://vendor.example')).rejects.toThrow(
      /http or https/,
    );
    await expect(ops('vendor:set', 'SIMVENDOR')).rejects.toThrow(/nothing to change/);
    await expect(ops('vendor:set', 'NOPE', '--rotate-secret')).rejects.toThrow(/unknown vendor NOPE/);
    expect(await ops('vendor:show', 'SIMVENDOR', '--reveal')).toBe(before);
  });

  it('sets win limits and the bonus-win switch of a vendor, audited, and drops them with default', async () => {
    expect(await ops('vendor:show', 'SUERTE')).toMatch(
      /^ {2}win limits: one win 1000000000 \(default\), round 2000000000 \(default\)\n {2}bonus wins: off$/m,
    );
    expect(
      await ops(
        'vendor:set',
        'SUERTE',
        '--max-win',
        '500000',
        '--max-round-win',
        '800000',
        '--bonus-wins',
        'on',
      ),
    ).toBe(
      [
        'SUERTE win limits: one win 1000000000 (default), round 2000000000 (default) -> one win 500000, round 800000',
        'SUERTE bonus wins: off -> on',
        'Running servers pick up the change once their settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).',
      ].join('\n'),
    );
    const row = await handle.db
      .selectFrom('vendors')
      .select(['max_win', 'max_round_win', 'bonus_wins'])
      .where('code', '=', 'SUERTE')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ max_win: 500_000, max_round_win: 800_000, bonus_wins: true });
    expect(await lastAudit()).toMatch(
      /vendor.set vendor:SUERTE before=.*"limits":\{"maxWin":null,"maxRoundWin":null\},"bonusWins":false.* after=.*"limits":\{"maxWin":500000,"maxRoundWin":800000\},"bonusWins":true/,
    );
    await ops('vendor:set', 'SUERTE', '--max-win', 'default', '--bonus-wins', 'off');
    expect(await ops('vendor:show', 'SUERTE')).toMatch(
      /^ {2}win limits: one win 1000000000 \(default\), round 800000\n {2}bonus wins: off$/m,
    );
  });

  it("sets a game's own win limits, shown under the vendor, and removes them with default", async () => {
    expect(await ops('vendor:set', 'SUERTE', '--game', 'slot-1', '--max-win', '2500')).toBe(
      [
        'SUERTE game slot-1 win limits: one win (vendor), round (vendor) -> one win 2500, round (vendor)',
        'Running servers pick up the change once their settings cache expires (SETTINGS_CACHE_SECONDS, default 2 s).',
      ].join('\n'),
    );
    expect(await ops('vendor:show', 'SUERTE')).toMatch(/^ {4}game slot-1: one win 2500, round \(vendor\)$/m);
    expect(await lastAudit()).toMatch(
      /vendor.game-limits.set vendor:SUERTE\/game:slot-1 before=\{"maxWin":null,"maxRoundWin":null\} after=\{"maxWin":2500,"maxRoundWin":null\}/,
    );
    await ops('vendor:set', 'SUERTE', '--game', 'slot-1', '--max-win', 'default');
    const rows = await handle.db.selectFrom('vendor_game_limits').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad limits and switches and changes nothing', async () => {
    const before = await ops('vendor:show', 'SUERTE');
    await expect(ops('vendor:set', 'SUERTE', '--max-win', '1e6')).rejects.toThrow(
      /^max win: a whole number of minor units from 1 to 1000000000000000, or default/,
    );
    await expect(ops('vendor:set', 'SUERTE', '--max-win', '900000', '--max-round-win', '10')).rejects.toThrow(
      'max win (900000) must not be above max round win (10)',
    );
    await expect(ops('vendor:set', 'SUERTE', '--bonus-wins', 'sometimes')).rejects.toThrow(
      'bonus wins: on or off',
    );
    await expect(ops('vendor:set', 'SUERTE', '--game', 'slot-1', '--bonus-wins', 'on')).rejects.toThrow(
      'with --game, only --max-win and --max-round-win apply',
    );
    await expect(ops('vendor:set', 'SUERTE', '--game', 'slot 1', '--max-win', '5')).rejects.toThrow(
      /game code/,
    );
    await expect(ops('vendor:set', 'NOPE', '--game', 'slot-1', '--max-win', '5')).rejects.toThrow(
      /unknown vendor NOPE/,
    );
    expect(await ops('vendor:show', 'SUERTE')).toBe(before);
  });

  it('shows payment limits with where each comes from, and changes them as a whole', async () => {
    expect(await ops('merchant:payment-limits', 'SUERTE_TH')).toBe(
      [
        'SUERTE_TH payment limits (amounts in minor units of THB)',
        'minWithdrawal             10000  default',
        'maxWithdrawal           5000000  default',
        'dailyWithdrawals              5  default',
        'autoConfirmMinutes           60  default',
      ].join('\n'),
    );
    const out = await ops(
      'merchant:payment-limits',
      'SUERTE_TH',
      '--set',
      'maxWithdrawal=2000000',
      'dailyWithdrawals=3',
    );
    expect(out.split('\n').slice(0, 3)).toEqual([
      'SUERTE_TH maxWithdrawal: 5000000 -> 2000000',
      'SUERTE_TH dailyWithdrawals: 5 -> 3',
      'SUERTE_TH payment limits (amounts in minor units of THB)',
    ]);
    expect(out).toMatch(/^maxWithdrawal +2000000 {2}merchant$/m);
    expect((await merchantPaymentLimits(handle.db, 'SUERTE_TH')).dailyWithdrawals).toBe(3);
    expect(await lastAudit()).toMatch(
      /tester@cli payment-limits.set merchant:SUERTE_TH\/payment-limits before=.*"dailyWithdrawals":5.* after=.*"dailyWithdrawals":3/,
    );
    expect(await ops('merchant:payment-limits', 'SUERTE_TH', '--set', 'dailyWithdrawals=default')).toMatch(
      /^dailyWithdrawals +5 {2}default$/m,
    );
  });

  it('refuses bad limits with a clear message and stores none of the changes', async () => {
    const before = await merchantPaymentLimits(handle.db, 'SUERTE_TH');
    await expect(
      ops('merchant:payment-limits', 'SUERTE_TH', '--set', 'dailyWithdrawals=9', 'minWithdrawal=0'),
    ).rejects.toThrow(/^minWithdrawal: /);
    await expect(
      ops('merchant:payment-limits', 'SUERTE_TH', '--set', 'minWithdrawal=3000000'),
    ).rejects.toThrow('minWithdrawal (3000000) must not be above maxWithdrawal (2000000)');
    await expect(ops('merchant:payment-limits', 'SUERTE_TH', '--set', 'colour=red')).rejects.toThrow(
      /unknown payment limit colour; keys: minWithdrawal, maxWithdrawal/,
    );
    await expect(ops('merchant:payment-limits', 'NOPE')).rejects.toThrow('unknown merchant NOPE');
    expect(await merchantPaymentLimits(handle.db, 'SUERTE_TH')).toEqual(before);
  });
});

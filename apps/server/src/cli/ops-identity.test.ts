import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { createOperatorService } from '../modules/operator/index.js';
import { buildProgram } from './ops.js';

describe('operator CLI identity commands', () => {
  let handle: DatabaseHandle;
  let warnings: string[];

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
  });
  afterAll(async () => handle?.close());

  async function ops(...args: string[]) {
    const output: string[] = [];
    warnings = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void output.push(parts.join(' ')));
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((...parts) => void warnings.push(parts.join(' ')));
    try {
      const program = buildProgram((action) =>
        action(createOperatorService(handle.db), 'tester@cli', handle),
      );
      // Usage errors are asserted through the thrown error; keep commander's own printing out of the run.
      for (const c of [program, ...program.commands]) c.configureOutput({ writeErr: () => undefined });
      await program.parseAsync(['node', 'ops', ...args]);
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
    return output.join('\n');
  }
  const lastAudit = async () => (await ops('audit', '--limit', '1')).split('\n')[0];

  it('lists the new commands in the help', async () => {
    const help = buildProgram(async () => undefined).helpInformation();
    for (const command of [
      'identity <merchant>',
      'identity:set <merchant> <key> <value>',
      'register-rule:set [options] <merchant> <field>',
      'member:create [options] <merchant> <username>',
      'member:disable <merchant> <username>',
      'member:enable <merchant> <username>',
      'outbox:sms [options]',
      'outbox:mail [options]',
      'auth-log [options]',
    ])
      expect(help).toContain(command);
  });

  it('shows identity settings per section, saying where each value comes from', async () => {
    const out = await ops('identity', 'SUERTE_PH');
    expect(out).toMatch(/^Flags +value +source$/m);
    expect(out).toMatch(/^freePlay +on +merchant$/m);
    expect(out).toMatch(/^minimumAge +21 +merchant$/m);
    expect(out).toMatch(/^countryDialingCode +\+63 +merchant$/m);
    expect(out).toMatch(/^Register rules +enabled +required +min +max +pattern +accepted +set by merchant$/m);
    expect(out).toMatch(/^username +on +on +6 +16 +1 +\* +all$/m);
    await expect(ops('identity', 'NOPE')).rejects.toThrow(/unknown merchant NOPE/);
  });

  it('sets flags and limits, and refuses unknown keys with the list of valid ones', async () => {
    expect(await ops('identity:set', 'SUERTE_PH', 'minimumAge', '25')).toBe('SUERTE_PH minimumAge: 21 -> 25');
    expect(await lastAudit()).toMatch(/tester@cli identity.set merchant:SUERTE_PH\/identity:minimumAge/);
    expect(await ops('identity:set', 'SUERTE_PH', 'freePlay', 'off')).toBe('SUERTE_PH freePlay: on -> off');
    expect(await ops('identity:set', 'SUERTE_PH', 'countryDialingCode', '63')).toBe(
      'SUERTE_PH countryDialingCode: +63 -> +63',
    );
    await expect(ops('identity:set', 'SUERTE_PH', 'colour', 'red')).rejects.toThrow(
      /unknown key colour; flags: .*freePlay.*; limits: .*countryDialingCode/,
    );
    await expect(ops('identity:set', 'SUERTE_PH', 'smsCodeTtlMinutes', '0')).rejects.toThrow(
      /smsCodeTtlMinutes/,
    );
  });

  it('changes a register rule and refuses rules that cannot work', async () => {
    expect(
      await ops(
        'register-rule:set',
        'SUERTE_TH',
        'nickname',
        '--enabled',
        'on',
        '--min',
        '2',
        '--pattern',
        '17',
      ),
    ).toBe('SUERTE_TH nickname: enabled on, required off, length 2-64, pattern 17, accepted *');
    expect(await lastAudit()).toMatch(/register-rule.set merchant:SUERTE_TH\/register-rule:nickname/);
    await expect(
      ops('register-rule:set', 'SUERTE_TH', 'nickname', '--min', '9', '--max', '3'),
    ).rejects.toThrow(/min \(9\) must not exceed max \(3\)/);
    await expect(ops('register-rule:set', 'SUERTE_TH', 'nickname', '--accepted', '(')).rejects.toThrow(
      /regular/,
    );
    await expect(ops('register-rule:set', 'SUERTE_TH', 'pet', '--enabled', 'on')).rejects.toThrow(
      /unknown field pet/,
    );
  });

  it('creates members and agents, warning about the weak password', async () => {
    const member = await ops('member:create', 'SUERTE_PH', 'browser_user', '--password', '123456');
    expect(member).toMatch(
      /^member \d+ created on SUERTE_PH: browser_user \(agent 0\)\n {2}referral code: [A-Z2-9]{8}$/,
    );
    expect(warnings).toEqual(['warning: the password is 123456; the member must change it at first login']);
    const agent = await ops(
      'member:create',
      'SUERTE_PH',
      'agent_ph',
      '--password',
      'Long-secret-1',
      '--agent',
      '42',
      '--affiliate-code',
      'AGPH42',
      '--nickname',
      'Agent PH',
    );
    expect(agent).toMatch(
      /created on SUERTE_PH: agent_ph \(agent 42\)\n {2}affiliate code: AGPH42\n {2}referral code: /,
    );
    expect(warnings).toEqual([]);
    expect(await lastAudit()).toMatch(/member.create merchant:SUERTE_PH\/member:agent_ph/);
    await expect(ops('member:create', 'SUERTE_PH', 'BROWSER_USER', '--password', 'x')).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
    await expect(
      ops('member:create', 'SUERTE_PH', 'x1', '--password', 'x', '--agent', 'one'),
    ).rejects.toThrow(/agent must be one of 0, 1, 2, 41, 42/);
    await expect(ops('member:create', 'SUERTE_PH', 'x1')).rejects.toThrow(/--password/);
  });

  it('disables and enables a member', async () => {
    expect(await ops('member:disable', 'SUERTE_PH', 'browser_user')).toBe(
      'browser_user on SUERTE_PH disabled; sessions ended: 0',
    );
    expect(await ops('member:disable', 'SUERTE_PH', 'browser_user')).toBe(
      'browser_user on SUERTE_PH is already disabled',
    );
    expect(await ops('member:enable', 'SUERTE_PH', 'browser_user')).toBe('browser_user on SUERTE_PH enabled');
    expect(await lastAudit()).toMatch(/member.enable merchant:SUERTE_PH\/member:browser_user/);
    await expect(ops('member:enable', 'SUERTE_PH', 'nobody')).rejects.toThrow(
      /no member nobody on SUERTE_PH/,
    );
  });

  it('prints outboxes as text or JSON, and the authentication log', async () => {
    expect(await ops('outbox:sms')).toBe('no messages');
    await handle.db
      .insertInto('sms_outbox')
      .values([
        { merchant_code: 'SUERTE_PH', phone: '+639171234567', body: 'Your code is 111111' },
        { merchant_code: 'SUERTE_PH', phone: '+639179999999', body: 'Your code is 222222' },
      ])
      .execute();
    await handle.db
      .insertInto('mail_outbox')
      .values({
        merchant_code: 'SUERTE_PH',
        to_address: 'ana@example.com',
        subject: 'Reset',
        body: 'Open\nhttp://x/r',
      })
      .execute();
    expect(await ops('outbox:sms', '--limit', '1')).toMatch(
      /^\S+Z {2}SUERTE_PH {2}\+639179999999 {2}Your code is 222222$/,
    );
    const sms = JSON.parse(await ops('outbox:sms', '--phone', '+639171234567', '--json'));
    expect(sms).toEqual([
      expect.objectContaining({
        merchantCode: 'SUERTE_PH',
        phone: '+639171234567',
        body: 'Your code is 111111',
      }),
    ]);
    expect(new Date(sms[0].createdAt).toISOString()).toBe(sms[0].createdAt);
    const mail = JSON.parse(await ops('outbox:mail', '--to', 'ana@example.com', '--json'));
    expect(mail).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'Reset', body: 'Open\nhttp://x/r' }),
    ]);
    expect(await ops('outbox:mail', '--merchant', 'SUERTE_PH')).toMatch(
      /to ana@example.com {2}Reset\n {2}Open\n {2}http:\/\/x\/r$/,
    );
    await expect(ops('outbox:sms', '--limit', '0')).rejects.toThrow(/limit must be a whole number/);

    expect(await ops('auth-log', '--member', 'browser_user', '--limit', '2')).toMatch(
      /^#\d+ \S+Z {2}SUERTE_PH {2}account_disabled {2}browser_user {2}ip=- {2}\{.*"actor":"tester@cli"/,
    );
    const events = JSON.parse(await ops('auth-log', '--merchant', 'SUERTE_PH', '--json'));
    expect(events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['account_disabled', 'register']),
    );
  });
});

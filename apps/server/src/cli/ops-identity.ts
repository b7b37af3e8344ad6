import { IDENTITY_FLAGS, PATTERN_IDS, WEAK_PASSWORD } from '@suerte/contracts';
import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import {
  createIdentityAdminService,
  IDENTITY_LIMIT_KEYS,
  OPERATOR_AGENT_VALUES,
  type RuleOptions,
} from '../modules/operator/index.js';
import { printIdentity, show } from './ops-identity-output.js';
import type { Runner } from './ops.js';

/** Identity commands: settings, register rules and member accounts of a merchant. */
export function registerIdentityCommands(program: Command, run: Runner): void {
  program
    .command('identity')
    .description("show a merchant's identity flags, limits and register rules")
    .argument('<merchant>')
    .action((merchant: string) =>
      run(async (_ops, _actor, handle) => {
        const { settings, overrides } = await createIdentityAdminService(handle.db).identity(merchant);
        printIdentity(merchant, settings, overrides);
      }),
    );
  program
    .command('identity:set')
    .description(
      `set an identity flag (on|off) or limit (a number; +NN for countryDialingCode); "default" drops the ` +
        `merchant's value. Flags: ${IDENTITY_FLAGS.join(', ')}. Limits: ${IDENTITY_LIMIT_KEYS.join(', ')}`,
    )
    .argument('<merchant>')
    .argument('<key>')
    .argument('<value>')
    .action((merchant: string, key: string, value: string) =>
      run(async (_ops, actor, handle) => {
        const r = await createIdentityAdminService(handle.db).setIdentity(actor, merchant, key, value);
        console.log(`${merchant} ${key}: ${show(r.before)} -> ${show(r.after)}`);
      }),
    );
  program
    .command('register-rule:set')
    .description('change the rule of one registration field')
    .argument('<merchant>')
    .argument('<field>')
    .option('--enabled <on|off>', 'field shown on the form')
    .option('--required <on|off>', 'field must be filled in')
    .option('--min <n>', 'shortest length')
    .option('--max <n>', 'longest length')
    .option('--pattern <id>', `value pattern: ${PATTERN_IDS.join(', ')}`)
    .option('--accepted <regex>', "further regular expression the whole value must match; '*' for any")
    .action((merchant: string, field: string, o: RuleOptions) =>
      run(async (_ops, actor, handle) => {
        const { after } = await createIdentityAdminService(handle.db).setRegisterRule(
          actor,
          merchant,
          field,
          o,
        );
        console.log(
          `${merchant} ${field}: enabled ${show(after.enabled)}, required ${show(after.required)}, ` +
            `length ${after.minLength}-${after.maxLength}, pattern ${after.patternId}, accepted ${after.acceptedPattern}`,
        );
      }),
    );
  program
    .command('member:create')
    .description('open a member or agent account')
    .argument('<merchant>')
    .argument('<username>')
    .requiredOption('--password <password>', 'initial password')
    .option('--agent <n>', `role: ${OPERATOR_AGENT_VALUES.join(', ')} (0 is a member)`, '0')
    .option('--affiliate-code <code>', "an agent's code for affiliate links (generated when not given)")
    .option('--nickname <name>', 'shown name (default: the username)')
    .action(
      (
        merchant: string,
        username: string,
        o: { password: string; agent: string; affiliateCode?: string; nickname?: string },
      ) =>
        run(async (_ops, actor, handle) => {
          if (!/^\d+$/.test(o.agent))
            throw new AppError(
              'VALIDATION_FAILED',
              `agent must be one of ${OPERATOR_AGENT_VALUES.join(', ')}`,
            );
          const m = await createIdentityAdminService(handle.db).createMember(actor, merchant, {
            username,
            password: o.password,
            isAgent: Number(o.agent),
            affiliateCode: o.affiliateCode,
            nickname: o.nickname,
          });
          console.log(`member ${m.id} created on ${merchant}: ${m.username} (agent ${m.isAgent})`);
          if (m.affiliateCode) console.log(`  affiliate code: ${m.affiliateCode}`);
          console.log(`  referral code: ${m.referralCode}`);
          if (m.weakPassword)
            console.warn(
              `warning: the password is ${WEAK_PASSWORD}; the member must change it at first login`,
            );
        }),
    );
  for (const [name, status] of [
    ['member:disable', 'disabled'],
    ['member:enable', 'active'],
  ] as const) {
    program
      .command(name)
      .description(
        status === 'disabled'
          ? 'disable a member account and end its sessions'
          : 'enable a disabled member account',
      )
      .argument('<merchant>')
      .argument('<username>')
      .action((merchant: string, username: string) =>
        run(async (_ops, actor, handle) => {
          const service = createIdentityAdminService(handle.db);
          const r = await service.setMemberStatus(actor, merchant, username, status);
          const state = status === 'disabled' ? 'disabled' : 'enabled';
          if (!r.changed) console.log(`${username} on ${merchant} is already ${state}`);
          else if (status === 'disabled')
            console.log(`${username} on ${merchant} disabled; sessions ended: ${r.sessionsEnded}`);
          else console.log(`${username} on ${merchant} enabled`);
        }),
      );
  }
}

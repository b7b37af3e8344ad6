import { randomBytes } from 'node:crypto';
import {
  IS_AGENT,
  identityFlagsSchema,
  identityLimitsSchema,
  type IdentityFlags,
  type IdentityLimits,
  type RegisterRules,
} from '@suerte/contracts';
import {
  newInvitationCode,
  DEFAULT_IDENTITY_FLAGS,
  DEFAULT_IDENTITY_LIMITS,
  DEFAULT_REGISTER_RULES,
  hashPassword,
} from '../../modules/identity/index.js';
import type { Database } from '../database.js';

/**
 * Identity settings of the demo merchants, written explicitly so an operator sees each merchant's values, and
 * a demo agent per merchant whose affiliate code demonstrates affiliate links.
 */
export interface DemoIdentity {
  flags: IdentityFlags;
  limits: IdentityLimits;
  rules: RegisterRules;
  agentAffiliateCode: string;
}

export const DEMO_AGENT_USERNAME = 'demo_agent';

export const DEMO_IDENTITY: Record<string, DemoIdentity> = {
  SUERTE_PH: {
    flags: DEFAULT_IDENTITY_FLAGS,
    // PAGCOR sets 21 as the minimum age in the Philippines; mobiles are 9XXXXXXXXX.
    limits: {
      ...DEFAULT_IDENTITY_LIMITS,
      countryDialingCode: '+63',
      mobileDigitsMin: 10,
      mobileDigitsMax: 10,
      minimumAge: 21,
    },
    rules: DEFAULT_REGISTER_RULES,
    agentAffiliateCode: 'DEMOPH01',
  },
  SUERTE_TH: {
    flags: DEFAULT_IDENTITY_FLAGS,
    // Thailand's age of majority is 20; mobiles are 9 digits after the trunk 0.
    limits: {
      ...DEFAULT_IDENTITY_LIMITS,
      countryDialingCode: '+66',
      mobileDigitsMin: 9,
      mobileDigitsMax: 9,
      minimumAge: 20,
    },
    rules: DEFAULT_REGISTER_RULES,
    agentAffiliateCode: 'DEMOTH01',
  },
};

/** Runs only for a newly inserted merchant, so an operator's later changes survive a re-seed. */
export async function seedDemoIdentity(trx: Database, merchantCode: string): Promise<void> {
  const demo = DEMO_IDENTITY[merchantCode];
  if (!demo) return;
  await trx
    .updateTable('merchants')
    .set({
      identity_flags: JSON.stringify(identityFlagsSchema.parse(demo.flags)),
      identity_limits: JSON.stringify(identityLimitsSchema.parse(demo.limits)),
      register_rules: JSON.stringify(demo.rules),
    })
    .where('code', '=', merchantCode)
    .execute();
  await trx
    .insertInto('members')
    .values({
      merchant_code: merchantCode,
      username: DEMO_AGENT_USERNAME,
      // A random password nobody knows: the agent exists for its affiliate code and cannot log in.
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      nickname: 'Demo agent',
      is_agent: IS_AGENT.agent,
      affiliate_code: demo.agentAffiliateCode,
      referral_code: newInvitationCode(),
      is_demo: true,
      register_method: 'OPERATOR',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

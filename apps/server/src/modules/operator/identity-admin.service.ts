import {
  REGISTER_FIELDS,
  identityFlagsSchema,
  identityLimitsSchema,
  type RegisterField,
} from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { identitySettingsOf, type IdentitySettings, createMemberAdmin } from '../identity/index.js';
import {
  checkLimits,
  checkRule,
  parseIdentityChange,
  parseRegisterField,
  parseRuleChanges,
  type RuleOptions,
} from './identity-values.js';
import {
  listAuthEvents,
  listMailOutbox,
  listSmsOutbox,
  setIdentityColumn,
  type AuthLogFilter,
  type OutboxFilter,
} from './identity-admin.repository.js';
import { findMerchant, lockMerchant } from '../merchants/index.js';

type MerchantRow = NonNullable<Awaited<ReturnType<typeof lockMerchant>>>;

/** Which keys a merchant has set itself; the rest take the product defaults. */
export interface IdentityOverrides {
  flags: Set<string>;
  limits: Set<string>;
  rules: Record<RegisterField, Set<string>>;
}

/** Stored keys that take effect: present with the default's type, as identitySettingsOf reads them. */
function effectiveKeys(defaults: object, stored: unknown): Set<string> {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return new Set(
    Object.entries(defaults)
      .filter(([key, value]) => record[key] !== undefined && typeof record[key] === typeof value)
      .map(([key]) => key),
  );
}

function overridesOf(m: MerchantRow, settings: IdentitySettings): IdentityOverrides {
  const rules = {} as Record<RegisterField, Set<string>>;
  for (const field of REGISTER_FIELDS)
    rules[field] = effectiveKeys(settings.rules[field], m.register_rules?.[field]);
  return {
    flags: effectiveKeys(settings.flags, m.identity_flags),
    limits: effectiveKeys(settings.limits, m.identity_limits),
    rules,
  };
}

/**
 * Operator administration of identity: settings, register rules, member accounts, outboxes and the
 * authentication log. Each change commits together with its operator audit entry.
 */
export function createIdentityAdminService(db: Database) {
  async function lockedMerchant(trx: Parameters<typeof lockMerchant>[0], code: string) {
    const merchant = await lockMerchant(trx, code);
    if (!merchant) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
    return merchant;
  }

  return {
    async identity(code: string) {
      const merchant = await findMerchant(db, code);
      if (!merchant) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
      const settings = identitySettingsOf(merchant);
      return { settings, overrides: overridesOf(merchant, settings) };
    },

    /** Sets one flag or limit; the value 'default' drops the override. */
    async setIdentity(actor: string, code: string, key: string, raw: string) {
      const change = parseIdentityChange(key, raw);
      const column = change.section === 'flags' ? 'identity_flags' : 'identity_limits';
      return db.transaction().execute(async (trx) => {
        const merchant = await lockedMerchant(trx, code);
        const stored = { ...merchant[column] };
        if (change.value === null) delete stored[key];
        else stored[key] = change.value;
        const before = identitySettingsOf(merchant);
        const after = identitySettingsOf({ ...merchant, [column]: stored });
        // The whole section is checked: a stored value set some other way must not slip through either.
        const check = (change.section === 'flags' ? identityFlagsSchema : identityLimitsSchema).safeParse(
          after[change.section],
        );
        if (!check.success) {
          const issue = check.error.issues[0];
          throw new AppError('VALIDATION_FAILED', `${issue?.path.join('.')}: ${issue?.message}`);
        }
        if (change.section === 'limits') checkLimits(after.limits);
        const read = (s: IdentitySettings) => (s[change.section] as object as Record<string, unknown>)[key];
        await setIdentityColumn(trx, code, column, stored);
        await appendAudit(trx, {
          actor,
          action: change.value === null ? 'identity.reset' : 'identity.set',
          target: `merchant:${code}/identity:${key}`,
          before: { [key]: read(before) },
          after: { [key]: read(after) },
        });
        return { key, before: read(before), after: read(after) };
      });
    },

    async setRegisterRule(actor: string, code: string, fieldName: string, options: RuleOptions) {
      const field = parseRegisterField(fieldName);
      const changes = parseRuleChanges(options);
      return db.transaction().execute(async (trx) => {
        const merchant = await lockedMerchant(trx, code);
        const storedField = merchant.register_rules?.[field];
        const rules = {
          ...merchant.register_rules,
          [field]: { ...(storedField && typeof storedField === 'object' ? storedField : {}), ...changes },
        };
        const before = identitySettingsOf(merchant).rules[field];
        const after = checkRule(identitySettingsOf({ ...merchant, register_rules: rules }).rules[field]);
        await setIdentityColumn(trx, code, 'register_rules', rules);
        await appendAudit(trx, {
          actor,
          action: 'register-rule.set',
          target: `merchant:${code}/register-rule:${field}`,
          before,
          after,
        });
        return { field, before, after };
      });
    },

    ...createMemberAdmin(db),

    smsOutbox(filter: OutboxFilter) {
      // Phones are stored as +<dialing code><national number>; people paste them with spaces or dashes.
      const recipient = filter.recipient?.replace(/[\s\-().]/g, '');
      return listSmsOutbox(db, { ...filter, recipient });
    },
    mailOutbox: (filter: OutboxFilter) => listMailOutbox(db, filter),
    authLog: (filter: AuthLogFilter) => listAuthEvents(db, filter),
  };
}
export type IdentityAdminService = ReturnType<typeof createIdentityAdminService>;

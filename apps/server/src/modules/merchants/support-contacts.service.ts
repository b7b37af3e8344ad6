import { CONTACT_TYPES, type ContactType } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { findMerchant } from './merchant.repository.js';
import {
  deleteSupportContact,
  findSupportContact,
  listSupportContacts,
  upsertSupportContact,
  type SupportContactRow,
} from './support-contacts.repository.js';
import { supportLink } from './support-links.js';

/** The name of each channel when the operator gives no label of their own (brand names are not translated). */
const DEFAULT_LABELS: Record<ContactType, string> = {
  LIVECHAT: 'Live chat',
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
  EMAIL: 'E-mail',
  PHONE: 'Phone',
  FACEBOOK: 'Facebook',
  LINE: 'LINE',
  MESSENGER: 'Messenger',
  VIBER: 'Viber',
};

/** What a value must look like, per type (shown when one is refused). */
export const SUPPORT_VALUE_HELP: Record<ContactType, string> = {
  LINE: 'a LINE official account id, e.g. @suerte',
  MESSENGER: 'a Facebook page name, e.g. suerteph',
  TELEGRAM: 'a Telegram username, e.g. @suerte_help',
  WHATSAPP: 'an international number, e.g. +63 917 555 0100',
  VIBER: 'an international number, e.g. +63 917 555 0100',
  PHONE: 'an international number, e.g. +66 2 555 0100',
  EMAIL: 'an e-mail address',
  LIVECHAT: 'an https address or a path on this site, e.g. /help#contact-us',
  FACEBOOK: 'an https address',
};

export interface SetSupportContact {
  merchantCode: string;
  type: string;
  value: string;
  label?: string;
  demo?: boolean;
  sort?: number;
}

export function contactTypeOf(value: string): ContactType {
  const type = value.toUpperCase();
  if (!(CONTACT_TYPES as readonly string[]).includes(type))
    throw new AppError('VALIDATION_FAILED', `type must be one of ${CONTACT_TYPES.join(', ')}`);
  return type as ContactType;
}

const auditView = (row: SupportContactRow | undefined) =>
  row ? { label: row.label, value: row.value, link: row.link, demo: row.is_demo, sort: row.sort } : null;

/**
 * The merchant's support contacts as the operator keeps them (ops support:set, support:list, support:remove): one
 * per type, the link built from the value, every change in the audit log with its value before and after.
 */
export function createSupportContactsAdmin(db: Database) {
  async function requireMerchant(code: string) {
    if (!(await findMerchant(db, code))) throw new AppError('NOT_FOUND', `no merchant ${code}`);
  }
  return {
    list: (merchantCode?: string) => listSupportContacts(db, merchantCode),

    async set(actor: string, input: SetSupportContact): Promise<SupportContactRow> {
      const type = contactTypeOf(input.type);
      const built = supportLink(type, input.value);
      if (!built) throw new AppError('VALIDATION_FAILED', `${type} needs ${SUPPORT_VALUE_HELP[type]}`);
      await requireMerchant(input.merchantCode);
      const demo = input.demo ?? false;
      const label = input.label?.trim() || `${DEFAULT_LABELS[type]}${demo ? ' (demo)' : ''}`;
      return db.transaction().execute(async (trx) => {
        const before = await findSupportContact(trx, input.merchantCode, type);
        const row = { merchantCode: input.merchantCode, type, label, ...built, isDemo: demo };
        const after = await upsertSupportContact(trx, row, input.sort ?? null);
        await appendAudit(trx, {
          actor,
          action: 'support.set',
          target: `${input.merchantCode}/${type}`,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    async remove(actor: string, merchantCode: string, rawType: string): Promise<boolean> {
      const type = contactTypeOf(rawType);
      return db.transaction().execute(async (trx) => {
        const before = await findSupportContact(trx, merchantCode, type);
        if (!before) return false;
        await deleteSupportContact(trx, merchantCode, type);
        await appendAudit(trx, {
          actor,
          action: 'support.remove',
          target: `${merchantCode}/${type}`,
          before: auditView(before),
          after: null,
        });
        return true;
      });
    },
  };
}
export type SupportContactsAdmin = ReturnType<typeof createSupportContactsAdmin>;

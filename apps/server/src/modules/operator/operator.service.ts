import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit, listAudit } from '../audit/index.js';
import { listModules } from '../system/index.js';
import { MERCHANT_SETTINGS, isMerchantSettingKey } from './merchant-settings.js';
import { findMerchant, lockMerchant } from '../merchants/index.js';
import { lockFeature, merchantCodes, setFeatureEnabled, updateMerchant } from './operator.repository.js';

/**
 * Operator changes to merchant settings. Each change and its audit entry (who, what, before, after) commit
 * together, so the log never misses a change and never records one that did not happen.
 */
export function createOperatorService(db: Database) {
  async function changeMerchant(
    actor: string,
    code: string,
    action: string,
    patch: (m: NonNullable<Awaited<ReturnType<typeof lockMerchant>>>) => Record<string, unknown>,
  ) {
    return db.transaction().execute(async (trx) => {
      const merchant = await lockMerchant(trx, code);
      if (!merchant) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
      const changes = patch(merchant);
      const before = Object.fromEntries(
        Object.keys(changes).map((k) => [k, merchant[k as keyof typeof merchant]]),
      );
      const stored = Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]),
      );
      await updateMerchant(trx, code, stored);
      await appendAudit(trx, { actor, action, target: `merchant:${code}`, before, after: changes });
      return { before, after: changes };
    });
  }

  return {
    async merchantCodes(): Promise<string[]> {
      return merchantCodes(db);
    },

    setMaintenance(actor: string, code: string, on: boolean, message: string | null, until: Date | null) {
      return changeMerchant(actor, code, on ? 'maintenance.on' : 'maintenance.off', () => ({
        maintenance_enabled: on,
        maintenance_message: on ? message : null,
        maintenance_until: on ? until : null,
      }));
    },

    async setSetting(actor: string, code: string, key: string, raw: string) {
      if (!isMerchantSettingKey(key)) throw new AppError('VALIDATION_FAILED', `unknown setting ${key}`);
      const setting = MERCHANT_SETTINGS[key];
      const parsed = setting.schema.safeParse(raw);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', `${key}: ${parsed.error.issues[0]?.message}`);
      return changeMerchant(actor, code, `setting.${key}`, () => ({ [setting.column]: parsed.data }));
    },

    async setFeature(actor: string, code: string, modId: string, enabled: boolean) {
      return db.transaction().execute(async (trx) => {
        const feature = await lockFeature(trx, code, modId);
        if (!feature) throw new AppError('NOT_FOUND', `unknown feature ${modId} for merchant ${code}`);
        await setFeatureEnabled(trx, code, modId, enabled);
        await appendAudit(trx, {
          actor,
          action: 'feature.set',
          target: `merchant:${code}/module:${modId}`,
          before: { enabled: feature.enabled },
          after: { enabled },
        });
      });
    },

    features: (code: string) => listModules(db, code),
    merchant: (code: string) => findMerchant(db, code),
    audit: (limit: number) => listAudit(db, limit),
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

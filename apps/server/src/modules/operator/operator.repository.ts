import type { Executor } from '../../db/executor.js';

/** Writes changed merchant columns (arrays already JSON text), stamping the change time. */
export function updateMerchant(db: Executor, code: string, stored: Record<string, unknown>) {
  return db
    .updateTable('merchants')
    .set({ ...stored, updated_at: new Date() })
    .where('code', '=', code)
    .execute();
}

/** Every merchant's code, in the merchants' own order. */
export async function merchantCodes(db: Executor): Promise<string[]> {
  return (await db.selectFrom('merchants').select('code').orderBy('sort').execute()).map((m) => m.code);
}

export function lockFeature(db: Executor, merchantCode: string, modId: string) {
  return db
    .selectFrom('feature_modules')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', '=', modId)
    .forUpdate()
    .executeTakeFirst();
}

export function setFeatureEnabled(db: Executor, merchantCode: string, modId: string, enabled: boolean) {
  return db
    .updateTable('feature_modules')
    .set({ enabled })
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', '=', modId)
    .execute();
}

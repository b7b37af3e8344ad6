import type { Transaction, UpdateObject } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

const VENDOR_COLUMNS = [
  'code',
  'name',
  'transfer_url',
  'allowed_ips',
  'wallet_secret',
  'max_win',
  'max_round_win',
  'bonus_wins',
] as const;

export function findVendor(db: Executor, code: string) {
  return db.selectFrom('vendors').select(VENDOR_COLUMNS).where('code', '=', code).executeTakeFirst();
}

export function lockVendor(trx: Transaction<DB>, code: string) {
  return trx
    .selectFrom('vendors')
    .select(VENDOR_COLUMNS)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

export async function vendorCodes(db: Executor): Promise<string[]> {
  return (await db.selectFrom('vendors').select('code').orderBy('code').execute()).map((v) => v.code);
}

/** The game categories each merchant lists the vendor under (a vendor has none of its own). */
export function vendorCategories(db: Executor, code: string) {
  return db
    .selectFrom('merchant_vendors')
    .select(['merchant_code', 'category', 'enabled'])
    .where('vendor_code', '=', code)
    .orderBy('merchant_code')
    .orderBy('sort')
    .execute();
}

export function updateVendor(trx: Transaction<DB>, code: string, change: UpdateObject<DB, 'vendors'>) {
  return trx.updateTable('vendors').set(change).where('code', '=', code).execute();
}

/** The games of the vendor with their own win limits. */
export function vendorGameLimits(db: Executor, code: string) {
  return db
    .selectFrom('vendor_game_limits')
    .select(['game_code', 'max_win', 'max_round_win'])
    .where('vendor_code', '=', code)
    .orderBy('game_code')
    .execute();
}

export function lockGameLimits(trx: Transaction<DB>, code: string, game: string) {
  return trx
    .selectFrom('vendor_game_limits')
    .select(['max_win', 'max_round_win'])
    .where('vendor_code', '=', code)
    .where('game_code', '=', game)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores a game's own limits; a game left with none of its own is removed. */
export async function saveGameLimits(
  trx: Transaction<DB>,
  code: string,
  game: string,
  limits: { max_win: number | null; max_round_win: number | null },
): Promise<void> {
  if (limits.max_win === null && limits.max_round_win === null) {
    await trx
      .deleteFrom('vendor_game_limits')
      .where('vendor_code', '=', code)
      .where('game_code', '=', game)
      .execute();
    return;
  }
  await trx
    .insertInto('vendor_game_limits')
    .values({ vendor_code: code, game_code: game, ...limits })
    .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doUpdateSet(limits))
    .execute();
}

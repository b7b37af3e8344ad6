import type { Database } from '../../db/database.js';

export function listMerchantVendors(db: Database, merchantCode: string) {
  return db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.code', 'mv.vendor_code')
    .select([
      'mv.category',
      'mv.lane_title',
      'mv.sort',
      'v.code',
      'v.name',
      'v.icon_url',
      'v.maintenance',
      'v.is_demo',
    ])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .orderBy('mv.category')
    .orderBy('mv.sort')
    .execute();
}
export type MerchantVendorRow = Awaited<ReturnType<typeof listMerchantVendors>>[number];

/** Hot games of the vendors a merchant offers, best-ranked first. */
export function listHotGames(db: Database, merchantCode: string, limit: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (join) =>
      join.onRef('mv.vendor_code', '=', 'g.vendor_code').onRef('mv.category', '=', 'g.category'),
    )
    .select([
      'g.node_id',
      'g.vendor_code',
      'g.category',
      'g.game_name',
      'g.icon_url',
      'g.support_play',
      'g.room_id',
    ])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .where('g.enabled', '=', true)
    .where('g.hot_rank', 'is not', null)
    .orderBy('g.hot_rank')
    .limit(limit)
    .execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { LimitOverrides } from './win-limits.js';

export interface VendorCredentials {
  code: string;
  secret: string;
  /** Addresses or CIDR ranges; empty allows any. */
  allowedIps: string[];
  /** The vendor's own win limits (null: the product defaults). */
  limits: LimitOverrides;
  /** Each game's own win limits, by the vendor's game code. */
  gameLimits: Map<string, LimitOverrides>;
  /** May pay wins on rounds where the player has no bet (bonus wins). */
  bonusWins: boolean;
}

/** Every vendor's signing secret, allow-list and win settings; vendors are few, so they are read together. */
export async function allVendorCredentials(db: Kysely<DB>): Promise<Map<string, VendorCredentials>> {
  const [rows, games] = await Promise.all([
    db
      .selectFrom('vendors')
      .select(['code', 'wallet_secret', 'allowed_ips', 'max_win', 'max_round_win', 'bonus_wins'])
      .execute(),
    db.selectFrom('vendor_game_limits').selectAll().execute(),
  ]);
  const gameLimits = new Map<string, Map<string, LimitOverrides>>();
  for (const g of games) {
    const ofVendor = gameLimits.get(g.vendor_code) ?? new Map<string, LimitOverrides>();
    ofVendor.set(g.game_code, { maxWin: g.max_win, maxRoundWin: g.max_round_win });
    gameLimits.set(g.vendor_code, ofVendor);
  }
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        secret: r.wallet_secret,
        allowedIps: Array.isArray(r.allowed_ips) ? r.allowed_ips.map(String) : [],
        limits: { maxWin: r.max_win, maxRoundWin: r.max_round_win },
        gameLimits: gameLimits.get(r.code) ?? new Map(),
        bonusWins: r.bonus_wins,
      },
    ]),
  );
}

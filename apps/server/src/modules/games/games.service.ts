import type { Game, Locale, VendorGroup } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { pickLocalized } from '../../lib/localized.js';
import { listHotGames, listMerchantVendors } from './games.repository.js';
import { buildVendorGroups } from './vendor-groups.js';

const HOT_GAMES_LIMIT = 100;

export function createGamesService(db: Database) {
  return {
    async vendorGroups(merchantCode: string, locale: Locale): Promise<VendorGroup[]> {
      return buildVendorGroups(await listMerchantVendors(db, merchantCode), locale);
    },

    async hotGames(merchantCode: string, locale: Locale): Promise<Game[]> {
      const rows = await listHotGames(db, merchantCode, HOT_GAMES_LIMIT);
      return rows.map((g) => ({
        nodeId: g.node_id,
        nodeName: pickLocalized(g.game_name, 'en'),
        gameName: pickLocalized(g.game_name, locale),
        iconUrl: g.icon_url,
        showIcon: true,
        vassalage: g.vendor_code,
        gameCategory: g.category as Game['gameCategory'],
        supportPlay: g.support_play === 0 ? 0 : 1,
        // Favourites need a member session; they come with the identity and games capabilities.
        isFav: false,
        roomId: g.room_id,
      }));
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

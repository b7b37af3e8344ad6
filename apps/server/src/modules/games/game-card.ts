import { GAME_CATEGORIES, type Game, type GameCategory, type Locale } from '@suerte/contracts';
import { pickLocalized } from '../../lib/localized.js';

/** A game card row as the repository reads it (bigint columns may come back as text). */
export interface GameCardSource {
  node_id: string;
  node_name: string;
  game_name: Record<string, string>;
  icon_url: string;
  show_icon: boolean;
  vendor_code: string;
  category: string;
  classify: string | null;
  support_play: number;
  room_id: string | null;
  min_bet: number | string;
  min_line_num: number;
  under_maintenance: boolean;
  demo: boolean;
  is_fav: boolean;
  entry_kind: 'GAME' | 'VASSALAGE';
}

const isCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);

/** The API's game (spec §3) from a stored row, named in the wanted language; isFav: the member's, when known apart. */
export function toGame(row: GameCardSource, locale: Locale, isFav = row.is_fav): Game {
  return {
    nodeId: row.node_id,
    nodeName: row.node_name || pickLocalized(row.game_name, 'en'),
    gameName: pickLocalized(row.game_name, locale),
    iconUrl: row.icon_url,
    showIcon: row.show_icon,
    vassalage: row.vendor_code,
    // Categories are checked on import; a row written otherwise shows as a slot rather than failing the list.
    gameCategory: isCategory(row.category) ? row.category : 'RNG',
    gameClassify: (row.classify as Game['gameClassify']) ?? null,
    supportPlay: row.support_play === 0 ? 0 : 1,
    isFav,
    roomId: row.room_id,
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    status: row.under_maintenance ? 'MAINTENANCE' : 'ON',
    demo: row.demo,
    isGame: row.entry_kind,
  };
}

/** Pages needed for total items (0 when nothing matches). */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

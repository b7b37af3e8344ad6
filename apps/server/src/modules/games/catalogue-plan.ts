import type { FeedGame } from './catalogue-feed.js';
import { searchColumns } from './game-search.js';

/** A game as the catalogue stores it (what an import writes). */
export interface CatalogueRow {
  node_id: string;
  vendor_code: string;
  category: string;
  node_name: string;
  game_name: Record<string, string>;
  icon_url: string;
  show_icon: boolean;
  classify: string | null;
  support_play: number;
  room_id: string | null;
  min_bet: number;
  min_line_num: number;
  maintenance: boolean;
  enabled: boolean;
  sort: number;
  search_text: string;
  search_names: Record<string, string>;
  /** GAME, or VASSALAGE: a vendor entry (spec §3 isGame). */
  entry_kind: 'GAME' | 'VASSALAGE';
}

/** The row a feed game becomes; sort keeps the feed's order within its vendor. */
export function toCatalogueRow(game: FeedGame, sort: number): CatalogueRow {
  const names = Object.fromEntries(
    Object.entries(game.gameName).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const { searchNames, searchText } = searchColumns(names);
  return {
    node_id: game.nodeId,
    vendor_code: game.vassalage,
    category: game.gameCategory,
    node_name: game.nodeName,
    game_name: names,
    icon_url: game.iconUrl,
    show_icon: game.showIcon,
    classify: game.gameClassify ?? null,
    support_play: game.supportPlay,
    room_id: game.roomId ?? null,
    min_bet: game.minBet,
    min_line_num: game.minLineNum,
    maintenance: game.status === 'MAINTENANCE',
    enabled: game.status !== 'OFF',
    sort,
    search_text: searchText,
    search_names: searchNames,
    entry_kind: game.isGame,
  };
}

export interface ImportPlan {
  /** New and changed rows, written in one upsert. */
  upserts: CatalogueRow[];
  added: string[];
  changed: string[];
  unchanged: number;
  /** Listed games the feed turns off or no longer has (their vendor is in the feed). */
  disabled: string[];
  /** Node ids the feed gives to a vendor other than the one that has them. */
  conflicts: Array<{ nodeId: string; vendor: string; owner: string }>;
}

const COMPARED: ReadonlyArray<keyof CatalogueRow> = [
  'category',
  'node_name',
  'game_name',
  'icon_url',
  'show_icon',
  'classify',
  'support_play',
  'room_id',
  'min_bet',
  'min_line_num',
  'maintenance',
  'enabled',
  'sort',
  'entry_kind',
];

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : JSON.stringify(value);

const same = (a: CatalogueRow, b: CatalogueRow) =>
  COMPARED.every((key) => canonical(a[key]) === canonical(b[key]));

/** Compares a feed with the stored games of the vendors in it. */
export function planImport(existing: readonly CatalogueRow[], feed: readonly FeedGame[]): ImportPlan {
  const stored = new Map(existing.map((row) => [row.node_id, row]));
  const feedVendors = new Set(feed.map((g) => g.vassalage));
  const position = new Map<string, number>();
  const plan: ImportPlan = { upserts: [], added: [], changed: [], unchanged: 0, disabled: [], conflicts: [] };
  for (const game of feed) {
    const sort = position.get(game.vassalage) ?? 0;
    position.set(game.vassalage, sort + 1);
    const row = toCatalogueRow(game, sort);
    const before = stored.get(row.node_id);
    if (before && before.vendor_code !== row.vendor_code) {
      plan.conflicts.push({ nodeId: row.node_id, vendor: row.vendor_code, owner: before.vendor_code });
    } else if (!before) {
      plan.upserts.push(row);
      plan.added.push(row.node_id);
    } else if (!same(before, row)) {
      plan.upserts.push(row);
      if (before.enabled && !row.enabled) plan.disabled.push(row.node_id);
      else plan.changed.push(row.node_id);
    } else plan.unchanged += 1;
  }
  const inFeed = new Set(feed.map((g) => g.nodeId));
  for (const row of existing) {
    if (row.enabled && feedVendors.has(row.vendor_code) && !inFeed.has(row.node_id)) {
      plan.disabled.push(row.node_id);
      plan.upserts.push({ ...row, enabled: false });
    }
  }
  return plan;
}

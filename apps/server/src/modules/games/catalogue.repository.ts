import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CatalogueRow } from './catalogue-plan.js';

const STORED_COLUMNS = [
  'node_id',
  'vendor_code',
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
  'search_text',
  'search_names',
  'entry_kind',
] as const;

/**
 * After many games were written: fresh planner statistics, and the name search's trigram index (PostgreSQL only)
 * with its pending entries merged. GIN queues new rows in a pending list that every search must read in full
 * until a vacuum comes by; after a 10,000-game seed that list made a name search take 5 ms instead of 0.4 ms,
 * and steered the game list's prepared plan away from the index altogether.
 */
export async function refreshCatalogueIndexes(db: Executor): Promise<void> {
  await sql`analyze games`.execute(db);
  await sql`
    select gin_clean_pending_list(c.oid)
    from pg_class c
    where c.relname = 'games_search_trgm' and c.relkind = 'i'`.execute(db);
}

/** The stored games of the given vendors, and any game holding one of the node ids (to spot conflicts). */
export async function storedGames(
  db: Executor,
  vendors: readonly string[],
  nodeIds: readonly string[],
): Promise<CatalogueRow[]> {
  if (vendors.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .select(STORED_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('vendor_code', 'in', vendors),
        eb('node_id', '=', eb.fn.any(sql<string[]>`${nodeIds}::text[]`)),
      ]),
    )
    .execute();
  return rows.map((r) => ({ ...r, min_bet: Number(r.min_bet), classify: r.classify ?? null }));
}

export async function existingVendorCodes(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('vendors').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

/**
 * Writes new and changed games in one set-based statement: the rows travel as one JSON parameter (no limit
 * on the number of bind parameters), new ones are inserted and the others updated in place. A new game's
 * first_listed_at is the database's now(); an update never changes it.
 */
export async function upsertGames(db: Executor, rows: readonly CatalogueRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into games (node_id, vendor_code, category, node_name, game_name, icon_url, show_icon, classify,
      support_play, room_id, min_bet, min_line_num, maintenance, enabled, sort, search_text, search_names,
      entry_kind, hot_rank, updated_at)
    select r.node_id, r.vendor_code, r.category, r.node_name, r.game_name, r.icon_url, r.show_icon, r.classify,
      r.support_play, r.room_id, r.min_bet, r.min_line_num, r.maintenance, r.enabled, r.sort, r.search_text,
      r.search_names, r.entry_kind, null, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(node_id text, vendor_code text,
      category text, node_name text, game_name jsonb, icon_url text, show_icon boolean, classify text,
      support_play integer, room_id text, min_bet bigint, min_line_num integer, maintenance boolean,
      enabled boolean, sort integer, search_text text, search_names jsonb, entry_kind text)
    on conflict (node_id) do update set
      category = excluded.category, node_name = excluded.node_name, game_name = excluded.game_name,
      icon_url = excluded.icon_url, show_icon = excluded.show_icon, classify = excluded.classify,
      support_play = excluded.support_play, room_id = excluded.room_id, min_bet = excluded.min_bet,
      min_line_num = excluded.min_line_num, maintenance = excluded.maintenance, enabled = excluded.enabled,
      sort = excluded.sort, search_text = excluded.search_text, search_names = excluded.search_names,
      entry_kind = excluded.entry_kind, updated_at = now()
    where games.vendor_code = excluded.vendor_code`.execute(db);
}

/** The operator's kill switch of one game; its state before, or null for an unknown game. */
export async function setGameDisabled(db: Executor, nodeId: string, disabled: boolean) {
  const before = await db
    .selectFrom('games')
    .select(['node_id', 'vendor_code', 'operator_disabled'])
    .where('node_id', '=', nodeId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await db
    .updateTable('games')
    .set({ operator_disabled: disabled, updated_at: sql`now()` })
    .where('node_id', '=', nodeId)
    .execute();
  return before;
}

/** A vendor's maintenance switch (all its games shown as under maintenance); its state before, or null. */
export async function setVendorMaintenance(db: Executor, code: string, on: boolean) {
  const before = await db
    .selectFrom('vendors')
    .select(['code', 'maintenance'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await db.updateTable('vendors').set({ maintenance: on }).where('code', '=', code).execute();
  return before;
}

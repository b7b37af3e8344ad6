import type { StudioGameInfoOf, StudioHighCardTableInfo } from '@suerte/contracts';
import { HIGH_CARD_MAX_PLAYERS, HIGH_CARD_MIN_PLAYERS, HIGH_CARD_RAKE_BP } from '@suerte/fair';
import type { StudioGameEntry, StudioLanguage } from './kind.js';

/** A table of the configuration: its name in every language, like a game's. */
export interface HighCardTable extends Omit<StudioHighCardTableInfo, 'name' | 'names'> {
  name: Record<StudioLanguage, string>;
}

/** A PVP High Card game: its tables (each of one currency and stake) and the start timer. */
export interface HighCardStudioGame extends StudioGameEntry<'highcard'> {
  tables: readonly HighCardTable[];
  startDelaySeconds: number;
}

/** A table as the client gets it: the English name (for clients that know only that) and every language's. */
export function tableInfo(table: HighCardTable): StudioHighCardTableInfo {
  return { ...table, name: table.name.en, names: { ...table.name } };
}

/**
 * High Card is a table game, not a per-player round: members sit at a table and the hand is dealt for all of
 * them at once (tables.service.ts). The kind only describes the game to the session and the catalogue.
 */
export const highCardKind = {
  kind: 'highcard' as const,
  info(game: HighCardStudioGame): Omit<StudioGameInfoOf<'highcard'>, 'code' | 'name' | 'kind' | 'variant'> {
    return {
      // Between members the house keeps only the rake: the players' return is 1 − rake.
      rtp: (10_000 - HIGH_CARD_RAKE_BP) / 10_000,
      rakeBp: HIGH_CARD_RAKE_BP,
      minPlayers: HIGH_CARD_MIN_PLAYERS,
      startDelaySeconds: game.startDelaySeconds,
      tables: game.tables.map(tableInfo),
    };
  },
  catalogue(game: HighCardStudioGame) {
    return { minBet: Math.min(...game.tables.map((t) => t.stake)), minLineNum: 0 };
  },
};

/** A table's configuration is checked once, at load: 2…6 seats, a positive stake. */
export function checkTables(tables: readonly HighCardTable[]): void {
  const ids = new Set<string>();
  for (const t of tables) {
    if (ids.has(t.tableId)) throw new Error(`table ${t.tableId} twice`);
    ids.add(t.tableId);
    if (t.seats < HIGH_CARD_MIN_PLAYERS || t.seats > HIGH_CARD_MAX_PLAYERS) throw new Error('2 to 6 seats');
    if (!Number.isSafeInteger(t.stake) || t.stake < 1) throw new Error('a positive stake');
  }
}

/**
 * The `/elott` list (spec §2): region tabs from the menu's tags, weekday tabs T2–T7 and CN (draw days 2–7
 * and 1), a name search, and four view modes: all (the tab's games), week (the tab's games drawing on the
 * chosen weekday), search (every game whose name matches, whatever the tabs) and recent (recent results).
 */
import type { LotteryGame, LotteryMenuGroup } from '@suerte/contracts';

/** T2..T7 then CN: the draw-day numbers 2–7 and 1 (1 = Sunday). */
export const WEEKDAYS = ['2', '3', '4', '5', '6', '7', '1'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ElottMode = 'all' | 'week' | 'search' | 'recent';

export interface ElottFilters {
  tag: string | null;
  day: Weekday | null;
  query: string;
  recent: boolean;
}

/** Which view the filters ask for: a search wins, then recent results, then a weekday, else all. */
export function elottMode(filters: ElottFilters): ElottMode {
  if (filters.query.trim() !== '') return 'search';
  if (filters.recent) return 'recent';
  if (filters.day !== null) return 'week';
  return 'all';
}

/** Whether a game draws on a weekday (its drawDayOfWeek is a comma list of day numbers). */
export function drawsOn(game: Pick<LotteryGame, 'drawDayOfWeek'>, day: Weekday): boolean {
  return game.drawDayOfWeek
    .split(',')
    .map((d) => d.trim())
    .includes(day);
}

/** Folds case and Vietnamese marks so "mien bac" finds "Miền Bắc" and "ha noi" finds "Hà Nội". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** The games the list shows for the filters (empty in recent mode, which lists results instead). */
export function elottGames(groups: readonly LotteryMenuGroup[], filters: ElottFilters): LotteryGame[] {
  const mode = elottMode(filters);
  if (mode === 'recent') return [];
  if (mode === 'search') {
    const needle = foldName(filters.query);
    const seen = new Set<string>();
    return groups
      .flatMap((group) => group.gameMenus)
      .filter((game) => {
        if (seen.has(game.gameCode) || !foldName(game.gameName).includes(needle)) return false;
        seen.add(game.gameCode);
        return true;
      });
  }
  const group = groups.find((g) => g.tag === filters.tag) ?? groups[0];
  const games = group?.gameMenus ?? [];
  return mode === 'week' && filters.day !== null ? games.filter((g) => drawsOn(g, filters.day!)) : games;
}

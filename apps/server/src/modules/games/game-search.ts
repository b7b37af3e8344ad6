/**
 * Name search that ignores case and accents the same way on every database: names are normalized in code when
 * they are stored (search_text / search_names) and the search term is normalized the same way when it is asked,
 * so neither PostgreSQL's unaccent nor PGlite is needed at query time.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = { đ: 'd', ð: 'd', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/** Lower case, diacritics removed (NFD, combining marks dropped), runs of spaces and punctuation as one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[đðłøßæœı]/g, (c) => FOLDED[c] ?? c)
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}

/** The stored search columns of a game: its normalized name per language and all of them, one per line. */
export function searchColumns(names: Record<string, string>): {
  searchNames: Record<string, string>;
  searchText: string;
} {
  const searchNames = Object.fromEntries(
    Object.entries(names).map(([lang, name]) => [lang, normalizeSearchText(name)]),
  );
  const searchText = [...new Set(Object.values(searchNames))].join('\n');
  return { searchNames, searchText };
}

/** A LIKE pattern matching the normalized term anywhere; null when nothing searchable remains. */
export function searchPattern(term: string | undefined): string | null {
  const normalized = normalizeSearchText(term ?? '');
  if (normalized === '') return null;
  return `%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Asterisks over a member name: the first two characters and the last one stay (winner board, spec §1). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

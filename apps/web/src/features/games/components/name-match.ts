/** Lower case without accents, so "Fortuna" finds "Fortúna" (as the server's search does). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether a game's name holds the searched text, accents and case aside. */
export function nameMatches(names: readonly string[], query: string): boolean {
  const wanted = foldName(query.trim());
  return wanted === '' || names.some((name) => foldName(name).includes(wanted));
}

import { describe, expect, it } from 'vitest';
import { gameRulesFigures } from '@suerte/fair';

// The games-rules catalogs' numbers are {{placeholders}} filled from the engines (gameRulesFigures), so a rules
// page cannot publish a return, rake, margin or edge that the game does not have.
const catalogs = import.meta.glob<{ default: Record<string, Record<string, string>> }>(
  '../locales/*/games-rules.json',
  { eager: true },
);
const figures = gameRulesFigures() as unknown as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe('games rules catalogs', () => {
  it('exist in the five languages', () => {
    expect(
      Object.keys(catalogs)
        .map((path) => path.split('/')[2])
        .sort(),
    ).toEqual(['en', 'id', 'th', 'tl', 'vi']);
  });

  it('use only figures the engines give, and each game shows all of its figures', () => {
    for (const [path, { default: catalog }] of Object.entries(catalogs))
      for (const [game, texts] of Object.entries(catalog)) {
        const given = game === 'common' ? {} : figures[game];
        expect(given, `${path}: ${game} has no figures`).toBeDefined();
        const used = new Set(Object.values(texts).flatMap(placeholders));
        for (const name of used) expect(Object.keys(given!), `${path} ${game}`).toContain(name);
        if (game !== 'common')
          expect([...used].sort(), `${path} ${game}`).toEqual(Object.keys(given!).sort());
      }
  });

  it('show the engines’ numbers once filled in', () => {
    const en = Object.entries(catalogs).find(([path]) => path.includes('/en/'))![1].default;
    const fill = (game: string, key: string) =>
      en[game]![key]!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => figures[game]![name]!);
    expect(fill('mines', 'return')).toBe(
      'Return to player: 97 %, exactly, whatever number of mines you choose and whenever you cash out.',
    );
    expect(fill('baccarat', 'edges')).toBe(
      'Exact house edges: Banker 1.0579 %, Player 1.2351 %, Tie 14.3596 %, each pair 10.3614 %.',
    );
    expect(fill('highCard', 'example')).toContain('the rake is 1.50 and the winner receives 28.50');
  });
});

import { readFileSync } from 'node:fs';
import { FairStream, playRound } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { betLevels, compiledSlot } from './kinds/index.js';
import { slotOutcome } from './kinds/slot-outcome.js';
import { STUDIO_GAMES, studioCatalogueFeed, studioGame, variantFor } from './studio-games.js';

const slotGames = STUDIO_GAMES.flatMap((g) => (g.kind === 'slot' ? [g] : []));
const LANGUAGES = ['en', 'tl', 'th', 'vi', 'id'] as const;
/** One of the web client's catalogs (the /fair verifier's and the rules pages' texts). */
const webCatalog = (language: string, file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../web/src/locales/${language}/${file}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string>>;

describe('studio games', () => {
  it('offers each game its default stake and a variant per merchant, never per player', () => {
    for (const game of slotGames) {
      const slot = compiledSlot(game.code, game.defaultVariant);
      expect(betLevels(game, slot.lineCount)).toContain(game.defaultCoin * slot.lineCount);
    }
    const dragon = studioGame('lucky-dragon')!;
    const variants = { 'SUERTE_TH:lucky-dragon': '94' };
    expect(variantFor(dragon, 'SUERTE_TH', variants)).toBe('94');
    expect(variantFor(dragon, 'SUERTE_PH', variants)).toBe('96');
    expect(variantFor(dragon, 'SUERTE_PH', { 'lucky-dragon': '99' })).toBe('96');
  });

  it('publishes a catalogue feed row per game and category, a further category under its own node id', () => {
    expect(
      studioCatalogueFeed('SUERTE').map((r) => [r.nodeId, r.gameCategory, r.minBet, r.minLineNum]),
    ).toEqual([
      ['lucky-dragon', 'RNG', 20, 20],
      ['jade-temple', 'RNG', 25, 25],
      ['baccarat', 'LIVE', 100, 0],
      ['crash', 'FISH', 100, 0],
      ['crash-arcade', 'ARCADE', 100, 0],
      ['high-card', 'PVP', 1_000, 0],
      ['bingo-75', 'BINGO', 500, 0],
      ['cockfight', 'COCKFIGHT', 100, 0],
      ['football', 'SPORTS', 100, 0],
    ]);
    // Either listing opens the same game.
    expect(studioGame('crash-arcade')).toBe(studioGame('crash'));
    expect(studioGame('crash-fish')).toBeUndefined();
  });

  it('turns a round in coins into minor units: every win is the coin value times its coins', () => {
    for (const game of slotGames) {
      const slot = compiledSlot(game.code, game.defaultVariant);
      const bet = 5 * slot.lineCount;
      for (let nonce = 0; nonce < 300; nonce++) {
        const round = playRound(slot, FairStream.of({ serverSeed: 'vector-seed', clientSeed: 'c', nonce }));
        const outcome = slotOutcome(slot, round, bet);
        expect(outcome.totalWin).toBe(round.pay * 5);
        const parts =
          outcome.win + outcome.freeSpins.reduce((s, f) => s + f.win, 0) + (outcome.pickBonus?.win ?? 0);
        expect(parts).toBe(outcome.totalWin);
        expect(outcome.freeSpinsAwarded).toBe(outcome.freeSpins.length);
      }
    }
    expect(() => slotOutcome(compiledSlot('lucky-dragon', '96'), {} as never, 101)).toThrow(RangeError);
  });

  it('names its games as the verifier and the rules pages do, in every language', () => {
    const name = (code: string, language: (typeof LANGUAGES)[number]) => studioGame(code)!.name[language];
    for (const language of LANGUAGES) {
      const fair = webCatalog(language, 'fair').games!;
      const rules = webCatalog(language, 'games-rules');
      expect(fair['high-card'], language).toBe(name('high-card', language));
      expect(fair['lucky-dragon-96'], language).toBe(`${name('lucky-dragon', language)} 96`);
      expect(fair['jade-temple-95'], language).toBe(`${name('jade-temple', language)} 95`);
      expect(fair.baccarat, language).toBe(name('baccarat', language));
      expect(fair.crash, language).toBe(name('crash', language));
      expect(fair['bingo-draw'], language).toMatch(new RegExp(`^${name('bingo-75', language)}: `));
      expect(rules.highCard!.title, language).toBe(name('high-card', language));
      expect(rules.baccarat!.title, language).toBe(name('baccarat', language));
      expect(rules.crash!.title, language).toBe(name('crash', language));
      expect(rules.bingo!.title, language).toBe(name('bingo-75', language));
    }
  });

  it('names every High Card table in every language, English first', () => {
    for (const game of STUDIO_GAMES)
      if (game.kind === 'highcard')
        for (const table of game.tables) {
          expect(Object.keys(table.name).sort()).toEqual([...LANGUAGES].sort());
          // Only the stake, a number, is shared: the words are each language's own.
          for (const language of LANGUAGES.slice(1))
            expect(table.name[language], `${table.tableId} ${language}`).not.toBe(table.name.en);
        }
  });
});

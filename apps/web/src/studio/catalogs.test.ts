import { describe, expect, it } from 'vitest';

// The game client's texts in the five languages: every key of the English catalog, and no English left behind
// except the words listed here, which players of the language use as they are (and its other catalogs too).
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/studio.json', {
  eager: true,
});

/** Seed and round terms of the verifier, the baccarat road's letters, "vs" and the sabong sides (Filipino). */
const EVERYWHERE = [
  'recall.nonce',
  'fair.clientSeed',
  'fair.serverSeed',
  'event.seedHash',
  'event.versus',
  'event.selections.meron',
  'event.selections.wala',
  'baccarat.bead.player',
  'baccarat.bead.banker',
  'baccarat.bead.tie',
  'bingo.patterns.x',
];
const KEPT: Record<string, string[]> = {
  tl: [
    'reels.reel',
    'rules.crash.target',
    'rules.highCard.ante',
    'rules.bingo.pattern',
    'baccarat.spots.player',
    'baccarat.spots.banker',
    'highCard.ante',
    'highCard.pot',
    'bingo.price',
    'bingo.pot',
    'bingo.card',
    'bingo.patterns.frame',
    'event.selections.home',
    'event.selections.away',
  ],
  th: [],
  vi: [],
  id: [
    'baccarat.spots.player',
    'baccarat.spots.banker',
    'highCard.pot',
    'bingo.pot',
    'event.over',
    'event.under',
    'event.selections.over',
    'event.selections.under',
  ],
};

function flat(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    flat(v, prefix ? `${prefix}.${key}` : key),
  );
}
const catalog = (language: string) => new Map(flat(catalogs[`../locales/${language}/studio.json`]!.default));

describe('the game client’s catalogs', () => {
  const en = catalog('en');

  it.each(Object.keys(KEPT))('%s has every text, translated', (language) => {
    const texts = catalog(language);
    expect([...en.keys()].filter((key) => !texts.has(key))).toEqual([]);
    const kept = new Set([...EVERYWHERE, ...KEPT[language]!]);
    const english = [...texts].filter(([key, text]) => en.get(key) === text && !kept.has(key));
    expect(english).toEqual([]);
  });
});

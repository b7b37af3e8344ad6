import type { Locale } from '@suerte/contracts';
import { normalizeSearchText, searchColumns } from '../../modules/games/index.js';
import {
  DEMO_NAME_LANGUAGES,
  DEMO_TRANSLATED_WORDS,
  type DemoNameLanguage,
  translatedName,
} from './demo-catalogue-names.js';

/**
 * The generated demo slot catalogue: several demo vendors (their names say Demo) with about 10,000 slot games
 * in all, named from word lists, deterministic (the same catalogue on every seed). Icons are drawn by the media
 * module from the name (/media/game/<slug>.svg), nothing is downloaded. A demo vendor's games launch the
 * studio's own game of their kind (vendors.plays_as_vendor), so every demo entry can be played.
 */
export const DEMO_CATALOGUE_VENDORS = [
  { code: 'DEMO_NOVA', name: 'Nova Reels (Demo)' },
  { code: 'DEMO_TIDE', name: 'Tidewater Games (Demo)' },
  { code: 'DEMO_EMBER', name: 'Ember Play (Demo)' },
  { code: 'DEMO_JADE', name: 'Jade Lantern (Demo)' },
  { code: 'DEMO_ORBIT', name: 'Orbit Arcade (Demo)' },
] as const;

/** The full demo catalogue's size; test databases seed a smaller one. */
export const DEMO_CATALOGUE_GAMES = 10_000;

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Crystal',
  'Blazing',
  'Frozen',
  'Hidden',
  'Ancient',
  'Neon',
  'Electric',
  'Silver',
  'Jade',
  'Ruby',
  'Sapphire',
  'Thunder',
  'Midnight',
  'Sunny',
  'Stellar',
  'Cosmic',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Ocean',
  'Jungle',
  'Desert',
  'Arctic',
  'Magic',
  'Fortune',
  'Señor',
  'Café',
  'Fiesta',
  'Jalapeño',
  'Piñata',
  'Noël',
  'Crème',
  'Mañana',
  'Sakura',
  'Lotus',
  'Carnival',
  'Pirate',
  'Samurai',
  'Viking',
  'Pharaoh',
  'Emerald',
  'Diamond',
  'Rainbow',
  'Volcano',
  'Starlight',
];
const NOUNS = [
  'Riches',
  'Reels',
  'Treasure',
  'Jackpot',
  'Spins',
  'Gems',
  'Coins',
  'Temple',
  'Kingdom',
  'Quest',
  'Safari',
  'Express',
  'Nights',
  'Bonanza',
  'Fruits',
  'Sevens',
  'Bells',
  'Pearls',
  'Legends',
  'Empire',
  'Harvest',
  'Festival',
  'Voyage',
  'Garden',
  'Palace',
  'Castle',
  'Mines',
  'Wolves',
  'Pandas',
  'Koi',
  'Lanterns',
  'Fireworks',
  'Rockets',
  'Comets',
  'Crowns',
  'Dice',
  'Cards',
  'Hearts',
  'Stars',
  'Moons',
  'Tacos',
  'Mangoes',
  'Bananas',
  'Cherries',
  'Lemons',
  'Buffalo',
  'Eagles',
  'Sharks',
  'Dolphins',
  'Owls',
];
const EDITIONS = ['', 'Deluxe', 'Megaways', 'Hold and Win', 'Extreme'];
const COMBINATIONS = ADJECTIVES.length * NOUNS.length * EDITIONS.length;
/** A prime not dividing COMBINATIONS: i → i·STEP mod COMBINATIONS visits every name once, well mixed. */
const STEP = 7919;

export function demoGameName(index: number): string {
  const { adjective, noun, edition } = nameParts(index);
  return [ADJECTIVES[adjective], NOUNS[noun], EDITIONS[edition]].filter(Boolean).join(' ');
}

/** The word positions of the index-th name (the SQL of the seed computes the same). */
function nameParts(index: number) {
  const n = (index * STEP) % COMBINATIONS;
  return {
    adjective: n % ADJECTIVES.length,
    noun: Math.floor(n / ADJECTIVES.length) % NOUNS.length,
    edition: Math.floor(n / (ADJECTIVES.length * NOUNS.length)),
  };
}

/** The index-th game's names: English, and each language that has both of its words (demo-catalogue-names). */
export function demoGameNames(index: number): Record<string, string> {
  const { adjective, noun, edition } = nameParts(index);
  const words = { adjective: ADJECTIVES[adjective]!, noun: NOUNS[noun]!, edition: EDITIONS[edition]! };
  const names: Record<string, string> = { en: demoGameName(index) };
  for (const language of DEMO_NAME_LANGUAGES) {
    const name = translatedName(language, words);
    if (name) names[language] = name;
  }
  return names;
}

/** The word lists as the seed's SQL takes them: as shown, normalized for search, and as icon slugs. */
export function demoWordLists() {
  const forms = (words: readonly string[]) => ({
    shown: [...words],
    search: words.map(normalizeSearchText),
    slug: words.map((w) => normalizeSearchText(w).replace(/ /g, '-')),
  });
  // Per language, the translated words in the English lists' positions ('' where there is none).
  const translated = (language: DemoNameLanguage) => {
    const w = DEMO_TRANSLATED_WORDS[language];
    const aligned = (english: readonly string[], table: Readonly<Record<string, string>>) => {
      const shown = english.map((word) => table[word] ?? '');
      return { shown, search: shown.map(normalizeSearchText) };
    };
    return {
      language,
      adjectiveFirst: w.adjectiveFirst,
      joiner: w.joiner,
      adjectives: aligned(ADJECTIVES, w.adjectives),
      nouns: aligned(NOUNS, w.nouns),
    };
  };
  return {
    adjectives: forms(ADJECTIVES),
    nouns: forms(NOUNS),
    editions: forms(EDITIONS),
    languages: DEMO_NAME_LANGUAGES.map(translated),
    step: STEP,
    combinations: COMBINATIONS,
  };
}

/** The name of a demo vendor's entry (isGame VASSALAGE) in each language: it opens the vendor's games. */
const VENDOR_ENTRY_NAMES: Record<Locale, (vendor: string) => string> = {
  en: (v) => `All ${v} games`,
  tl: (v) => `Lahat ng laro ng ${v}`,
  th: (v) => `เกมทั้งหมดของ ${v}`,
  vi: (v) => `Tất cả trò chơi ${v}`,
  id: (v) => `Semua game ${v}`,
};

/** The demo vendors' entries (one each, in their slot lane, before their games): rows of the games table. */
export function demoVendorEntries() {
  return DEMO_CATALOGUE_VENDORS.map((v) => {
    const slug = v.code.toLowerCase().replace('_', '-');
    const names = Object.fromEntries(
      Object.entries(VENDOR_ENTRY_NAMES).map(([lang, name]) => [lang, name(v.name)]),
    );
    const { searchNames, searchText } = searchColumns(names);
    return {
      node_id: `${slug}-all`,
      vendor_code: v.code,
      category: 'RNG',
      node_name: v.name,
      game_name: names,
      icon_url: `/media/vendor/${slug}.svg`,
      show_icon: true,
      support_play: 1,
      sort: -1,
      search_text: searchText,
      search_names: searchNames,
      entry_kind: 'VASSALAGE' as const,
    };
  });
}

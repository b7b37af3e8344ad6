import { BINGO_75_ROOMS } from '@suerte/contracts';
import { jadeTempleVariants, luckyDragonVariants } from '@suerte/fair';
import { checkTables } from './kinds/highcard.js';
import { kindOf, type StudioGame } from './kinds/index.js';

export type { StudioGame } from './kinds/index.js';

const COINS = [1, 2, 5, 10, 20, 50, 100, 500] as const;

/** The studio's games, every kind; each lists its certified variants and the catalogue categories it is in. */
export const STUDIO_GAMES: readonly StudioGame[] = [
  {
    code: 'lucky-dragon',
    kind: 'slot',
    name: {
      en: 'Lucky Dragon',
      tl: 'Lucky Dragon',
      th: 'มังกรนำโชค',
      vi: 'Rồng May Mắn',
      id: 'Naga Keberuntungan',
    },
    variants: Object.keys(luckyDragonVariants),
    defaultVariant: '96',
    coinValues: COINS,
    defaultCoin: 5,
    supportPlay: 0,
    iconUrl: '/media/game/lucky-dragon.svg',
    classify: 'JP',
    categories: ['RNG'],
  },
  {
    code: 'jade-temple',
    kind: 'slot',
    name: { en: 'Jade Temple', tl: 'Jade Temple', th: 'วิหารหยก', vi: 'Đền Ngọc Bích', id: 'Kuil Giok' },
    variants: Object.keys(jadeTempleVariants),
    defaultVariant: '95',
    coinValues: COINS,
    defaultCoin: 2,
    supportPlay: 0,
    iconUrl: '/media/game/jade-temple.svg',
    classify: 'JP',
    categories: ['RNG'],
  },
  {
    code: 'baccarat',
    kind: 'baccarat',
    name: { en: 'Baccarat', tl: 'Baccarat', th: 'บาคาร่า', vi: 'Baccarat', id: 'Bakarat' },
    variants: ['standard'],
    defaultVariant: 'standard',
    // ₱1 to ₱500 chips; stakes in whole units of 1.00 (the banker's 5 % commission is then exact).
    chips: [100, 500, 1_000, 5_000, 10_000, 50_000],
    defaultChip: 1_000,
    unit: 100,
    limits: {
      player: { min: 100, max: 2_000_000 },
      banker: { min: 100, max: 2_000_000 },
      tie: { min: 100, max: 250_000 },
      playerPair: { min: 100, max: 180_000 },
      bankerPair: { min: 100, max: 180_000 },
    },
    supportPlay: 0,
    iconUrl: '/media/game/baccarat.svg',
    classify: null,
    categories: ['LIVE'],
  },
  {
    code: 'crash',
    kind: 'crash',
    name: { en: 'Crash', tl: 'Crash', th: 'แครช', vi: 'Crash', id: 'Crash' },
    variants: ['97'],
    defaultVariant: '97',
    minStake: 100,
    maxStake: 500_000,
    defaultStake: 1_000,
    stakeChips: [100, 500, 1_000, 5_000, 10_000, 50_000],
    // ×1.01 to ×1,000.00.
    maxTarget: 100_000,
    defaultTarget: 200,
    supportPlay: 0,
    iconUrl: '/media/game/crash.svg',
    classify: null,
    categories: ['FISH', 'ARCADE'],
  },
  {
    code: 'high-card',
    kind: 'highcard',
    name: { en: 'High Card', tl: 'High Card', th: 'ไพ่สูง', vi: 'Lá Bài Cao', id: 'Kartu Tinggi' },
    variants: ['rake-5'],
    defaultVariant: 'rake-5',
    // Tables of each demo currency at different stakes and sizes; the ante is the same for every seat.
    tables: [
      {
        tableId: 'hc-php-10',
        name: { en: 'Table 10', tl: 'Mesa 10', th: 'โต๊ะ 10', vi: 'Bàn 10', id: 'Meja 10' },
        currency: 'PHP',
        stake: 1_000,
        seats: 6,
      },
      {
        tableId: 'hc-php-50',
        name: { en: 'Table 50', tl: 'Mesa 50', th: 'โต๊ะ 50', vi: 'Bàn 50', id: 'Meja 50' },
        currency: 'PHP',
        stake: 5_000,
        seats: 4,
      },
      {
        tableId: 'hc-php-200',
        name: {
          en: 'Heads-up 200',
          tl: 'Dalawahan 200',
          th: 'ตัวต่อตัว 200',
          vi: 'Đối đầu 200',
          id: 'Satu Lawan Satu 200',
        },
        currency: 'PHP',
        stake: 20_000,
        seats: 2,
      },
      {
        tableId: 'hc-thb-20',
        name: { en: 'Table 20', tl: 'Mesa 20', th: 'โต๊ะ 20', vi: 'Bàn 20', id: 'Meja 20' },
        currency: 'THB',
        stake: 2_000,
        seats: 6,
      },
    ],
    startDelaySeconds: 8,
    // Between members only: no free trial.
    supportPlay: 1,
    iconUrl: '/media/game/high-card.svg',
    classify: null,
    categories: ['PVP'],
  },
  {
    code: 'bingo-75',
    kind: 'bingo',
    name: { en: 'Bingo 75', tl: 'Bingo 75', th: 'บิงโก 75', vi: 'Bingo 75', id: 'Bingo 75' },
    variants: ['rooms'],
    defaultVariant: 'rooms',
    rooms: BINGO_75_ROOMS,
    // Real money only: the pot is shared between members.
    supportPlay: 1,
    iconUrl: '/media/game/bingo-75.svg',
    classify: null,
    categories: ['BINGO'],
  },
  {
    code: 'cockfight',
    kind: 'event',
    sport: 'cockfight',
    name: {
      en: 'Sabong Arena (simulated)',
      tl: 'Sabong Arena (simulasyon)',
      th: 'สนามชนไก่ (จำลอง)',
      vi: 'Đấu Trường Gà (mô phỏng)',
      id: 'Arena Sabung (simulasi)',
    },
    variants: ['standard'],
    defaultVariant: 'standard',
    minStake: 100,
    maxStake: 500_000,
    defaultStake: 1_000,
    stakeChips: [100, 500, 1_000, 5_000, 10_000, 50_000],
    marginBp: 500,
    drawBp: 300,
    periodSeconds: 60,
    ahead: 3,
    contestants: [
      'Red Comet',
      'Iron Talon',
      'Golden Spur',
      'Night Ember',
      'Jade Crest',
      'Storm Wing',
      'Ash King',
      'River Blade',
    ],
    ratings: { min: 350, max: 650 },
    // Real money only: bets wait for the event, and play money would need a book of its own.
    supportPlay: 1,
    iconUrl: '/media/game/cockfight.svg',
    classify: null,
    categories: ['COCKFIGHT'],
  },
  {
    code: 'football',
    kind: 'event',
    sport: 'football',
    name: {
      en: 'Virtual Football League (simulated)',
      tl: 'Virtual Football League (simulasyon)',
      th: 'ฟุตบอลเสมือนจริง (จำลอง)',
      vi: 'Giải Bóng Đá Ảo (mô phỏng)',
      id: 'Liga Sepak Bola Virtual (simulasi)',
    },
    variants: ['standard'],
    defaultVariant: 'standard',
    minStake: 100,
    maxStake: 500_000,
    defaultStake: 1_000,
    stakeChips: [100, 500, 1_000, 5_000, 10_000, 50_000],
    marginBp: 600,
    drawBp: null,
    periodSeconds: 90,
    ahead: 3,
    contestants: [
      'Harbor City',
      'Northfield',
      'Lakeside United',
      'Red Valley',
      'Old Town',
      'Pine Rovers',
      'Coral Bay',
      'Summit FC',
    ],
    ratings: { min: 10, max: 40 },
    supportPlay: 1,
    iconUrl: '/media/game/football.svg',
    classify: null,
    categories: ['SPORTS'],
  },
];
for (const game of STUDIO_GAMES) if (game.kind === 'highcard') checkTables(game.tables);

/** The catalogue node id of a game in one of its categories (the first: its code). */
export function listingNodeId(game: StudioGame, category: StudioGame['categories'][number]): string {
  return category === game.categories[0] ? game.code : `${game.code}-${category.toLowerCase()}`;
}

/** A game by its code, or by the node id of one of its further catalogue listings. */
export function studioGame(code: string): StudioGame | undefined {
  return STUDIO_GAMES.find(
    (g) => g.code === code || g.categories.some((category) => listingNodeId(g, category) === code),
  );
}

/**
 * The variant a merchant runs: `variants` maps "MERCHANT:game" (or "game" for every merchant) to a variant id,
 * e.g. STUDIO_VARIANTS="SUERTE_TH:lucky-dragon=94". Unknown ids fall back to the game's default.
 */
export function variantFor(game: StudioGame, merchant: string, variants: Record<string, string>): string {
  const id = variants[`${merchant}:${game.code}`] ?? variants[game.code] ?? game.defaultVariant;
  return game.variants.includes(id) ? id : game.defaultVariant;
}

/**
 * The studio's catalogue feed in the portal's `catalogue:import` format (one row per game and category), as any
 * vendor publishes it; vendor SUERTE, each game in its categories.
 */
export function studioCatalogueFeed(vendorCode: string) {
  return STUDIO_GAMES.flatMap((game) => {
    const { minBet, minLineNum } = kindOf(game).catalogue(game);
    return game.categories.map((category) => ({
      vassalage: vendorCode,
      nodeId: listingNodeId(game, category),
      nodeName: game.name.en,
      gameName: game.name,
      iconUrl: game.iconUrl,
      showIcon: true,
      gameCategory: category,
      gameClassify: game.classify,
      supportPlay: game.supportPlay,
      minBet,
      minLineNum,
      status: 'ON' as const,
    }));
  });
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  compileSlot,
  findVariant,
  jadeTempleVariants,
  luckyDragonVariants,
  parFileName,
  type CompiledSlot,
  type SlotVariant,
} from '@suerte/fair';

/** A studio game and its certified variants; the merchant's variant is configuration, never per player. */
export interface StudioGame {
  code: string;
  kind: 'slot';
  name: Record<'en' | 'tl' | 'th' | 'vi' | 'id', string>;
  variants: Record<string, SlotVariant>;
  defaultVariant: string;
  /** Coin values offered (minor units per line); a stake is coin × lines. */
  coinValues: readonly number[];
  defaultCoin: number;
  /** 0: a free trial is offered (the catalogue's supportPlay). */
  supportPlay: 0 | 1;
  iconUrl: string;
  classify: 'JP';
}

const COINS = [1, 2, 5, 10, 20, 50, 100, 500] as const;

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
    variants: luckyDragonVariants,
    defaultVariant: '96',
    coinValues: COINS,
    defaultCoin: 5,
    supportPlay: 0,
    iconUrl: '/media/game/lucky-dragon.svg',
    classify: 'JP',
  },
  {
    code: 'jade-temple',
    kind: 'slot',
    name: { en: 'Jade Temple', tl: 'Jade Temple', th: 'วิหารหยก', vi: 'Đền Ngọc Bích', id: 'Kuil Giok' },
    variants: jadeTempleVariants,
    defaultVariant: '95',
    coinValues: COINS,
    defaultCoin: 2,
    supportPlay: 0,
    iconUrl: '/media/game/jade-temple.svg',
    classify: 'JP',
  },
];

export function studioGame(code: string): StudioGame | undefined {
  return STUDIO_GAMES.find((g) => g.code === code);
}

/**
 * The variant a merchant runs: `variants` maps "MERCHANT:game" (or "game" for every merchant) to a variant id,
 * e.g. STUDIO_VARIANTS="SUERTE_TH:lucky-dragon=94". Unknown ids fall back to the game's default.
 */
export function variantFor(
  game: StudioGame,
  merchant: string,
  variants: Record<string, string>,
): SlotVariant {
  const id = variants[`${merchant}:${game.code}`] ?? variants[game.code] ?? game.defaultVariant;
  return game.variants[id] ?? game.variants[game.defaultVariant]!;
}

const compiled = new Map<string, CompiledSlot>();
export function compiledSlot(gameCode: string, variantId: string): CompiledSlot {
  const key = `${gameCode}/${variantId}`;
  let slot = compiled.get(key);
  if (!slot) {
    const variant = findVariant(gameCode, variantId);
    if (!variant) throw new RangeError(`unknown slot ${key}`);
    slot = compileSlot(variant);
    compiled.set(key, slot);
  }
  return slot;
}

const rtps = new Map<string, number>();
/** The variant's return from its shipped PAR sheet (computed by full-cycle enumeration). */
export function certifiedRtp(variant: SlotVariant): number {
  const file = parFileName(variant);
  let rtp = rtps.get(file);
  if (rtp === undefined) {
    const fairEntry = createRequire(import.meta.url).resolve('@suerte/fair');
    const sheet = JSON.parse(readFileSync(path.join(path.dirname(fairEntry), '..', 'par', file), 'utf8')) as {
      rtp: number;
    };
    rtp = sheet.rtp;
    rtps.set(file, rtp);
  }
  return rtp;
}

export function betLevels(game: StudioGame, lines: number): number[] {
  return game.coinValues.map((coin) => coin * lines);
}

/**
 * The studio's catalogue feed in the portal's `catalogue:import` format (one row per game), as any vendor
 * publishes it; vendor SUERTE, category RNG (other categories join as their games come).
 */
export function studioCatalogueFeed(vendorCode: string) {
  return STUDIO_GAMES.map((game) => {
    const slot = compiledSlot(game.code, game.defaultVariant);
    return {
      vassalage: vendorCode,
      nodeId: game.code,
      nodeName: game.name.en,
      gameName: game.name,
      iconUrl: game.iconUrl,
      showIcon: true,
      gameCategory: 'RNG' as const,
      gameClassify: game.classify,
      supportPlay: game.supportPlay,
      minBet: game.coinValues[0]! * slot.lineCount,
      minLineNum: slot.lineCount,
      status: 'ON' as const,
    };
  });
}

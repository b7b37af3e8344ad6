import { GAME_CATEGORIES, type GameCategory, type Locale, type VendorGroup } from '@suerte/contracts';
import { pickLocalized } from '../../lib/localized.js';

export interface VendorRow {
  category: string;
  lane_title: Record<string, string>;
  code: string;
  name: string;
  icon_url: string;
  maintenance: boolean;
  is_demo: boolean;
}

const isCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);

/** Groups a merchant's vendors by category (one lane per category), in the menu's category order. */
export function buildVendorGroups(rows: readonly VendorRow[], locale: Locale): VendorGroup[] {
  return GAME_CATEGORIES.flatMap((category) => {
    const inCategory = rows.filter((r) => isCategory(r.category) && r.category === category);
    if (inCategory.length === 0) return [];
    return [
      {
        gameCategory: category,
        vendors: [
          {
            title: pickLocalized(inCategory[0]!.lane_title, locale),
            cards: inCategory.map((r) => ({
              vassalage: r.code,
              vendorName: r.name,
              iconUrl: r.icon_url,
              maintenance: r.maintenance,
              demo: r.is_demo,
            })),
          },
        ],
      },
    ];
  });
}

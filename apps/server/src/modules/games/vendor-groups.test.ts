import { describe, expect, it } from 'vitest';
import { buildVendorGroups } from './vendor-groups.js';

const row = (category: string, code: string) => ({
  category,
  lane_title: { en: `${category} lane`, th: `${category} ไทย` },
  code,
  name: code,
  icon_url: `/media/vendor/${code}.svg`,
  maintenance: false,
  is_demo: true,
});

describe('buildVendorGroups', () => {
  it('groups vendors per category in menu order and skips unknown categories', () => {
    const groups = buildVendorGroups(
      [row('LIVE', 'B'), row('RNG', 'A'), row('LIVE', 'C'), row('NOPE', 'X')],
      'en',
    );
    expect(groups.map((g) => g.gameCategory)).toEqual(['RNG', 'LIVE']);
    expect(groups[1]!.vendors[0]!.cards.map((c) => c.vassalage)).toEqual(['B', 'C']);
  });

  it('titles lanes in the wanted language', () => {
    expect(buildVendorGroups([row('RNG', 'A')], 'th')[0]!.vendors[0]!.title).toBe('RNG ไทย');
  });

  it('is empty without vendors', () => {
    expect(buildVendorGroups([], 'en')).toEqual([]);
  });
});

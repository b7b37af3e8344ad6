import { describe, expect, it } from 'vitest';
import { categoriesWithVendors, HEADER_CATEGORY_ORDER, LEFT_MENU_CATEGORY_ORDER } from './game-categories.js';
import type { VendorGroup } from './games.js';

const card = (vassalage: string) => ({
  vassalage,
  vendorName: vassalage,
  iconUrl: '',
  maintenance: false,
  demo: true,
});

describe('categoriesWithVendors', () => {
  const groups: VendorGroup[] = [
    { gameCategory: 'LOTT', vendors: [{ title: 'Lottery', cards: [card('SUERTE')] }] },
    { gameCategory: 'LIVE', vendors: [{ title: 'Live', cards: [card('SIM')] }] },
    { gameCategory: 'FISH', vendors: [{ title: 'Fishing', cards: [] }] },
    { gameCategory: 'RNG', vendors: [{ title: 'Slots', cards: [card('SUERTE')] }] },
  ];

  it('keeps only categories with vendors, in the left-menu order', () => {
    expect(categoriesWithVendors(groups, LEFT_MENU_CATEGORY_ORDER)).toEqual(['RNG', 'LIVE', 'LOTT']);
  });

  it('keeps only categories with vendors, in the header order', () => {
    expect(categoriesWithVendors(groups, HEADER_CATEGORY_ORDER)).toEqual(['LIVE', 'RNG', 'LOTT']);
  });

  it('returns nothing when no category has vendors', () => {
    expect(categoriesWithVendors([], LEFT_MENU_CATEGORY_ORDER)).toEqual([]);
  });
});

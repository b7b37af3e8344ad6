import { describe, expect, it } from 'vitest';
import { HEADER_MENU_GROUP, groupWidth, visibleItemCount } from './header-menu-fit';

const widths = [100, 80, 90, 70, 110, 95];
const gap = 4;
const moreWidth = 60;

describe('header menu fit', () => {
  it('shows every item when they fit and make one group, without a More button', () => {
    expect(visibleItemCount({ itemWidths: [100, 80, 90], available: 278, moreWidth, gap })).toBe(3);
  });

  it('an exact fit counts as a fit (layout widths are fractional)', () => {
    expect(visibleItemCount({ itemWidths: [100.4, 80], available: 184, moreWidth, gap })).toBe(2);
  });

  it('keeps room for the More button once one item does not fit', () => {
    // All three need 278; with 277 the third goes to More, and More (60) needs room beside the first two.
    expect(visibleItemCount({ itemWidths: [100, 80, 90], available: 277, moreWidth, gap })).toBe(2);
    expect(visibleItemCount({ itemWidths: [100, 80, 90], available: 247, moreWidth, gap })).toBe(1);
  });

  it('shows no more than one group of 5 (spec §9) however wide the header is', () => {
    expect(HEADER_MENU_GROUP).toBe(5);
    expect(visibleItemCount({ itemWidths: widths, available: 5_000, moreWidth, gap })).toBe(5);
    expect(visibleItemCount({ itemWidths: widths, available: 5_000, moreWidth, gap, maxVisible: 6 })).toBe(6);
  });

  it('puts everything behind More when not even the first item fits beside it', () => {
    expect(visibleItemCount({ itemWidths: widths, available: 150, moreWidth, gap })).toBe(0);
    expect(visibleItemCount({ itemWidths: widths, available: 0, moreWidth, gap })).toBe(0);
  });

  it('never shows an item that would end past the available width', () => {
    for (let available = moreWidth; available <= 700; available += 7) {
      const count = visibleItemCount({ itemWidths: widths, available, moreWidth, gap });
      const used = widths.slice(0, count).reduce((sum, w) => sum + w + gap, 0);
      const needsMore = count < widths.length;
      expect(used - (needsMore ? 0 : gap) + (needsMore ? moreWidth : 0)).toBeLessThanOrEqual(available + 0.5);
    }
  });

  it('an empty menu shows nothing', () => {
    expect(visibleItemCount({ itemWidths: [], available: 500, moreWidth, gap })).toBe(0);
  });

  it('the first group is 5 items and the More button when more follow, else every item', () => {
    // 100 + 80 + 90 + 70 + 110 and four gaps, then a gap and More.
    expect(groupWidth({ itemWidths: widths, moreWidth, gap })).toBe(450 + 16 + 4 + 60);
    expect(groupWidth({ itemWidths: widths.slice(0, 5), moreWidth, gap })).toBe(450 + 16);
    expect(groupWidth({ itemWidths: [100.2, 80], moreWidth, gap })).toBe(185);
    expect(groupWidth({ itemWidths: [], moreWidth, gap })).toBe(0);
  });
});

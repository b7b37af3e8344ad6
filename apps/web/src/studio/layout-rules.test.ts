// Phone layout rules of the studio's stylesheets that only a browser shows (e2e/tests/studio-phone-layout.test.ts
// looks at them at 360 px and on short frames): text that wraps instead of being cut, a stage that never shrinks
// under the bet controls, a round time that never breaks.
import { describe, expect, it } from 'vitest';
import { declarationsOf, sheetRules } from '../test/css-rules';

const rules = ['studio.css', 'studio-events.css', 'studio-tables.css'].flatMap((sheet) =>
  sheetRules(sheet, import.meta.url),
);
const css = (selector: string) => declarationsOf(rules, selector);

describe('studio phone layout rules', () => {
  it('wraps the event tabs, the contestants on the odds and the event titles instead of cutting them', () => {
    expect(css('.studio-tabs .studio-chip').get('white-space')).toBe('normal');
    for (const selector of [
      '.studio-odds__label',
      '.studio-tabs .studio-chip',
      '.studio-event__head > :first-child',
    ]) {
      expect(css(selector).get('text-overflow')).toBeUndefined();
      expect(css(selector).get('white-space') ?? 'normal').toBe('normal');
      expect(css(selector).get('overflow')).toBeUndefined();
    }
    expect(css('.studio-event__head > :first-child').get('min-width')).toBe('0');
  });

  it('keeps the crash sky and the baccarat table at their size on a short frame: the game scrolls instead', () => {
    for (const stage of ['.studio-stage--table', '.studio-stage--crash'])
      expect(css(stage).get('flex-shrink')).toBe('0');
    for (const game of ['.studio-game--baccarat', '.studio-game--crash'])
      expect(css(game).get('height')).toBe('auto');
  });

  it('never breaks inside a round time', () => {
    expect(css('.studio-nowrap').get('white-space')).toBe('nowrap');
  });
});

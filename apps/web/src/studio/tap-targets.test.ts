// The studio's tap controls keep a tap size of at least 40 px at every width: a rule of the stylesheets (media
// queries included) that sizes one of them smaller would make it too small to tap on a phone.
import { describe, expect, it } from 'vitest';
import { sheetRules, sizesOf, subjectIsOneOf } from '../test/css-rules';

const SHEETS = ['studio.css', 'studio-bingo.css', 'studio-events.css', 'studio-tables.css'];
/** Classes of controls a player taps: the panel and option chips, the round bet buttons. */
const TAP_CONTROLS = ['.studio-chip', '.studio-round-button'];
const MIN_TAP_PX = 40;

describe('studio tap targets', () => {
  const rules = SHEETS.flatMap((sheet) =>
    sheetRules(sheet, import.meta.url).map((rule) => ({ sheet, ...rule })),
  );

  it('finds the rules of the tap controls', () => {
    for (const control of TAP_CONTROLS)
      expect(rules.some((r) => r.selector.split(',').some((s) => s.trim() === control))).toBe(true);
  });

  it('never sizes a tap control below 40 px', () => {
    const tooSmall = rules.flatMap((rule) =>
      rule.selector
        .split(',')
        .map((s) => s.trim())
        .filter((s) => subjectIsOneOf(s, TAP_CONTROLS))
        .flatMap((s) =>
          sizesOf(rule.body)
            .filter((size) => size.px < MIN_TAP_PX)
            .map((size) => `${rule.sheet} ${s} ${size.property}: ${size.px}px`),
        ),
    );
    expect(tooSmall).toEqual([]);
  });
});

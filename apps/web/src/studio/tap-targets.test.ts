// The studio's tap controls keep a tap size of at least 40 px at every width: a rule of the stylesheets (media
// queries included) that sizes one of them smaller would make it too small to tap on a phone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SHEETS = ['studio.css', 'studio-bingo.css', 'studio-events.css', 'studio-tables.css'];
/** Classes of controls a player taps: the panel and option chips, the round bet buttons. */
const TAP_CONTROLS = ['.studio-chip', '.studio-round-button'];
const MIN_TAP_PX = 40;

/** Whether a selector's subject (its last compound, e.g. `.studio-quick .studio-chip`) is a tap control. */
function targetsTapControl(selector: string): boolean {
  const subject = selector.split(/[\s>+~]+/).pop() ?? '';
  return TAP_CONTROLS.some((control) => new RegExp(`\\${control}(?![\\w-])`).test(subject));
}

/** Every rule's selector list and body, media queries flattened (their inner rules are matched as well). */
function rulesOf(css: string): { selector: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
}

/** The pixel sizes a rule gives its elements' tap extent (height, min-height, width, min-width). */
function sizesOf(body: string): { property: string; px: number }[] {
  return [...body.matchAll(/(?:^|;)\s*((?:min-)?(?:height|width))\s*:\s*([\d.]+)px/g)].map((m) => ({
    property: m[1]!,
    px: Number(m[2]),
  }));
}

describe('studio tap targets', () => {
  const rules = SHEETS.flatMap((sheet) =>
    rulesOf(readFileSync(new URL(sheet, import.meta.url), 'utf8')).map((rule) => ({ sheet, ...rule })),
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
        .filter((s) => targetsTapControl(s))
        .flatMap((s) =>
          sizesOf(rule.body)
            .filter((size) => size.px < MIN_TAP_PX)
            .map((size) => `${rule.sheet} ${s} ${size.property}: ${size.px}px`),
        ),
    );
    expect(tooSmall).toEqual([]);
  });
});

// Reading stylesheets in tests: their rules (media queries flattened), the pixel sizes a rule sets, and whether a
// selector's subject is one of some classes. For checks of rules a browser would only show at some screen sizes.
import { readFileSync } from 'node:fs';

export interface CssRule {
  selector: string;
  body: string;
}

/** Every rule's selector list and body, media queries flattened (their inner rules are matched as well). */
export function rulesOf(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
}

/** The rules of a stylesheet, read from a path relative to `base` (a test's import.meta.url). */
export function sheetRules(path: string, base: string): CssRule[] {
  return rulesOf(readFileSync(new URL(path, base), 'utf8'));
}

/** The pixel sizes a rule gives its elements' extent (height, min-height, width, min-width). */
export function sizesOf(body: string): { property: string; px: number }[] {
  return [...body.matchAll(/(?:^|;)\s*((?:min-)?(?:height|width))\s*:\s*([\d.]+)px/g)].map((m) => ({
    property: m[1]!,
    px: Number(m[2]),
  }));
}

/** Whether a selector's subject (its last compound, e.g. `.menu .page`) carries one of the classes. */
export function subjectIsOneOf(selector: string, classes: readonly string[]): boolean {
  const subject = selector.split(/[\s>+~]+/).pop() ?? '';
  return classes.some((c) => new RegExp(`\\${c}(?![\\w-])`).test(subject));
}

/** The declarations of every rule whose selector list holds exactly `selector`, in order ("property: value"). */
export function declarationsOf(rules: readonly CssRule[], selector: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.selector.split(',').some((s) => s.trim() === selector)) continue;
    for (const declaration of rule.body.split(';')) {
      const at = declaration.indexOf(':');
      if (at > 0) found.set(declaration.slice(0, at).trim(), declaration.slice(at + 1).trim());
    }
  }
  return found;
}

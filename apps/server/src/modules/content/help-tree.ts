import type { HelpEntry, Locale } from '@suerte/contracts';
import { pickLocalized } from '../../lib/localized.js';

export interface HelpTopicRow {
  tag: string;
  parent_tag: string | null;
  title: Record<string, string>;
  content: Record<string, string> | null;
}

/** The help centre as a tree of topics in the wanted language (English where a translation is missing). */
export function buildHelpTree(rows: readonly HelpTopicRow[], locale: Locale): HelpEntry[] {
  const entries = new Map<string, HelpEntry>();
  for (const row of rows) {
    entries.set(row.tag, {
      tag: row.tag,
      title: pickLocalized(row.title, locale),
      content: row.content ? pickLocalized(row.content, locale) : null,
      children: [],
    });
  }
  const roots: HelpEntry[] = [];
  for (const row of rows) {
    const parent = row.parent_tag ? entries.get(row.parent_tag) : undefined;
    (parent ? parent.children : roots).push(entries.get(row.tag)!);
  }
  return roots;
}

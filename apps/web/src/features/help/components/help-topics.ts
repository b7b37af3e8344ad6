import type { HelpEntry } from '@suerte/contracts';

/** Turns a URL hash or topic ("#deposit", "deposit", "%E0%B8%9D") into a tag, or null when there is none. */
export function normalizeTopic(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let tag = raw.startsWith('#') ? raw.slice(1) : raw;
  try {
    tag = decodeURIComponent(tag);
  } catch {
    // a malformed escape: use the text as it is
  }
  tag = tag.trim();
  return tag === '' ? null : tag;
}

function search(entries: readonly HelpEntry[], match: (entry: HelpEntry) => boolean): HelpEntry | null {
  for (const entry of entries) {
    if (match(entry)) return entry;
    const inChildren = search(entry.children, match);
    if (inChildren) return inChildren;
  }
  return null;
}

/** The topic with this tag at any depth; an exact match first, then ignoring letter case. */
export function findTopic(entries: readonly HelpEntry[], tag: string | null): HelpEntry | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  return search(entries, (e) => e.tag === tag) ?? search(entries, (e) => e.tag.toLowerCase() === lower);
}

/** The topic to show: the requested one when it exists, otherwise the first topic. */
export function resolveTopic(entries: readonly HelpEntry[], tag: string | null): HelpEntry | null {
  return findTopic(entries, tag) ?? entries[0] ?? null;
}

/** Puts the topic in the address bar without a navigation, so the address can be shared or reloaded. */
export function replaceTopicHash(tag: string): void {
  const { pathname, search: query } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query}#${encodeURIComponent(tag)}`);
}

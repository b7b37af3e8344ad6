/**
 * A small per-node cache of catalogue answers that many players ask alike (a category's first page, popular
 * searches): each entry lives ttlMs, at most maxEntries are kept (the oldest go first), and callers asking the
 * same key while it loads share one load. The catalogue changes rarely; a change shows within ttlMs on every
 * node, like the site settings. ttlMs 0 turns it off.
 */
export function pageCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: now(), value });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    return value;
  };
}

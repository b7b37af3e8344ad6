/**
 * Caches an async loader's result for a short time. Used for settings that many requests read; the short
 * lifetime keeps several server nodes in step without any coordination. Concurrent callers share one load.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  const get = async (): Promise<T> => {
    if (value && now() - value.at < ttlMs) return value.data;
    pending ??= load()
      .then((data) => {
        value = { data, at: now() };
        return data;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return Object.assign(get, {
    invalidate() {
      value = null;
    },
  });
}

/** memoizeFor per key (for example per merchant); keys are few and fixed, so entries are never evicted. */
export function memoizeByKey<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
  now: () => number = Date.now,
) {
  const entries = new Map<string, ReturnType<typeof memoizeFor<T>>>();
  return (key: string): Promise<T> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = memoizeFor(ttlMs, () => load(key), now);
      entries.set(key, entry);
    }
    return entry();
  };
}

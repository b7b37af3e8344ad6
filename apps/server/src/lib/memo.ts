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

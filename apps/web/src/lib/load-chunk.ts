/** Spec §9: a code chunk that has not arrived after 120 s counts as failed (spec §8 "Loading chunk failed"). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'timeout' | 'error',
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${type})`, options);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a lazy module, failing with ChunkLoadError when it errors or takes longer than the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('error', { cause }));
      },
    );
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessageKey } from './error-message';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a chunk error the error page explains', async () => {
    const failure = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    const error = await failure.catch((e: unknown) => e);
    expect((error as ChunkLoadError).type).toBe('error');
    expect(errorMessageKey(error).key).toBe('errors.chunk');
  });

  it('fails after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', type: 'timeout' }),
    );
  });
});

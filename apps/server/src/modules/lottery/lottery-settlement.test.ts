import { describe, expect, it } from 'vitest';
import { createForeground } from '../../lib/foreground.js';
import { nextChunkSize, SETTLEMENT_CHUNK, SETTLEMENT_CHUNK_SERVING } from './lottery-settlement.service.js';

describe('settlement chunk size', () => {
  it('reads large chunks while the process serves no request, and small ones while it does', () => {
    let clock = 0;
    const foreground = createForeground(1_000, () => clock);
    expect(nextChunkSize({ foreground })).toBe(SETTLEMENT_CHUNK);
    foreground.noteRequest();
    expect(nextChunkSize({ foreground })).toBe(SETTLEMENT_CHUNK_SERVING);
    expect(SETTLEMENT_CHUNK_SERVING).toBeLessThan(SETTLEMENT_CHUNK);
    clock += 1_000;
    expect(nextChunkSize({ foreground })).toBe(SETTLEMENT_CHUNK);
  });

  it('keeps a size the caller fixed', () => {
    const foreground = createForeground();
    foreground.noteRequest();
    expect(nextChunkSize({ foreground, chunkSize: 7 })).toBe(7);
  });
});

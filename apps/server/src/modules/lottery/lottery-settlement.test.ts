import { describe, expect, it } from 'vitest';
import { createForeground } from '../../lib/foreground.js';
import {
  nextChunkSize,
  readAhead,
  restAfterChunk,
  SETTLEMENT_CHUNK,
  SETTLEMENT_CHUNK_SERVING,
} from './lottery-settlement.service.js';

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

describe('settlement rest between chunks', () => {
  it('rests as long as the chunk took while requests arrive (at most a second), not at all otherwise', () => {
    let clock = 0;
    const foreground = createForeground(1_000, () => clock);
    expect(restAfterChunk(120, { foreground })).toBe(0);
    foreground.noteRequest();
    expect(restAfterChunk(120, { foreground })).toBe(120);
    expect(restAfterChunk(5_000, { foreground })).toBe(1_000);
    clock += 1_000;
    expect(restAfterChunk(120, { foreground })).toBe(0);
  });
});

describe('settlement read ahead', () => {
  it('reads the next chunk during the current one only while no request is being served', () => {
    let clock = 0;
    const foreground = createForeground(1_000, () => clock);
    expect(readAhead({ foreground })).toBe(true);
    foreground.noteRequest();
    expect(readAhead({ foreground })).toBe(false);
    clock += 1_000;
    expect(readAhead({ foreground })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createForeground } from './foreground.js';

describe('foreground', () => {
  it('is busy for the window after a request, and idle before any and after the window', () => {
    let clock = 10_000;
    const fg = createForeground(1_000, () => clock);
    expect(fg.busy()).toBe(false);
    fg.noteRequest();
    expect(fg.busy()).toBe(true);
    clock += 999;
    expect(fg.busy()).toBe(true);
    clock += 1;
    expect(fg.busy()).toBe(false);
    fg.noteRequest();
    expect(fg.busy()).toBe(true);
  });
});

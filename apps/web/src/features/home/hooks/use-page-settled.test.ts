import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

async function freshModule() {
  vi.resetModules();
  return import('./use-page-settled');
}

describe('whenPageSettled', () => {
  it('waits for the load event, an idle moment and the settle delay', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { whenPageSettled, SETTLE_DELAY_MS } = await freshModule();
    let settled = false;
    void whenPageSettled().then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS * 3);
    expect(settled).toBe(false);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('starts counting at once when the page has already loaded, and settles once for everyone', async () => {
    vi.useFakeTimers();
    const { whenPageSettled, SETTLE_DELAY_MS } = await freshModule();
    const first = whenPageSettled();
    expect(whenPageSettled()).toBe(first);
    let settled = false;
    void first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS + 100);
    expect(settled).toBe(true);
  });
});

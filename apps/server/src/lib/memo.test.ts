import { describe, expect, it, vi } from 'vitest';
import { memoizeByKey, memoizeFor } from './memo.js';

describe('memoizeFor', () => {
  it('loads once within its lifetime and again after it', async () => {
    let clock = 0;
    const load = vi.fn(async () => clock);
    const get = memoizeFor(1000, load, () => clock);
    expect(await get()).toBe(0);
    clock = 999;
    expect(await get()).toBe(0);
    clock = 1000;
    expect(await get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'x');
    const get = memoizeFor(1000, load);
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const get = memoizeFor(1000, load);
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toBe('up');
  });

  it('reloads after invalidate', async () => {
    const load = vi.fn(async () => 1);
    const get = memoizeFor(1000, load);
    await get();
    get.invalidate();
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('memoizeByKey', () => {
  it('caches each key on its own', async () => {
    const load = vi.fn(async (key: string) => `${key}!`);
    const get = memoizeByKey(1000, load);
    expect(await get('a')).toBe('a!');
    expect(await get('b')).toBe('b!');
    expect(await get('a')).toBe('a!');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.js';

describe('pageCache', () => {
  it('answers a key from one load until it expires', async () => {
    let clock = 0;
    let loads = 0;
    const cache = pageCache<number>(1000, 10, () => clock);
    const load = async () => (loads += 1);
    expect(await Promise.all([cache('a', load), cache('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache('a', load)).toBe(1);
    clock = 1000;
    expect(await cache('a', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = pageCache<number>(1000, 2, () => 0);
    const load = async () => (loads += 1);
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('b', load)).toBe(2);
    expect(await cache('a', load)).toBe(4);
  });

  it('does not keep a failed load, and is off with ttl 0', async () => {
    const cache = pageCache<number>(1000, 2, () => 0);
    await expect(cache('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => 7)).toBe(7);
    let loads = 0;
    const off = pageCache<number>(0, 2);
    await off('a', async () => (loads += 1));
    expect(await off('a', async () => (loads += 1))).toBe(2);
  });
});

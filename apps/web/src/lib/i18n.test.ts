import { describe, expect, it } from 'vitest';
import type { ReadCallback } from 'i18next';
import { catalogBackend } from './i18n';

function read(language: string, namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    catalogBackend.read(language, namespace, callback);
  });
}

describe('catalog backend', () => {
  it('loads one namespace of one language from the bundled catalogs', async () => {
    const common = (await read('tl', 'common')) as Record<string, unknown>;
    expect(common.close).toBe('Isara');
  });

  it('picks up feature namespaces without registration', async () => {
    const layout = (await read('th', 'layout')) as { categories: Record<string, string> };
    expect(layout.categories.LIVE).toBe('คาสิโนสด');
  });

  it('answers an empty catalog for a namespace that does not exist', async () => {
    expect(await read('en', 'no-such-namespace')).toEqual({});
  });
});

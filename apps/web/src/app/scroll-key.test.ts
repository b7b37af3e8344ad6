import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scroll position key', () => {
  it('keys a freshly loaded page by its address, so another address does not reuse its position', () => {
    const bingo = scrollKey({ key: 'default', pathname: '/bingo-games', search: '' });
    const pvp = scrollKey({ key: 'default', pathname: '/poker-pvp-games', search: '' });
    expect(bingo).not.toBe(pvp);
    // A reload of the same address finds its position again.
    expect(scrollKey({ key: 'default', pathname: '/bingo-games', search: '' })).toBe(bingo);
    expect(scrollKey({ key: 'default', pathname: '/rng', search: '?tab=JP' })).toBe('/rng?tab=JP');
  });

  it('keys pages reached inside the app by their history entry', () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/bingo-games', search: '' })).toBe('k3x9');
  });
});

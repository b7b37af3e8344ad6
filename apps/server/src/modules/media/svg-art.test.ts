import { describe, expect, it } from 'vitest';
import { renderSvg, titleFromSlug } from './svg-art.js';

describe('svg art', () => {
  it('titles from the slug', () => {
    expect(titleFromSlug('welcome-to-suerte')).toBe('Welcome To Suerte');
    expect(titleFromSlug('play-responsibly-18')).toBe('Play Responsibly 18+');
    expect(titleFromSlug('fair-rng')).toBe('Fair RNG');
    expect(titleFromSlug('vip-club')).toBe('VIP Club');
  });

  it('renders an SVG of the kind size, the same every time', () => {
    const svg = renderSvg('banner', 'welcome-to-suerte');
    expect(svg).toMatch(/^<svg[^>]+width="1200" height="400"/);
    expect(svg).toContain('Welcome To Suerte');
    expect(renderSvg('banner', 'welcome-to-suerte')).toBe(svg);
  });

  it("keeps the kind's font size for a short title and shrinks a long one to fit the picture", () => {
    expect(renderSvg('game', 'lucky-dragon')).toContain('font-size="22"');
    const long = renderSvg('game', 'emerald-mangoes');
    const size = Number(/font-size="(\d+)"/.exec(long)![1]);
    expect(size).toBeLessThan(22);
    // 'Emerald Mangoes' at that size, glyphs counted generously, within 88 % of the 200 px picture.
    expect('Emerald Mangoes'.length * size * 0.62).toBeLessThanOrEqual(200 * 0.88);
  });

  it('refuses slugs that are not plain words, so nothing can be injected', () => {
    expect(() => renderSvg('logo', '<script>')).toThrow(RangeError);
    expect(() => renderSvg('logo', '../etc')).toThrow(RangeError);
  });
});

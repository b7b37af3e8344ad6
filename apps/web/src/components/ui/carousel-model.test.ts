import { describe, expect, it } from 'vitest';
import { carouselBehaviour } from './carousel-model';

describe('carouselBehaviour', () => {
  it('does not loop, play or show dots with no slide or one slide', () => {
    for (const count of [0, 1]) {
      expect(carouselBehaviour(count)).toEqual({ loop: false, autoplayMs: null, dots: 0, movable: false });
    }
  });

  it('loops, plays every 5000 ms and shows one dot per slide from two slides on', () => {
    expect(carouselBehaviour(2)).toEqual({ loop: true, autoplayMs: 5000, dots: 2, movable: true });
    expect(carouselBehaviour(7)).toEqual({ loop: true, autoplayMs: 5000, dots: 7, movable: true });
  });

  it('uses the given delay', () => {
    expect(carouselBehaviour(3, { delayMs: 3000 }).autoplayMs).toBe(3000);
    expect(carouselBehaviour(3, { delayMs: 0 }).autoplayMs).toBeNull();
  });

  it('stays still when everything fits in one view', () => {
    expect(carouselBehaviour(3, { slidesPerView: 3 }).movable).toBe(false);
    expect(carouselBehaviour(4, { slidesPerView: 3 })).toEqual({
      loop: true,
      autoplayMs: 5000,
      dots: 4,
      movable: true,
    });
  });

  it('does not autoplay for reduced motion or when paused, but still loops with dots', () => {
    expect(carouselBehaviour(3, { reducedMotion: true })).toEqual({
      loop: true,
      autoplayMs: null,
      dots: 3,
      movable: true,
    });
    expect(carouselBehaviour(3, { paused: true }).autoplayMs).toBeNull();
  });
});

/**
 * When a carousel loops, plays by itself and shows pagination dots (spec §2): with fewer than two slides
 * (or no more slides than fit in one view) there is nothing to move to, so it does none of these.
 */

export const CAROUSEL_DEFAULT_DELAY_MS = 5000;

export interface CarouselBehaviourInput {
  slidesPerView?: number;
  /** Autoplay delay; 5000 ms unless told otherwise. */
  delayMs?: number;
  /** The visitor asked the system for reduced motion: nothing moves on its own. */
  reducedMotion?: boolean;
  /** The visitor pressed pause. */
  paused?: boolean;
}

export interface CarouselBehaviour {
  loop: boolean;
  /** Autoplay delay in ms, or null when the carousel does not play by itself. */
  autoplayMs: number | null;
  /** Clickable dots, one per slide. */
  dots: number;
  /** Dragging and the pause control only make sense when there is somewhere to go. */
  movable: boolean;
}

export function carouselBehaviour(count: number, input: CarouselBehaviourInput = {}): CarouselBehaviour {
  const perView = Math.max(1, Math.floor(input.slidesPerView ?? 1));
  const movable = count >= 2 && count > perView;
  const delay = input.delayMs ?? CAROUSEL_DEFAULT_DELAY_MS;
  const plays = movable && delay > 0 && !input.reducedMotion && !input.paused;
  return {
    loop: movable,
    autoplayMs: plays ? delay : null,
    // Looping gives one snap per slide, so one dot per slide.
    dots: movable ? count : 0,
    movable,
  };
}

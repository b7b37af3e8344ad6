/** Milliseconds of each part of the show; all 0 in tests and when the player asks for reduced motion. */
export interface Timing {
  reel: number;
  stagger: number;
  freeReel: number;
  win: number;
  intro: number;
  pick: number;
  /** Baccarat: between two cards dealt. */
  card: number;
  /** Crash: the time the multiplier takes to double (the climb is sped up for high multipliers). */
  rise: number;
}

export const NORMAL_TIMING: Timing = {
  reel: 900,
  stagger: 160,
  freeReel: 450,
  win: 900,
  intro: 1400,
  pick: 350,
  card: 550,
  rise: 1100,
};
export const NO_TIMING: Timing = {
  reel: 0,
  stagger: 0,
  freeReel: 0,
  win: 0,
  intro: 0,
  pick: 0,
  card: 0,
  rise: 0,
};
/** Reduced motion: reels, cards and the multiplier jump to the outcome; wins and banners stay long enough to read. */
export const STILL_TIMING: Timing = {
  reel: 0,
  stagger: 0,
  freeReel: 0,
  win: 700,
  intro: 1000,
  pick: 300,
  card: 0,
  rise: 0,
};

export const wait = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

import { CRASH_BITS, fraction, fractionToPercent, mulF } from '@suerte/fair';

/** The longest climb shown (ms): higher multipliers climb faster. */
export const MAX_CLIMB_MS = 8_000;

/** How long the climb from ×1.00 to `to` (hundredths) lasts when the multiplier doubles every `rise` ms. */
export function climbDuration(to: number, rise: number): number {
  if (rise <= 0 || to <= 100) return 0;
  return Math.min(rise * Math.log2(to / 100), MAX_CLIMB_MS);
}

/** The multiplier (hundredths, rounded down) shown `elapsed` ms into a climb to `to` lasting `duration` ms. */
export function multiplierAt(elapsed: number, duration: number, to: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.max(100, Math.min(to, Math.floor(100 * Math.pow(to / 100, elapsed / duration))));
}

const N = 1n << BigInt(CRASH_BITS);
/** The exact chance that a round reaches `target` (hundredths): floor(rtp % × 2^52 ÷ multiplier) ÷ 2^52. */
const chanceOf = (target: number, rtpPercent: number) =>
  fraction((BigInt(rtpPercent) * N) / BigInt(target), N);

/** Chance that a round reaches the target, as a percentage text (about rtp % ÷ multiplier). */
export function reachChance(target: number, rtpPercent = 97, digits = 2): string {
  return fractionToPercent(chanceOf(target, rtpPercent), digits, 'nearest');
}

/** The return of a cash-out at `target`: its chance × the multiplier, as a percentage text. */
export function targetReturn(target: number, rtpPercent = 97, digits = 4): string {
  return fractionToPercent(mulF(chanceOf(target, rtpPercent), fraction(target, 100)), digits, 'nearest');
}

/** What a stake pays, stake included, when the target is reached (rounded down to a minor unit). */
export function payoutAt(stake: number, target: number): number {
  return Math.floor((stake * target) / 100);
}

/** A multiplier in hundredths as text with two decimals, grouped as the language writes numbers. */
export function multiplierText(hundredths: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredths / 100,
  );
}

/** Colour band of a crash point in the history strip. */
export function pointBand(hundredths: number): 'low' | 'mid' | 'high' {
  return hundredths < 200 ? 'low' : hundredths < 1_000 ? 'mid' : 'high';
}

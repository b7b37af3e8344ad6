import type { CompiledSlot } from './compile.js';
import { freeSpinsMoments, pickMoments } from './feature.js';
import { REELS, ROWS } from './types.js';

/**
 * The RTP from symbol frequencies alone, without enumeration. Each reel stops uniformly, so the symbol a payline
 * crosses on a reel is distributed like the strip, independently of the other reels; every payline therefore
 * has the same expected pay, and scatter counts convolve reel by reel. Exact like the enumeration (the tests
 * compare the two), but it gives no variance or hit frequency; it is what reel strips are tuned with.
 */
export function analyticRtp(slot: CompiledSlot): number {
  const freq = slot.strips.map((strip) => {
    const f = new Float64Array(slot.symbolCount);
    strip.forEach((symbol) => (f[symbol]! += 1 / strip.length));
    return f;
  });
  let lineMean = 0;
  for (let symbol = 0; symbol < slot.symbolCount; symbol++) {
    if (symbol === slot.wild || symbol === slot.scatter) continue;
    let reach = freq[0]![symbol]!;
    for (let count = 1; count <= REELS; count++) {
      const next = count < REELS ? freq[count]![symbol]! + freq[count]![slot.wild]! : 0;
      lineMean += slot.linePays[symbol * 6 + count]! * reach * (1 - next);
      reach *= next;
    }
  }
  const scatterOdds = scatterDistribution(slot);
  const scatterMean = scatterOdds.reduce((a, p, n) => a + p * slot.scatterCoins[n]!, 0);
  const trigger = scatterOdds.slice(slot.variant.game.triggerCount).reduce((a, p) => a + p, 0);
  const baseMean = lineMean * slot.lineCount + scatterMean;
  const feature = slot.variant.game.feature;
  const spin = { mean: baseMean, secondMoment: 0, meanOnTrigger: 0, triggerProbability: trigger };
  const featureMean =
    feature.kind === 'freeSpins' ? freeSpinsMoments(feature, spin).mean : pickMoments(feature, slot.bet).mean;
  return (baseMean + trigger * featureMean) / slot.bet;
}

/** P(exactly n scatters on the screen), n = 0…15. */
export function scatterDistribution(slot: CompiledSlot): number[] {
  let odds = [1];
  for (let reel = 0; reel < REELS; reel++) {
    const perReel = new Array<number>(ROWS + 1).fill(0);
    const shown = slot.scatters[reel]!;
    shown.forEach((n) => (perReel[n]! += 1 / shown.length));
    const next = new Array<number>(odds.length + ROWS).fill(0);
    odds.forEach((p, a) => perReel.forEach((q, b) => (next[a + b]! += p * q)));
    odds = next;
  }
  return odds;
}

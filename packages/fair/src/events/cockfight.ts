import { fraction } from '../fraction.js';
import type { FairStream } from '../stream.js';
import { DEFAULT_MARGIN_BP, priceSelection, type BetOutcome, type SelectionChance } from './pricing.js';

/**
 * Simulated cockfight (sabong): meron against wala. Each rooster has a rating (1–1000); a fight is a draw with
 * the published chance drawBp (basis points), and otherwise each side wins in proportion to its rating:
 *
 *   P(meron) = rM / (rM + rW) × (1 − d),  P(wala) = rW / (rM + rW) × (1 − d),  P(draw) = d.
 *
 * A draw refunds meron and wala bets (a push); a draw bet wins only on a draw.
 */
export const DEFAULT_DRAW_BP = 300;
export const COCK_RATING_MAX = 1000;

export type CockfightSide = 'meron' | 'wala' | 'draw';

export interface Cockfight {
  meron: number;
  wala: number;
  drawBp: number;
}

export interface CockfightPrices {
  selections: Record<CockfightSide, { chance: SelectionChance; odds: number | null }>;
  marginBp: number;
}

function weights(fight: Cockfight): { meron: number; wala: number; draw: number; total: number } {
  for (const rating of [fight.meron, fight.wala])
    if (!Number.isInteger(rating) || rating < 1 || rating > COCK_RATING_MAX)
      throw new RangeError(`a rating is a whole number from 1 to ${COCK_RATING_MAX}`);
  if (!Number.isInteger(fight.drawBp) || fight.drawBp < 1 || fight.drawBp > 5000)
    throw new RangeError('draw chance in 1…5000 bp');
  const sum = fight.meron + fight.wala;
  return {
    meron: fight.meron * (10_000 - fight.drawBp),
    wala: fight.wala * (10_000 - fight.drawBp),
    draw: sum * fight.drawBp,
    total: sum * 10_000,
  };
}

export function priceCockfight(fight: Cockfight, marginBp = DEFAULT_MARGIN_BP): CockfightPrices {
  const w = weights(fight);
  const draw = fraction(w.draw, w.total);
  const offer = (chance: SelectionChance) => ({ chance, odds: priceSelection(chance, marginBp) });
  return {
    selections: {
      meron: offer({ win: fraction(w.meron, w.total), push: draw }),
      wala: offer({ win: fraction(w.wala, w.total), push: draw }),
      draw: offer({ win: draw, push: fraction(0) }),
    },
    marginBp,
  };
}

/**
 * The fight, drawn after betting closes: x = nextInt(total weight), total = (rM + rW) × 10 000; meron when
 * x < rM × (10 000 − d), wala when below that plus rW × (10 000 − d), otherwise a draw.
 */
export function playCockfight(fight: Cockfight, stream: FairStream): CockfightSide {
  const w = weights(fight);
  const x = stream.nextInt(w.total);
  return x < w.meron ? 'meron' : x < w.meron + w.wala ? 'wala' : 'draw';
}

export function cockfightOutcome(selection: CockfightSide, result: CockfightSide): BetOutcome {
  if (selection === result) return 'win';
  return result === 'draw' ? 'push' : 'lose';
}

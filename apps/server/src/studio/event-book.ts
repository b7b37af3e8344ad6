import type { StudioEventResult, StudioEventSelection, StudioEventSport } from '@suerte/contracts';
import {
  cockfightOutcome,
  moneylineOutcome,
  playCockfight,
  playMatch,
  priceCockfight,
  priceSports,
  settleFixedOdds,
  totalOutcome,
  type BetOutcome,
  type FairStream,
} from '@suerte/fair';

/**
 * The book of a simulated event, pure: its prices from the published model (@suerte/fair events: ratings →
 * exact chances → odds rounded down from the margin), its result from the event's stream, and what each bet
 * returns. Nothing here reads a bet, a balance or the house's position.
 */
export interface EventSpec {
  sport: StudioEventSport;
  homeRating: number;
  awayRating: number;
  /** Cockfight only: the published chance of a draw, basis points. */
  drawBp: number | null;
  marginBp: number;
}

export interface EventPrices {
  odds: Partial<Record<StudioEventSelection, number>>;
  totalLine: number | null;
}

const SELECTIONS: Record<StudioEventSport, readonly StudioEventSelection[]> = {
  cockfight: ['meron', 'draw', 'wala'],
  football: ['home', 'draw', 'away', 'over', 'under'],
};

export const selectionsOf = (sport: StudioEventSport) => SELECTIONS[sport];

export function priceEvent(spec: EventSpec): EventPrices {
  const odds: Partial<Record<StudioEventSelection, number>> = {};
  const offer = (selection: StudioEventSelection, value: number | null) => {
    if (value !== null) odds[selection] = value;
  };
  if (spec.sport === 'cockfight') {
    const prices = priceCockfight(
      { meron: spec.homeRating, wala: spec.awayRating, drawBp: spec.drawBp! },
      spec.marginBp,
    );
    for (const side of ['meron', 'wala', 'draw'] as const) offer(side, prices.selections[side].odds);
    return { odds, totalLine: null };
  }
  const prices = priceSports({ home: spec.homeRating, away: spec.awayRating }, spec.marginBp);
  for (const side of ['home', 'draw', 'away'] as const) offer(side, prices.moneyline[side].odds);
  offer('over', prices.total.over.odds);
  offer('under', prices.total.under.odds);
  return { odds, totalLine: prices.total.line };
}

/** The result, drawn from the event's stream (its seeds, nonce 0) once betting has closed. */
export function drawResult(spec: EventSpec, stream: FairStream): StudioEventResult {
  if (spec.sport === 'cockfight') {
    const side = playCockfight(
      { meron: spec.homeRating, wala: spec.awayRating, drawBp: spec.drawBp! },
      stream,
    );
    return { side, score: null };
  }
  return { side: null, score: playMatch({ home: spec.homeRating, away: spec.awayRating }, stream) };
}

export function betOutcome(
  spec: EventSpec,
  totalLine: number | null,
  selection: StudioEventSelection,
  result: StudioEventResult,
): BetOutcome {
  if (spec.sport === 'cockfight') {
    if (selection !== 'meron' && selection !== 'wala' && selection !== 'draw') return 'lose';
    return cockfightOutcome(selection, result.side!);
  }
  const score = result.score!;
  if (selection === 'over' || selection === 'under') return totalOutcome(selection, totalLine!, score);
  if (selection === 'home' || selection === 'draw' || selection === 'away')
    return moneylineOutcome(selection, score);
  return 'lose';
}

/** What a bet returns, stake included: floor(stake × odds / 100) won, the stake on a push, 0 lost. */
export function betReturn(stake: number, odds: number, outcome: BetOutcome): number {
  return settleFixedOdds(stake, odds, outcome);
}

/**
 * The schedule: events close every `periodMs` on the epoch grid, and the next `ahead` closes are open at any
 * time. Answers the close times (ms) that should be open at `nowMs`; the event id follows from the close time,
 * so every node (and every run) names the same events.
 */
export function scheduledCloses(nowMs: number, periodMs: number, ahead: number): number[] {
  const next = Math.floor(nowMs / periodMs) * periodMs + periodMs;
  return Array.from({ length: ahead }, (_, i) => next + i * periodMs);
}

export const eventIdOf = (gameCode: string, closesAtMs: number) =>
  `${gameCode}-${Math.floor(closesAtMs / 1000)}`;

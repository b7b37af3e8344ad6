import {
  BACCARAT_SPOTS,
  studioBaccaratDealRequestSchema,
  type BaccaratSpot,
  type StudioBaccaratDealRequest,
  type StudioBaccaratOutcome,
} from '@suerte/contracts';
import {
  baccaratPayout,
  dealBaccarat,
  exactHouseEdges,
  fraction,
  fractionToDecimal,
  subF,
} from '@suerte/fair';
import { StudioError } from '../studio-error.js';
import type { StudioGameEntry, StudioKind } from './kind.js';

/** A baccarat table: chips, the stake unit and the limits of each spot (minor units). */
export interface BaccaratStudioGame extends StudioGameEntry<'baccarat'> {
  chips: readonly number[];
  defaultChip: number;
  /** Every stake is a whole multiple of it (a multiple of 20 keeps the banker's 5 % commission exact). */
  unit: number;
  limits: Record<BaccaratSpot, { min: number; max: number }>;
}

type Stakes = Record<BaccaratSpot, number>;

/** The stake on every spot (0: not played). */
export function spotStakes(request: StudioBaccaratDealRequest): Stakes {
  return Object.fromEntries(BACCARAT_SPOTS.map((spot) => [spot, request.bets[spot] ?? 0])) as Stakes;
}

/** Exact return to player per spot, to 6 decimals (the rules page publishes the same exact edges). */
function spotReturns(): Stakes {
  const edges = exactHouseEdges();
  return Object.fromEntries(
    BACCARAT_SPOTS.map((spot) => [
      spot,
      Number(fractionToDecimal(subF(fraction(1), edges[spot]), 6, 'nearest')),
    ]),
  ) as Stakes;
}
const RETURNS = spotReturns();

/**
 * Baccarat: POST /studio/api/baccarat/deal with a stake on any of the five spots. Each staked spot must be a
 * multiple of the unit within its limits; the coup is dealt from a fresh 8-deck shoe shuffled by the stream.
 */
export const baccaratKind: StudioKind<
  'baccarat',
  BaccaratStudioGame,
  StudioBaccaratDealRequest,
  StudioBaccaratOutcome
> = {
  kind: 'baccarat',
  action: 'deal',
  request: studioBaccaratDealRequestSchema,
  info(game) {
    return {
      // The best spot's return (banker); every spot's own is in `returns`.
      rtp: Math.max(...Object.values(RETURNS)),
      chips: [...game.chips],
      defaultChip: game.defaultChip,
      unit: game.unit,
      limits: game.limits,
      returns: RETURNS,
    };
  },
  catalogue(game) {
    return { minBet: Math.min(...BACCARAT_SPOTS.map((spot) => game.limits[spot].min)), minLineNum: 0 };
  },
  stake(game, _variant, request) {
    const stakes = spotStakes(request);
    let total = 0;
    for (const spot of BACCARAT_SPOTS) {
      const stake = stakes[spot];
      if (stake === 0) continue;
      const { min, max } = game.limits[spot];
      if (stake % game.unit !== 0 || stake < min || stake > max) throw new StudioError('BET_INVALID');
      total += stake;
    }
    if (total === 0) throw new StudioError('BET_INVALID');
    return total;
  },
  decide(_game, _variant, stream, request) {
    const coup = dealBaccarat(stream);
    const stakes = spotStakes(request);
    const returns = Object.fromEntries(
      BACCARAT_SPOTS.map((spot) => [spot, baccaratPayout(stakes[spot], spot, coup)]),
    ) as Stakes;
    const totalWin = BACCARAT_SPOTS.reduce((sum, spot) => sum + returns[spot], 0);
    return { outcome: { ...coup, stakes, returns, totalWin }, totalWin };
  },
  sameRequest(outcome, request) {
    const stakes = spotStakes(request);
    return BACCARAT_SPOTS.every((spot) => outcome.stakes[spot] === stakes[spot]);
  },
};

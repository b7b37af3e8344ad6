import {
  studioCrashPlayRequestSchema,
  type StudioCrashOutcome,
  type StudioCrashPlayRequest,
} from '@suerte/contracts';
import { CRASH_RTP_PERCENT, MIN_CASH_OUT, crashPayout, playCrash } from '@suerte/fair';
import { StudioError } from '../studio-error.js';
import type { StudioGameEntry, StudioKind } from './kind.js';

/** A crash game: stake limits (minor units) and cash-out targets (hundredths) offered. */
export interface CrashStudioGame extends StudioGameEntry<'crash'> {
  minStake: number;
  maxStake: number;
  defaultStake: number;
  stakeChips: readonly number[];
  maxTarget: number;
  defaultTarget: number;
}

/**
 * Crash as one call: POST /studio/api/crash/play with a stake and an automatic cash-out target. The crash point
 * comes from the stream alone; the stake × target is paid when the multiplier reaches the target (97 % return at
 * every target, less the rounding down to a minor unit).
 */
export const crashKind: StudioKind<'crash', CrashStudioGame, StudioCrashPlayRequest, StudioCrashOutcome> = {
  kind: 'crash',
  action: 'play',
  request: studioCrashPlayRequestSchema,
  info(game) {
    return {
      rtp: CRASH_RTP_PERCENT / 100,
      minStake: game.minStake,
      maxStake: game.maxStake,
      defaultStake: game.defaultStake,
      stakeChips: [...game.stakeChips],
      minTarget: MIN_CASH_OUT,
      maxTarget: game.maxTarget,
      defaultTarget: game.defaultTarget,
    };
  },
  catalogue(game) {
    return { minBet: game.minStake, minLineNum: 0 };
  },
  stake(game, _variant, request) {
    const { stake, target } = request;
    if (stake < game.minStake || stake > game.maxStake) throw new StudioError('BET_INVALID');
    if (target < MIN_CASH_OUT || target > game.maxTarget) throw new StudioError('BET_INVALID');
    return stake;
  },
  decide(_game, _variant, stream, request) {
    const round = playCrash(stream);
    const totalWin = crashPayout(request.stake, request.target, round);
    const cashedOut = !round.instant && request.target <= round.crashPoint;
    return {
      outcome: {
        target: request.target,
        crashPoint: round.crashPoint,
        instant: round.instant,
        cashedOut,
        totalWin,
      },
      totalWin,
    };
  },
  sameRequest: (outcome, request) => outcome.target === request.target,
};

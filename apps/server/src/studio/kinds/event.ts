import {
  studioEventBetRequestSchema,
  type StudioEventBetRequest,
  type StudioEventOutcome,
  type StudioEventSport,
} from '@suerte/contracts';
import { StudioError } from '../studio-error.js';
import type { StudioGameEntry, StudioKind } from './kind.js';

/** A game of simulated events (a cockfight pit, a football league): its sport, stakes and published margin. */
export interface EventStudioGame extends StudioGameEntry<'event'> {
  sport: StudioEventSport;
  minStake: number;
  maxStake: number;
  defaultStake: number;
  stakeChips: readonly number[];
  marginBp: number;
  /** Cockfight: the published chance of a draw, basis points. */
  drawBp: number | null;
  /** An event closes every periodSeconds; `ahead` events are open for betting at any time. */
  periodSeconds: number;
  ahead: number;
  /** Invented contestants, with their rating range (cockfight 1–1000, football 1–60). */
  contestants: readonly string[];
  ratings: { min: number; max: number };
}

/**
 * Events are shared: a bet is placed on an event (POST /studio/api/event/bet, events.service.ts), not decided at
 * once from the player's seeds, so this kind has no per-player play call (`shared`); it describes the game.
 */
export const eventKind: StudioKind<'event', EventStudioGame, StudioEventBetRequest, StudioEventOutcome> = {
  kind: 'event',
  action: 'bet',
  shared: true,
  request: studioEventBetRequestSchema,
  info(game) {
    return {
      // Every selection returns at most 10 000 / (10 000 + margin).
      rtp: Math.floor((10_000 / (10_000 + game.marginBp)) * 10_000) / 10_000,
      sport: game.sport,
      minStake: game.minStake,
      maxStake: game.maxStake,
      defaultStake: game.defaultStake,
      stakeChips: [...game.stakeChips],
      marginBp: game.marginBp,
    };
  },
  catalogue(game) {
    return { minBet: game.minStake, minLineNum: 0 };
  },
  stake(game, _variant, request) {
    if (request.stake < game.minStake || request.stake > game.maxStake) throw new StudioError('BET_INVALID');
    return request.stake;
  },
  decide() {
    throw new Error('event bets are decided by their event');
  },
  sameRequest: (outcome, request) =>
    outcome.eventId === request.eventId && outcome.selection === request.selection,
};

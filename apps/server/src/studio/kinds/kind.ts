import type { GAME_CLASSIFIES, GameCategory, StudioGameInfoOf, StudioGameKind } from '@suerte/contracts';
import type { FairStream } from '@suerte/fair';
import type { z } from 'zod';

export type StudioLanguage = 'en' | 'tl' | 'th' | 'vi' | 'id';

/** What every studio game declares, whatever its kind; each kind adds its own settings. */
export interface StudioGameEntry<K extends StudioGameKind = StudioGameKind> {
  code: string;
  kind: K;
  name: Record<StudioLanguage, string>;
  /** Certified variants (ids); the merchant's is configuration (variantFor), never per player. */
  variants: readonly string[];
  defaultVariant: string;
  /** 0: a free trial is offered (the catalogue's supportPlay). */
  supportPlay: 0 | 1;
  iconUrl: string;
  /** The catalogue's game classify (slots: JP, VP, TG or AC), null for none. */
  classify: (typeof GAME_CLASSIFIES)[number] | null;
  /**
   * Catalogue categories the game is listed in: the first under its code, every further one under
   * `<code>-<category in lower case>` (the launch of either opens the same game).
   */
  categories: readonly [GameCategory, ...GameCategory[]];
}

/** A round's decision: what the round shows and what it returns in minor units (stakes included). */
export interface KindDecision<Outcome> {
  outcome: Outcome;
  totalWin: number;
}

/**
 * A kind of per-player game (a round decided at once from the player's seeds): how its session describes it, how
 * its play request is checked and staked, and how its round is decided. The studio's round flow (decide with the
 * next nonce in one transaction, bet, win, rollback, end-round, recovery, idempotency, demo money) is the same
 * for every kind.
 */
export interface StudioKind<
  K extends StudioGameKind,
  Game extends StudioGameEntry<K>,
  Request extends { idempotencyKey: string },
  Outcome,
> {
  kind: K;
  /** The play call: POST /studio/api/<kind>/<action>, its body checked by `request`. */
  action: string;
  /** A kind of shared events (bets wait for the event's result): it has its own routes, no play call. */
  shared?: true;
  request: z.ZodType<Request>;
  /** The kind's own fields of the session's game info, its return to player included. */
  info(game: Game, variant: string): Omit<StudioGameInfoOf<K>, 'code' | 'name' | 'kind' | 'variant'>;
  /** The catalogue row's smallest stake and line count. */
  catalogue(game: Game): { minBet: number; minLineNum: number };
  /** The round's total stake in minor units; throws StudioError BET_INVALID for a bet the game does not take. */
  stake(game: Game, variant: string, request: Request): number;
  /** Decides the round from its stream; what is drawn never depends on the stake, only what it pays. */
  decide(game: Game, variant: string, stream: FairStream, request: Request): KindDecision<Outcome>;
  /** Whether a recorded round was played with this request (stake aside, which the round flow compares). */
  sameRequest(outcome: Outcome, request: Request): boolean;
}

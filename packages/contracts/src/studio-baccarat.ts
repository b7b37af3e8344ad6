import { z } from 'zod';
import { studioIdempotencyKeySchema, studioPlayAnswerShape } from './studio-shared.js';

/**
 * Baccarat (kind `baccarat`): POST /studio/api/baccarat/deal. One coup per round, dealt from a fresh 8-deck shoe
 * shuffled by the round's seeds; the player stakes any of the five spots at once. Amounts in minor units.
 */
export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

const perSpot = <T extends z.ZodType>(value: T) =>
  z.object({ player: value, banker: value, tie: value, playerPair: value, bankerPair: value });

export const studioBaccaratLimitSchema = z.object({
  min: z.number().int().positive(),
  max: z.number().int().positive(),
});

/** What a baccarat session tells the game client besides the common fields (studio.ts). */
export const studioBaccaratGameShape = {
  /** Chip values offered, ascending. */
  chips: z.array(z.number().int().positive()),
  defaultChip: z.number().int().positive(),
  /** Every stake on a spot is a whole multiple of this (so the banker's 5 % commission is exact). */
  unit: z.number().int().positive(),
  /** Table limits of each spot: a spot is either not staked or staked from min to max. */
  limits: perSpot(studioBaccaratLimitSchema),
  /** Exact return to player of each spot (e.g. banker 0.98942). */
  returns: perSpot(z.number()),
};

// ---- POST /studio/api/baccarat/deal

const spotStake = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const studioBaccaratDealRequestSchema = z.strictObject({
  /** Stake per spot; a spot left out (or 0) is not played. At least one spot must be staked. */
  bets: z.strictObject({
    player: spotStake.optional(),
    banker: spotStake.optional(),
    tie: spotStake.optional(),
    playerPair: spotStake.optional(),
    bankerPair: spotStake.optional(),
  }),
  idempotencyKey: studioIdempotencyKeySchema,
});
export type StudioBaccaratDealRequest = z.infer<typeof studioBaccaratDealRequestSchema>;

/** The coup and what each spot returned. */
export const studioBaccaratOutcomeSchema = z.object({
  /** Card codes (0…51: rank = code % 13 with 0 = ace, suit = floor(code / 13) clubs, diamonds, hearts, spades) in the order dealt. */
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  /** The stake on each spot (0: not played). */
  stakes: perSpot(z.number().int()),
  /** What each spot returned, stake included (0: lost; the stake itself: pushed). */
  returns: perSpot(z.number().int()),
  /** Minor units the round returned (all spots, stakes included). */
  totalWin: z.number().int(),
});
export type StudioBaccaratOutcome = z.infer<typeof studioBaccaratOutcomeSchema>;

export const studioBaccaratDealSchema = studioBaccaratOutcomeSchema.extend(studioPlayAnswerShape);
export type StudioBaccaratDeal = z.infer<typeof studioBaccaratDealSchema>;

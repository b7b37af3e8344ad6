import { z } from 'zod';
import { studioIdempotencyKeySchema, studioPlayAnswerShape, studioStakeSchema } from './studio-shared.js';

/** Slots (kind `slot`): POST /studio/api/slot/spin. */

/** What a slot's session tells the game client besides the common fields (studio.ts). */
export const studioSlotGameShape = {
  /** Paylines; the coin value of a spin is bet / lines. */
  lines: z.number().int(),
  /** Allowed total stakes in minor units, ascending (each a multiple of `lines`). */
  betLevels: z.array(z.number().int().positive()),
  defaultBet: z.number().int().positive(),
};

// ---- POST /studio/api/slot/spin

export const studioSpinRequestSchema = z.strictObject({
  /** Total stake of the spin in minor units: one of the game's betLevels. */
  bet: studioStakeSchema,
  idempotencyKey: studioIdempotencyKeySchema,
});
export type StudioSpinRequest = z.infer<typeof studioSpinRequestSchema>;

export const studioLineWinSchema = z.object({
  /** Payline index (0-based, as in the game's line table). */
  line: z.number().int(),
  symbol: z.string(),
  /** Reels matched from the left (wilds included). */
  count: z.number().int(),
  /** Minor units won by the line (free spins: multiplier applied). */
  win: z.number().int(),
});
export type StudioLineWin = z.infer<typeof studioLineWinSchema>;

/** One spin of the reels: the base spin, or one free spin. */
export const studioSpinOutcomeSchema = z.object({
  /** Reel stops (index into each reel strip), reels 1 to 5. */
  stops: z.array(z.number().int()),
  /** grid[reel][row] = symbol code (row 0 = top). */
  grid: z.array(z.array(z.string())),
  lineWins: z.array(studioLineWinSchema),
  scatterCount: z.number().int(),
  scatterWin: z.number().int(),
  /** Whether this spin triggers the feature (in free spins: a retrigger). */
  triggered: z.boolean(),
  /** Minor units won by this spin (free spins: multiplier applied). */
  win: z.number().int(),
});
export type StudioSpinOutcome = z.infer<typeof studioSpinOutcomeSchema>;

export const studioPickBonusSchema = z.object({
  /** The whole shuffled board in reveal order: prize multiples of the total bet, 0 = collect. */
  board: z.array(z.number()),
  /** Prizes revealed before the first collect tile, in order (multiples of the total bet). */
  revealed: z.array(z.number()),
  win: z.number().int(),
});

/** Everything a slot round decided, in one answer (the feature is decided in the same round). */
export const studioSlotOutcomeSchema = studioSpinOutcomeSchema.extend({
  /** Free spins played by the round (retriggers included); 0 without the feature. */
  freeSpinsAwarded: z.number().int(),
  freeSpinsMultiplier: z.number().int(),
  freeSpins: z.array(studioSpinOutcomeSchema),
  pickBonus: studioPickBonusSchema.nullable(),
  /** Minor units won by the whole round (base spin, free spins, pick bonus). */
  totalWin: z.number().int(),
});
export type StudioSlotOutcome = z.infer<typeof studioSlotOutcomeSchema>;

export const studioSpinSchema = studioSlotOutcomeSchema.extend(studioPlayAnswerShape);
export type StudioSpin = z.infer<typeof studioSpinSchema>;

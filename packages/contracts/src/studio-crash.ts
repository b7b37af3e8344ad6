import { z } from 'zod';
import { studioIdempotencyKeySchema, studioPlayAnswerShape, studioStakeSchema } from './studio-shared.js';

/**
 * Crash (kind `crash`): POST /studio/api/crash/play. One call per round: the player names a stake and an
 * automatic cash-out target; the round's seeds decide the crash point; the stake × target is paid when the
 * multiplier reaches the target. Multipliers are integers in hundredths (250 = ×2.50); amounts in minor units.
 */

/** What a crash session tells the game client besides the common fields (studio.ts). */
export const studioCrashGameShape = {
  minStake: z.number().int().positive(),
  maxStake: z.number().int().positive(),
  defaultStake: z.number().int().positive(),
  /** Quick stakes offered by the client, ascending. */
  stakeChips: z.array(z.number().int().positive()),
  /** Lowest and highest cash-out target, hundredths (101 = ×1.01). */
  minTarget: z.number().int(),
  maxTarget: z.number().int(),
  defaultTarget: z.number().int(),
};

// ---- POST /studio/api/crash/play

export const studioCrashPlayRequestSchema = z.strictObject({
  stake: studioStakeSchema,
  /** Automatic cash-out target in hundredths (≥ 101, i.e. ×1.01). */
  target: z.number().int().min(101).max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: studioIdempotencyKeySchema,
});
export type StudioCrashPlayRequest = z.infer<typeof studioCrashPlayRequestSchema>;

export const studioCrashOutcomeSchema = z.object({
  /** The cash-out target the round was played with, hundredths. */
  target: z.number().int(),
  /** Where the multiplier crashed, hundredths (100 when it crashed at once). */
  crashPoint: z.number().int(),
  /** Crashed at once at ×1.00: no cash-out wins. */
  instant: z.boolean(),
  /** The multiplier reached the target: paid stake × target. */
  cashedOut: z.boolean(),
  /** Minor units returned, stake included: floor(stake × target / 100), or 0. */
  totalWin: z.number().int(),
});
export type StudioCrashOutcome = z.infer<typeof studioCrashOutcomeSchema>;

export const studioCrashPlaySchema = studioCrashOutcomeSchema.extend(studioPlayAnswerShape);
export type StudioCrashPlay = z.infer<typeof studioCrashPlaySchema>;

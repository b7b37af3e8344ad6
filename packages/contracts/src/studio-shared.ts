import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * Pieces every kind of studio game shares (studio.ts builds the session and recall from them; each kind's file,
 * studio-<kind>.ts, its play request and answer).
 */

/** Unique per round the client means to play: a retry with the same key answers the same round. */
export const studioIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A name in the languages the studio has it (e.g. a game's or a table's): a client shows the one of its language,
 * else the English one, else the plain `name` that comes with it (English, for clients that know only that).
 */
export const studioNamesSchema = z.partialRecord(z.enum(LOCALES), z.string());
export type StudioNames = z.infer<typeof studioNamesSchema>;

/** A stake in minor units. */
export const studioStakeSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const studioFairnessSchema = z.object({
  /** SHA-256 (hex) of the server seed in play, shown before any round uses it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int().min(0),
});
export type StudioFairness = z.infer<typeof studioFairnessSchema>;

/**
 * What the answer of every play call adds to the kind's outcome (the outcome's fields come first, at the top
 * level): the round, its seeds, the stake, the balance around it and the fairness state after it.
 */
export const studioPlayAnswerShape = {
  roundId: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Total stake of the round in minor units. */
  bet: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  /** Fairness state after the round (the next nonce). */
  fairness: studioFairnessSchema,
};
export type StudioPlayFields = z.infer<z.ZodObject<typeof studioPlayAnswerShape>>;

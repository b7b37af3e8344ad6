import { z } from 'zod';
import { studioNamesSchema } from './studio-shared.js';

/**
 * High Card (kind `highcard`), the studio's PVP table game: members sit at a table of a fixed stake (ante); when
 * at least two are seated a short timer starts and the hand is dealt from the hand's own seeds (a server seed
 * committed when the table opened for the hand, revealed as soon as it is dealt). One card each in seat order;
 * ace high; the highest rank takes the pot less the published rake; ties split it. Amounts in minor units.
 *
 *   GET  /studio/api/highcard/tables               the session's tables with their seats
 *   GET  /studio/api/highcard/tables/<tableId>     one table (starts a hand that is due)
 *   POST /studio/api/highcard/join  { tableId }    takes a seat (the ante is taken when the hand starts)
 *   POST /studio/api/highcard/leave { tableId }    gives the seat back before the hand starts
 */

/** A table as the game lists it (the studio's configuration). */
export const studioHighCardTableInfoSchema = z.object({
  tableId: z.string(),
  /** The table's name in English. */
  name: z.string(),
  /** The table's name in each language (a client shows its language's, else `name`). */
  names: studioNamesSchema.optional(),
  currency: z.string(),
  /** The ante every seated member puts in, minor units. */
  stake: z.number().int().positive(),
  seats: z.number().int().min(2).max(6),
});
export type StudioHighCardTableInfo = z.infer<typeof studioHighCardTableInfoSchema>;

/** What a High Card session tells the game client besides the common fields (studio.ts). */
export const studioHighCardGameShape = {
  /** The published rake in basis points of the pot (500 = 5 %). */
  rakeBp: z.number().int().min(0).max(10_000),
  minPlayers: z.number().int().min(2),
  /** Seconds between the second member sitting down and the deal (at once when the table is full). */
  startDelaySeconds: z.number().int().min(0),
  tables: z.array(studioHighCardTableInfoSchema),
};

export const studioHighCardTableRequestSchema = z.strictObject({ tableId: z.string().min(1).max(64) });
export type StudioHighCardTableRequest = z.infer<typeof studioHighCardTableRequestSchema>;

export const studioHighCardSeatSchema = z.object({
  seat: z.number().int().min(1),
  /** Masked name of the member (e.g. "Pl…12"); "you" is told by `mine`. */
  player: z.string(),
  mine: z.boolean(),
  /** The member's client seed as it was when they sat down: it enters the hand's client seed (handClientSeed). */
  clientSeed: z.string(),
});

/** The seats' cards and money of a dealt hand (also the outcome of each member's round in game recall). */
export const studioHighCardOutcomeSchema = z.object({
  tableId: z.string(),
  handId: z.string(),
  stake: z.number().int(),
  rakeBp: z.number().int(),
  pot: z.number().int(),
  rake: z.number().int(),
  /** Every dealt seat in seat order: its card (0…51: rank = code % 13, ace 0; suit = ⌊code / 13⌋) and payout. */
  seats: z.array(
    z.object({
      seat: z.number().int(),
      player: z.string(),
      card: z.number().int(),
      payout: z.number().int(),
      /** The seat's player's client seed when they sat down (hands dealt before it was recorded lack it). */
      clientSeed: z.string().optional(),
    }),
  ),
  /**
   * The table's own client seed; the hand was dealt with SHA-256 of it and the seats' seeds in seat order, joined
   * by "/" (`handClientSeed`), which is the round's client seed.
   */
  tableClientSeed: z.string().optional(),
  /** Seat numbers holding the highest rank. */
  winners: z.array(z.number().int()),
  /** The seat the round's member held. */
  seat: z.number().int(),
  totalWin: z.number().int(),
});
export type StudioHighCardOutcome = z.infer<typeof studioHighCardOutcomeSchema>;

export const STUDIO_HAND_STATES = ['WAITING', 'STARTING', 'DEALING', 'SETTLED', 'CANCELLED'] as const;

/** A table now: its open hand's seats and timer, and the last hand dealt there. */
export const studioHighCardTableSchema = studioHighCardTableInfoSchema.extend({
  handId: z.string(),
  state: z.enum(STUDIO_HAND_STATES),
  /** ISO time the open hand is dealt (null until two members sit). */
  startsAt: z.string().nullable(),
  /** The server's clock when it answered, so the client counts down against it. */
  now: z.string(),
  seated: z.array(studioHighCardSeatSchema),
  /**
   * The open hand's server seed commitment and the table's own client seed; the hand is dealt (nonce 0) with the
   * client seed mixed from it and the seats' seeds (handClientSeed).
   */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The member's seat at the open hand, or null. */
  mySeat: z.number().int().nullable(),
  /** The last hand dealt at the table, with the seeds to verify it; null before the first. */
  lastHand: studioHighCardOutcomeSchema
    .omit({ seat: true, totalWin: true })
    .extend({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      settledAt: z.string(),
      /** The member's round of that hand (game recall), when they played it. */
      myRoundId: z.string().nullable(),
    })
    .nullable(),
});
export type StudioHighCardTable = z.infer<typeof studioHighCardTableSchema>;
export const studioHighCardTablesSchema = z.object({ tables: z.array(studioHighCardTableSchema) });

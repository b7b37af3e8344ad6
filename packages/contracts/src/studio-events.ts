import { z } from 'zod';
import { studioIdempotencyKeySchema, studioStakeSchema } from './studio-shared.js';

/**
 * Simulated events (kind `event`): cockfights (meron, wala, draw) and football matches (1X2 and a total-goals
 * line), on a schedule. No real-world event is implied: contestants and ratings are invented. An event opens for
 * betting with its server seed's hash published, closes at `closesAt` (the database's clock), and its result is
 * then drawn from its seeds (client seed = the event id, nonce 0); the seed is revealed with the result. Odds are
 * fixed when the event opens, from the ratings and the published margin (@suerte/fair events). Amounts in minor
 * units; odds in hundredths (185 = 1.85).
 */

export const STUDIO_EVENT_SPORTS = ['cockfight', 'football'] as const;
export type StudioEventSport = (typeof STUDIO_EVENT_SPORTS)[number];

export const STUDIO_EVENT_SELECTIONS = ['meron', 'wala', 'draw', 'home', 'away', 'over', 'under'] as const;
export type StudioEventSelection = (typeof STUDIO_EVENT_SELECTIONS)[number];

/** What an event game's session tells the client besides the common fields (studio.ts). */
export const studioEventGameShape = {
  sport: z.enum(STUDIO_EVENT_SPORTS),
  minStake: z.number().int().positive(),
  maxStake: z.number().int().positive(),
  defaultStake: z.number().int().positive(),
  stakeChips: z.array(z.number().int().positive()),
  /** The published margin in basis points: every selection returns at most 10 000 / (10 000 + margin). */
  marginBp: z.number().int(),
};

export const studioEventStatusSchema = z.enum(['OPEN', 'RESULTED', 'SETTLED']);

export const studioEventResultSchema = z.object({
  /** Cockfight: the winning side (or draw). */
  side: z.enum(['meron', 'wala', 'draw']).nullable(),
  /** Football: the final score. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type StudioEventResult = z.infer<typeof studioEventResultSchema>;

export const studioEventSchema = z.object({
  eventId: z.string(),
  game: z.string(),
  sport: z.enum(STUDIO_EVENT_SPORTS),
  status: studioEventStatusSchema,
  /** Cockfight: meron (home) and wala (away); football: home and away team. Invented names. */
  home: z.object({ name: z.string(), rating: z.number().int() }),
  away: z.object({ name: z.string(), rating: z.number().int() }),
  /** Cockfight: the published chance of a draw, basis points; null for football. */
  drawBp: z.number().int().nullable(),
  /** Football: the total-goals line is `totalLine + 0.5`; null for cockfight. */
  totalLine: z.number().int().nullable(),
  marginBp: z.number().int(),
  /** Odds offered per selection, hundredths; a selection not offered is absent. */
  odds: z.partialRecord(z.enum(STUDIO_EVENT_SELECTIONS), z.number().int()),
  opensAt: z.string(),
  closesAt: z.string(),
  result: studioEventResultSchema.nullable(),
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Revealed with the result. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.literal(0),
  }),
});
export type StudioEvent = z.infer<typeof studioEventSchema>;

// ---- GET /studio/api/event/events

export const studioEventListSchema = z.object({
  /** The database's clock when answered: countdowns run from it, not from the device's clock. */
  serverNow: z.string(),
  /** Open events (soonest close first), then the latest results. */
  events: z.array(studioEventSchema),
});
export type StudioEventList = z.infer<typeof studioEventListSchema>;

// ---- POST /studio/api/event/bet

export const studioEventBetRequestSchema = z.strictObject({
  eventId: z.string().min(1).max(64),
  selection: z.enum(STUDIO_EVENT_SELECTIONS),
  stake: studioStakeSchema,
  /** The odds the slip showed: refused (ODDS_CHANGED… as BET_INVALID) if they are not the event's. */
  odds: z.number().int().min(101),
  idempotencyKey: studioIdempotencyKeySchema,
});
export type StudioEventBetRequest = z.infer<typeof studioEventBetRequestSchema>;

/** A bet's round outcome (game recall): the event, the pick and, once drawn, the result and what it returned. */
export const studioEventOutcomeSchema = z.object({
  eventId: z.string(),
  sport: z.enum(STUDIO_EVENT_SPORTS),
  home: z.object({ name: z.string(), rating: z.number().int() }),
  away: z.object({ name: z.string(), rating: z.number().int() }),
  drawBp: z.number().int().nullable(),
  totalLine: z.number().int().nullable(),
  selection: z.enum(STUDIO_EVENT_SELECTIONS),
  odds: z.number().int(),
  result: studioEventResultSchema.nullable(),
  /** win, push (stake back) or lose; null until the result. */
  betOutcome: z.enum(['win', 'push', 'lose']).nullable(),
  /** Minor units returned, stake included (0 until the result). */
  totalWin: z.number().int(),
});
export type StudioEventOutcome = z.infer<typeof studioEventOutcomeSchema>;

export const studioEventBetSchema = z.object({
  roundId: z.string(),
  eventId: z.string(),
  selection: z.enum(STUDIO_EVENT_SELECTIONS),
  odds: z.number().int(),
  stake: z.number().int(),
  /** floor(stake × odds / 100). */
  potentialReturn: z.number().int(),
  status: z.enum(['PENDING', 'ACCEPTED', 'SETTLED', 'ROLLED_BACK']),
  betOutcome: z.enum(['win', 'push', 'lose']).nullable(),
  win: z.number().int(),
  createdAt: z.string(),
  /** The player's balance after the stake was taken (null while the wallet has not answered). */
  balanceAfter: z.number().int().nullable(),
});
export type StudioEventBet = z.infer<typeof studioEventBetSchema>;

// ---- GET /studio/api/event/bets

export const studioEventBetListSchema = z.object({ bets: z.array(studioEventBetSchema) });
export type StudioEventBetList = z.infer<typeof studioEventBetListSchema>;

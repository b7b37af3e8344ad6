import { z } from 'zod';
import { studioFairnessSchema, studioNamesSchema } from './studio-shared.js';
import { studioBaccaratGameShape, studioBaccaratOutcomeSchema } from './studio-baccarat.js';
import { studioBingoGameShape, studioBingoOutcomeSchema } from './studio-bingo.js';
import { studioCrashGameShape, studioCrashOutcomeSchema } from './studio-crash.js';
import { studioHighCardGameShape, studioHighCardOutcomeSchema } from './studio-highcard.js';
import { studioEventGameShape, studioEventOutcomeSchema } from './studio-events.js';
import { studioSlotGameShape, studioSlotOutcomeSchema } from './studio-slot.js';

/**
 * Suerte Studio's player-facing API: the game client (served from our origin at `/studio/play/<gameCode>`)
 * calls `/studio/api/...` on the same origin. Every answer is an envelope `{ success, code, message, value }`
 * like the portal's, with the studio's own codes (STUDIO_ERROR_CODES). Authenticated calls carry the studio
 * session token in `Authorization: Bearer <sessionToken>`. Amounts are integers in minor units.
 */
export const STUDIO_API_PREFIX = '/studio/api';
/** The game page of a studio game: `${STUDIO_PLAY_PREFIX}/<gameCode>?token=<launchToken>` (or `?demo=1`). */
export const STUDIO_PLAY_PREFIX = '/studio/play';

export const STUDIO_ERROR_CODES = [
  'VALIDATION_FAILED',
  /** No, unknown or expired studio session: the game must be launched again from the portal. */
  'UNAUTHORIZED',
  /** The launch token is unknown, used or stale (launch tokens are single use and short-lived). */
  'INVALID_TOKEN',
  'PLAYER_BLOCKED',
  /** The portal session that launched the game has ended: no more bets (recall still works). */
  'SESSION_EXPIRED',
  'NOT_FOUND',
  /** A stake that is not one of the game's bet levels. */
  'BET_INVALID',
  'INSUFFICIENT_FUNDS',
  'WIN_LIMIT',
  'BALANCE_LIMIT',
  /** The same idempotency key was used with a different request. */
  'CONFLICT',
  'RATE_LIMITED',
  /** The game is off at the studio. */
  'MAINTENANCE',
  /** The event's betting closed (by the database's clock), or its odds are no longer the ones shown. */
  'BETTING_CLOSED',
  /** The portal's wallet did not answer: the round is recorded and will be completed or rolled back. */
  'WALLET_UNAVAILABLE',
  /** A bingo game's sales have closed (by the database's clock): no more cards for it. */
  'SALES_CLOSED',
  'INTERNAL_ERROR',
] as const;
export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number];

export const STUDIO_HTTP_STATUS_OF: Record<StudioErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  PLAYER_BLOCKED: 403,
  SESSION_EXPIRED: 401,
  NOT_FOUND: 404,
  BET_INVALID: 400,
  INSUFFICIENT_FUNDS: 409,
  WIN_LIMIT: 409,
  BALANCE_LIMIT: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  BETTING_CLOSED: 409,
  WALLET_UNAVAILABLE: 503,
  SALES_CLOSED: 409,
  INTERNAL_ERROR: 500,
};

export function studioEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.union([z.literal('OK'), z.enum(STUDIO_ERROR_CODES)]),
    message: z.string(),
    value,
  });
}

/** Kinds of studio games; each kind has its own play calls (`/studio/api/<kind>/...`, studio-<kind>.ts). */
export const STUDIO_GAME_KINDS = ['slot', 'baccarat', 'crash', 'highcard', 'bingo', 'event'] as const;
export type StudioGameKind = (typeof STUDIO_GAME_KINDS)[number];

/** Client seeds: what @suerte/fair accepts (CLIENT_SEED_PATTERN). */
export const studioClientSeedSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '1 to 64 letters, digits, "-" or "_"');

const gameCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);

// ---- POST /studio/api/session

export const studioSessionRequestSchema = z.union([
  /** A launch from the portal: the fields of the game address (`?token=…&player=…&currency=…`). */
  z.strictObject({
    launchToken: z.string().min(16).max(200),
    playerId: z.string().min(1).max(64),
    game: gameCode,
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  /** A free trial: play money inside the studio only, nothing on any ledger. */
  z.strictObject({
    game: gameCode,
    demo: z.literal(true),
    /** From the game address: selects the merchant's certified variant and the currency shown. */
    merchant: z.string().min(1).max(64).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
]);
export type StudioSessionRequest = z.infer<typeof studioSessionRequestSchema>;

/** What every kind's game tells the client; each kind adds its own fields (studio-<kind>.ts). */
export const studioGameInfoBaseSchema = z.object({
  /** The studio's game code (e.g. "lucky-dragon", "baccarat"). */
  code: z.string(),
  /** The game's name in English. */
  name: z.string(),
  /** The game's name in each language (a client shows its language's, else `name`). */
  names: studioNamesSchema.optional(),
  /** The certified variant the merchant runs (e.g. "94", "96"); the same for every player of the merchant. */
  variant: z.string(),
  /** The variant's return to player (slots: computed by its PAR sheet, e.g. 0.9603). */
  rtp: z.number(),
});

export const studioGameInfoSchema = z.discriminatedUnion('kind', [
  studioGameInfoBaseSchema.extend({ kind: z.literal('slot'), ...studioSlotGameShape }),
  studioGameInfoBaseSchema.extend({ kind: z.literal('baccarat'), ...studioBaccaratGameShape }),
  studioGameInfoBaseSchema.extend({ kind: z.literal('crash'), ...studioCrashGameShape }),
  studioGameInfoBaseSchema.extend({ kind: z.literal('highcard'), ...studioHighCardGameShape }),
  studioGameInfoBaseSchema.extend({ kind: z.literal('bingo'), ...studioBingoGameShape }),
  studioGameInfoBaseSchema.extend({ kind: z.literal('event'), ...studioEventGameShape }),
]);
export type StudioGameInfo = z.infer<typeof studioGameInfoSchema>;
/** The game info of one kind, e.g. StudioGameInfoOf<'slot'>. */
export type StudioGameInfoOf<K extends StudioGameKind> = Extract<StudioGameInfo, { kind: K }>;

export const studioSessionSchema = z.object({
  sessionToken: z.string(),
  /** ISO time after which the session must be launched again. */
  expiresAt: z.string(),
  game: studioGameInfoSchema,
  currency: z.string(),
  /** The player's balance in minor units (for a demo: the studio's play money). */
  balance: z.number().int(),
  demo: z.boolean(),
  fairness: studioFairnessSchema,
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

// ---- fairness

export const studioClientSeedRequestSchema = z.strictObject({ clientSeed: studioClientSeedSchema });
/** Answer of POST /studio/api/fairness/client-seed: the fairness state (nonce unchanged). */
export const studioClientSeedAnswerSchema = studioFairnessSchema;

/** POST /studio/api/fairness/rotate: body optional; a new client seed may come with the rotation. */
export const studioRotateRequestSchema = z.strictObject({ clientSeed: studioClientSeedSchema.optional() });
export const studioRotationSchema = z.object({
  /** The server seed just retired: every round played under it can now be verified. */
  revealedServerSeed: z.string(),
  previousServerSeedHash: z.string(),
  previousClientSeed: z.string(),
  /** Rounds played under the retired seed used nonces 0 … roundsPlayed − 1. */
  roundsPlayed: z.number().int(),
  newServerSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.literal(0),
});
export type StudioRotation = z.infer<typeof studioRotationSchema>;

/** The session's balance now, as the wallet answers it (a screen refreshes it when a payout landed without a call). */
export const studioBalanceSchema = z.object({ balance: z.number().int(), currency: z.string() });
export type StudioBalance = z.infer<typeof studioBalanceSchema>;

// ---- game recall

export const STUDIO_ROUND_STATUSES = ['CREATED', 'BET_ACCEPTED', 'SETTLED', 'ROLLED_BACK'] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];

export const studioRoundsQuerySchema = z.strictObject({
  game: gameCode.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A round as game recall shows it, whatever its kind; each kind adds its outcome (studioRoundSchema). */
export const studioRoundBaseSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  gameName: z.string(),
  variant: z.string(),
  status: z.enum(STUDIO_ROUND_STATUSES),
  demo: z.boolean(),
  currency: z.string(),
  bet: z.number().int(),
  /** 0 until settled (and for a rolled-back round). */
  win: z.number().int(),
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Null until the player rotates the seed pair the round was played with. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
});

/** The outcome is what the round decided (also for a rolled-back round: it was decided, its stake returned). */
export const studioRoundSchema = z.discriminatedUnion('kind', [
  studioRoundBaseSchema.extend({ kind: z.literal('slot'), outcome: studioSlotOutcomeSchema }),
  studioRoundBaseSchema.extend({ kind: z.literal('baccarat'), outcome: studioBaccaratOutcomeSchema }),
  studioRoundBaseSchema.extend({ kind: z.literal('crash'), outcome: studioCrashOutcomeSchema }),
  studioRoundBaseSchema.extend({ kind: z.literal('highcard'), outcome: studioHighCardOutcomeSchema }),
  studioRoundBaseSchema.extend({ kind: z.literal('bingo'), outcome: studioBingoOutcomeSchema }),
  studioRoundBaseSchema.extend({ kind: z.literal('event'), outcome: studioEventOutcomeSchema }),
]);
export type StudioRound = z.infer<typeof studioRoundSchema>;
export const studioRoundListSchema = z.object({ rounds: z.array(studioRoundSchema) });

import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * The vendor wallet protocol: game vendors (our own games under vendor code SUERTE, and vendor adapters) call
 * `POST /vendor/v1/{vendorCode}/{action}` to read and move a player's money. Every body is signed.
 */
export const VENDOR_SIGNATURE_HEADER = 'x-suerte-signature';

export const VENDOR_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'end-round'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];

/** Business outcomes, answered with HTTP 200. */
export const VENDOR_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'SESSION_EXPIRED',
  'INVALID_TOKEN',
  'CURRENCY_MISMATCH',
  'ROUND_CLOSED',
  'TRANSACTION_NOT_FOUND',
  'BET_ALREADY_ROLLED_BACK',
  'DUPLICATE_MISMATCH',
  /** A win above the vendor's (or the game's) limit on one win or on a round's total win. */
  'WIN_LIMIT',
  /** The credit would take the player's balance above the most an account may hold (MAX_BALANCE). */
  'BALANCE_LIMIT',
  /** A win on a round where this player has no bet, from a vendor not allowed bonus wins. */
  'BONUS_WIN_NOT_ALLOWED',
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** Refusals of the request itself (not of the business outcome), each with its HTTP status. */
export const VENDOR_REQUEST_ERRORS = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  IP_NOT_ALLOWED: 403,
  INTERNAL_ERROR: 500,
  /** The wallet is out of reach for a moment (a database failover or restart): retry the same call. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type VendorRequestError = keyof typeof VENDOR_REQUEST_ERRORS;

/** Printable ASCII without spaces: identifiers travel in logs and URLs unchanged. */
const identifier = (max: number, what: string) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
    .describe(what);

const amount = (min: 0 | 1) =>
  z
    .number()
    .int()
    .min(min)
    .max(Number.MAX_SAFE_INTEGER)
    .describe(
      `Integer amount in minor units of the currency (centavos, satang), ${min === 1 ? 'at least 1' : '0 or more'}; never a string or a fraction`,
    );

const common = {
  requestId: identifier(128, 'Unique per HTTP call, for tracing; replays are recognised by transactionId'),
  playerId: identifier(64, 'Opaque player id issued at game launch (never the username)'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe("ISO 4217 code; must be the player's currency"),
};
const transactionId = identifier(128, "The vendor's id of this money movement, unique per vendor");
const roundId = identifier(128, "The vendor's game round id");

export const vendorAuthenticateRequestSchema = z.strictObject({
  ...common,
  launchToken: identifier(200, 'Single-use token from the game launch'),
});
export const vendorBalanceRequestSchema = z.strictObject(common);
export const vendorBetRequestSchema = z.strictObject({
  ...common,
  transactionId,
  roundId,
  gameCode: identifier(64, "The vendor's game code"),
  amount: amount(1),
});
export const vendorWinRequestSchema = z.strictObject({
  ...common,
  transactionId,
  roundId,
  gameCode: identifier(64, "The vendor's game code"),
  amount: amount(0),
});
export const vendorRollbackRequestSchema = z.strictObject({
  ...common,
  transactionId,
  referenceTransactionId: identifier(128, 'The transactionId of the bet to roll back'),
});
export const vendorEndRoundRequestSchema = z.strictObject({ ...common, roundId });

export type VendorAuthenticateRequest = z.infer<typeof vendorAuthenticateRequestSchema>;
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;
export type VendorBetRequest = z.infer<typeof vendorBetRequestSchema>;
export type VendorWinRequest = z.infer<typeof vendorWinRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;
export type VendorEndRoundRequest = z.infer<typeof vendorEndRoundRequestSchema>;

export const VENDOR_REQUEST_SCHEMAS = {
  authenticate: vendorAuthenticateRequestSchema,
  balance: vendorBalanceRequestSchema,
  bet: vendorBetRequestSchema,
  win: vendorWinRequestSchema,
  rollback: vendorRollbackRequestSchema,
  'end-round': vendorEndRoundRequestSchema,
} as const satisfies Record<VendorAction, z.ZodType>;

export const vendorAnswerSchema = z.object({
  status: z.enum(VENDOR_STATUSES).describe('OK, or the business reason the call changed nothing'),
  balance: z
    .number()
    .int()
    .describe("The player's balance in minor units after the call (0 when the player is unknown)"),
  currency: z.string().describe("The player's currency (the requested one when the player is unknown)"),
});
export type VendorAnswer = z.infer<typeof vendorAnswerSchema>;

/** authenticate's answer: on OK it also names the player's merchant and a stable reference of the player. */
export const vendorAuthenticateAnswerSchema = vendorAnswerSchema.extend({
  merchantCode: z
    .string()
    .optional()
    .describe("The player's merchant (site), on OK: a vendor may configure its games per merchant"),
  playerRef: z
    .string()
    .optional()
    .describe(
      'On OK: an opaque id of the member at this vendor, the same on every launch (playerId changes per launch)',
    ),
});
export type VendorAuthenticateAnswer = z.infer<typeof vendorAuthenticateAnswerSchema>;

export const vendorRequestErrorSchema = z.object({
  status: z.enum(Object.keys(VENDOR_REQUEST_ERRORS) as [VendorRequestError, ...VendorRequestError[]]),
  message: z.string(),
});
export type VendorRequestErrorAnswer = z.infer<typeof vendorRequestErrorSchema>;

/**
 * POST /vendor/v1/{vendor}/rooms, signed like the wallet calls: a vendor's snapshot of its PVP rooms (tables)
 * and their occupancy, which GLS2_roomList shows. Each room's row is replaced by a newer snapshot of it
 * (`at` orders them: a late, older snapshot changes nothing); rooms absent from a snapshot stay as they were.
 */
export const vendorRoomsRequestSchema = z.strictObject({
  requestId: identifier(128, 'Unique per HTTP call, for tracing'),
  at: z.string().datetime({ offset: true }).describe("The vendor's time of the snapshot (ISO 8601)"),
  rooms: z
    .array(
      z.strictObject({
        roomId: identifier(64, "The vendor's id of the room"),
        gameCode: identifier(64, "The vendor's game code (the catalogue node id)"),
        name: z.string().min(1).max(64),
        /** The room's name in the portal's languages; the room list shows the member's, else `name`. */
        names: z.partialRecord(z.enum(LOCALES), z.string().min(1).max(64)).optional(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        stake: amount(1),
        seats: z.number().int().min(1).max(100),
        seated: z.number().int().min(0).max(100),
        status: z.enum(['OPEN', 'PLAYING', 'CLOSED']),
      }),
    )
    .max(50),
});
export type VendorRoomsRequest = z.infer<typeof vendorRoomsRequestSchema>;
export const vendorRoomsAnswerSchema = z.object({
  status: z.literal('OK'),
  /** Rooms written (older snapshots of a room are skipped). */
  updated: z.number().int(),
});
/** Most wins one `win-batch` call may carry. */
export const VENDOR_WIN_BATCH_MAX = 2_000;

/** One win of a batch: the body of a single `win` call without its requestId (the same transactionId rules). */
export const vendorWinBatchItemSchema = vendorWinRequestSchema.omit({ requestId: true });
export type VendorWinBatchItem = z.infer<typeof vendorWinBatchItemSchema>;

export const vendorWinBatchRequestSchema = z.strictObject({
  requestId: common.requestId,
  wins: z
    .array(vendorWinBatchItemSchema)
    .min(1)
    .max(VENDOR_WIN_BATCH_MAX)
    .describe(
      `1 to ${VENDOR_WIN_BATCH_MAX} wins, for any players of the vendor; each is decided as a single win call with the same fields would be`,
    ),
});
export type VendorWinBatchRequest = z.infer<typeof vendorWinBatchRequestSchema>;

/** One win's answer: what a single `win` call with the same fields answers, with its transactionId. */
export const vendorWinBatchResultSchema = vendorAnswerSchema.extend({
  transactionId: z.string().describe('The win this result answers'),
});
export type VendorWinBatchResult = z.infer<typeof vendorWinBatchResultSchema>;

export const vendorWinBatchAnswerSchema = z.object({
  results: z.array(vendorWinBatchResultSchema).describe('One result per win, in the order of `wins`'),
});
export type VendorWinBatchAnswer = z.infer<typeof vendorWinBatchAnswerSchema>;

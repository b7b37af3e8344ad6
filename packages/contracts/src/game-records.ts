import { z } from 'zod';
import { GAME_ROUND_STATUSES, PROFIT_LOSS_GROUPS } from './game-record-constants.js';

/**
 * The member centre's betting record and profit and loss (issue 4), read from the game rounds the vendor wallet
 * API writes: one round per (vendor, round id, member) with its stakes and wins summed; a rolled-back bet is
 * taken out of its round's stake. Both relays are the caller's own rounds only (the member comes from the
 * session, never from the body) and are refused to trial accounts (NOT_REAL_ACCOUNT).
 *
 * - relay `GCSFE_bettingRecord`: one page of rounds, newest first, with the totals of every matching round.
 * - relay `GCSFE_profitLoss`: stakes, wins and profit summed by day (in the member's zone) or by game category.
 *
 * Amounts are integer minor units of the member's currency; profit is win − stake (the member's view).
 */

export const BETTING_RECORD_RELAY = 'GCSFE_bettingRecord';
export const PROFIT_LOSS_RELAY = 'GCSFE_profitLoss';

/** A round's category when neither its game nor its vendor names one. */
export const OTHER_CATEGORY = 'OTHER';

/** The longest range profit and loss sums over, in days (both ends included). */
export const PROFIT_LOSS_MAX_DAYS = 366;

export const gameRoundStatusSchema = z.enum(GAME_ROUND_STATUSES);

/** A calendar day, yyyy-MM-dd, that exists. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
  }, 'not a calendar day');

/** The member's offset from UTC in minutes (480 in Manila); it names the member's calendar days. */
const utcOffsetMinutes = z.number().int().min(-720).max(840).default(0);

/** A sum or amount in an answer: a safe integer of minor units (may be negative for profit). */
const answerAmount = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

const fromNotAfterTo = (b: { from?: string; to?: string }) => !b.from || !b.to || b.from <= b.to;

export const amountTotalsSchema = z.object({
  stake: answerAmount,
  win: answerAmount,
  /** win − stake. */
  profit: answerAmount,
});
export type AmountTotals = z.infer<typeof amountTotalsSchema>;

// ── relay GCSFE_bettingRecord ─────────────────────────────────────────────────────────

export const bettingRecordBodySchema = z
  .object({
    pageNo: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    /** First and last calendar day of the round's opening, both included, in the member's zone. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    utcOffsetMinutes,
    vendorCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .optional(),
    status: gameRoundStatusSchema.optional(),
  })
  .strict()
  .refine(fromNotAfterTo, { message: 'from is after to', path: ['from'] });
export type BettingRecordQuery = z.infer<typeof bettingRecordBodySchema>;

export const bettingRecordEntrySchema = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  /** The vendor's game code; '' when the vendor never named one. */
  gameCode: z.string(),
  /** The game's name in the request's language when the catalog knows the game, else its code. */
  gameName: z.string(),
  roundId: z.string(),
  stake: answerAmount,
  win: answerAmount,
  profit: answerAmount,
  status: gameRoundStatusSchema,
  /** ISO 8601, UTC. */
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BettingRecordEntry = z.infer<typeof bettingRecordEntrySchema>;

export const bettingRecordResponseSchema = z.object({
  list: z.array(bettingRecordEntrySchema),
  total: z.number().int().min(0),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over every round the filters match, not only this page. */
  totals: amountTotalsSchema,
});
export type BettingRecord = z.infer<typeof bettingRecordResponseSchema>;

// ── relay GCSFE_profitLoss ────────────────────────────────────────────────────────────

export const profitLossGroupSchema = z.enum(PROFIT_LOSS_GROUPS);

const DAY_MS = 86_400_000;

export const profitLossBodySchema = z
  .object({
    /** First and last calendar day, both included, in the member's zone. */
    from: isoDay,
    to: isoDay,
    utcOffsetMinutes,
    groupBy: profitLossGroupSchema.default('day'),
  })
  .strict()
  .refine(fromNotAfterTo, { message: 'from is after to', path: ['from'] })
  .refine((b) => (Date.parse(b.to) - Date.parse(b.from)) / DAY_MS < PROFIT_LOSS_MAX_DAYS, {
    message: `at most ${PROFIT_LOSS_MAX_DAYS} days`,
    path: ['to'],
  });
export type ProfitLossQuery = z.infer<typeof profitLossBodySchema>;

export const profitLossRowSchema = amountTotalsSchema.extend({
  /** The day (yyyy-MM-dd in the member's zone) or the game category (RNG, LIVE…, OTHER). */
  key: z.string(),
  /** Rounds opened in the group. */
  rounds: z.number().int().min(0),
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

export const profitLossResponseSchema = z.object({
  /** Days newest first; categories by name. Only groups with rounds. */
  rows: z.array(profitLossRowSchema),
  totals: amountTotalsSchema.extend({ rounds: z.number().int().min(0) }),
});
export type ProfitLoss = z.infer<typeof profitLossResponseSchema>;

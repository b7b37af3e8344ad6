import { z } from 'zod';
import { localeInputSchema } from './locale-schema.js';
import {
  LOTTERY_BET_STATUSES,
  LOTTERY_BET_TYPES,
  LOTTERY_DRAW_STATUSES,
  LOTTERY_GAME_TYPES,
  LOTTERY_MAX_BETS_PER_SLIP,
  LOTTERY_MAX_NUMBERS_PER_BET,
  LOTTERY_MENU_TAGS,
  LOTTERY_POPULAR_COUNT,
  LOTTERY_PRIZES,
  LOTTERY_RECENT_COUNT,
  LOTTERY_REGIONS,
  LOTTERY_VIEWS,
} from './lottery-constants.js';
import { requestIdSchema } from './wallet.js';

/**
 * The lottery (issue 13): Vietnamese regional lotteries (one draw a day per station: north 18:15, central
 * 17:15, south 16:15 local) and e-lottery speed games (every 1, 3 or 5 minutes) in the same result formats.
 *
 * Times are ISO 8601 in UTC; `remainTime` and `lockTime` are whole seconds as spec §3 and §4 use them (the
 * countdown shows `remainTime − lockTime`, '--:--:--' when not on sale or under 1 s). Draw numbers (`numero`)
 * are `yyyyMMdd-N` in the game's local day. Money is integer minor units of the member's currency.
 *
 * - GET  /lgw/games                          every lottery game (query prizeMode, device)
 * - GET  /lgw/games/popular                  the popular ones (count 100)
 * - GET  /lgw/vn/games/game_menu             the menu groups by tag (the `/elott` region tabs)
 * - GET  /lgw/vn/games/game_menu/recent      recent results (recentCount 100); needs a token (spec §6)
 * - GET  /lgw/vn/numeros/opened/game         the open draw of every game (the list's countdowns)
 * - GET  /lotto/lgw/games/opened/numero      the open draw of one game (the game page)
 * - GET  /lotto/lgw/lobby                    lottery lobby launch → value.gameUrl; needs a token
 * - GET  /lotto/lgw/games/:gameCode/odds     price per point, win per point and limits per bet type
 * - GET  /lotto/lgw/games/:gameCode/draws    the last draws with their results (the results board)
 * - GET  /lotto/lgw/draws/:gameCode/:numero  one draw with its result and, once revealed, its seed (/fair)
 * - POST /lotto/lgw/bets                     place a bet slip; needs a token; idempotent by requestId
 * - GET  /lotto/lgw/bets                     the member's bets (filter by game and draw); needs a token
 */

export const lotteryRegionSchema = z.enum(LOTTERY_REGIONS);
export const lotteryGameTypeSchema = z.enum(LOTTERY_GAME_TYPES);
export const lotteryMenuTagSchema = z.enum(LOTTERY_MENU_TAGS);
export const lotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);
export const lotteryDrawStatusSchema = z.enum(LOTTERY_DRAW_STATUSES);
export const lotteryBetStatusSchema = z.enum(LOTTERY_BET_STATUSES);
export const lotteryPrizeSchema = z.enum(LOTTERY_PRIZES);

const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'gameCode');
/** A draw number: yyyyMMdd-N. */
export const numeroSchema = z.string().regex(/^\d{8}-\d{1,5}$/, 'numero');
/** An integer query value written plainly ('20'; never '1e2' or ' 20'). */
const queryInteger = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,15}$/, 'a plain integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
const amount = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** What the lottery list calls send: the prize mode ('SEA', 'Lott', 'Elott' …, informational) and device. */
const menuQuery = {
  prizeMode: z.string().max(16).optional(),
  device: z.string().max(16).optional(),
  language: localeInputSchema.optional(),
};

// ── games ───────────────────────────────────────────────────────────────────────────────

/** A lottery game (spec §3) with its current open draw. */
export const lotteryGameSchema = z.object({
  code: z.string(),
  /** Same as code (both names are read). */
  gameCode: z.string(),
  /** Name in the request's language (the station's or speed game's name). */
  gameName: z.string(),
  /** A short description (region and draw time, or the interval). */
  remark: z.string(),
  webIconUrl: z.string(),
  gameMenuTag: lotteryMenuTagSchema,
  /** Same as gameMenuTag. */
  tag: lotteryMenuTagSchema,
  /** The menu group's label in the request's language. */
  labelName: z.string(),
  gameType: lotteryGameTypeSchema,
  region: lotteryRegionSchema,
  /** Weekdays it draws on, as a comma list, 1 = Sunday (CN) … 7 = Saturday (T7); every day: "1,2,3,4,5,6,7". */
  drawDayOfWeek: z.string(),
  /** Seconds between draws for e-lottery; null for a regional (daily) game. */
  intervalSeconds: z.number().int().nullable(),
  /** The open (or next) draw; null when none is scheduled. */
  numero: z.string().nullable(),
  /** Seconds from now (the server's clock) to the draw time of `numero`; 0 when past or none. */
  remainTime: z.number().int().min(0),
  /** Seconds before the draw time that betting closes. */
  lockTime: z.number().int().min(0),
  /** Draw time of `numero` (ISO), null when none. */
  drawTime: z.string().nullable(),
  /** Betting is open on `numero` now. */
  isSale: z.boolean(),
  /** When the previous draw's result came (ISO), null when none yet. */
  fewinTime: z.string().nullable(),
  /** The previous draw's special prize (ĐB), '' when none yet. */
  previousWinningNumber: z.string(),
  /** The previous draw's number, null when none. */
  previousNumero: z.string().nullable(),
  /** Results of this game are produced by the RNG in demo mode (no result feed): label them demo. */
  demo: z.boolean(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGamesQuerySchema = z.object(menuQuery).strict();
export const lotteryGameListSchema = z.object({
  list: z.array(lotteryGameSchema),
  /** The server's clock when the list was made (ISO): remainTime counts from it. */
  serverTime: z.string(),
});
export type LotteryGameList = z.infer<typeof lotteryGameListSchema>;

export const lotteryPopularQuerySchema = z
  .object({ ...menuQuery, count: queryInteger(1, LOTTERY_POPULAR_COUNT).default(LOTTERY_POPULAR_COUNT) })
  .strict();

/** A menu group (spec §3): a tag with its games, for the `/elott` tabs. */
export const lotteryMenuGroupSchema = z.object({
  tag: lotteryMenuTagSchema,
  gameMenuTag: lotteryMenuTagSchema,
  labelName: z.string(),
  webIconUrl: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;
export const lotteryMenuSchema = z.object({ list: z.array(lotteryMenuGroupSchema), serverTime: z.string() });
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

// ── draws and results ──────────────────────────────────────────────────────────────────

/** A result: each prize with its numbers as digit strings (north DB…G7, south and central DB…G8). */
export const lotteryPrizesSchema = z.partialRecord(lotteryPrizeSchema, z.array(z.string()));
export type LotteryPrizes = z.infer<typeof lotteryPrizesSchema>;

export const lotteryDrawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameType: lotteryGameTypeSchema,
  region: lotteryRegionSchema,
  numero: z.string(),
  /** When betting closes (ISO): draw time minus the game's lock seconds. */
  lockAt: z.string(),
  drawTime: z.string(),
  status: lotteryDrawStatusSchema,
  /** Seconds from now to the draw time, and the game's lock seconds (for the countdown). */
  remainTime: z.number().int().min(0),
  lockTime: z.number().int().min(0),
  isSale: z.boolean(),
  /** SHA-256 (hex) of the draw's server seed, published before betting closes; null when not RNG-drawn. */
  seedHash: z.string().nullable(),
  /** The server seed (hex), revealed once the result is out; null before. */
  serverSeed: z.string().nullable(),
  /** With the revealed seed: the client seed (`<gameCode>-<yyyyMMdd>`) and nonce (N) the result derives from. */
  clientSeed: z.string().nullable().optional(),
  nonce: z.number().int().nullable().optional(),
  /** The result, once confirmed; null before. */
  prizes: lotteryPrizesSchema.nullable(),
  /** ĐB of the result, '' before. */
  winningNumber: z.string(),
  /** The result came from the RNG in demo mode (no feed), not from the official draw. */
  demo: z.boolean(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** /lgw/vn/numeros/opened/game: the open draw of every game, or of the listed ones. */
export const openedNumerosQuerySchema = z
  .object({ ...menuQuery, gameCodes: z.string().max(2_000).optional() })
  .strict();
export const openedNumerosSchema = z.object({ list: z.array(lotteryDrawSchema), serverTime: z.string() });

/** /lotto/lgw/games/opened/numero: one game's open draw (NOT_FOUND for an unknown game). */
export const openedNumeroQuerySchema = z.object({ gameCode: gameCodeSchema }).strict();
export const openedNumeroSchema = z.object({
  game: lotteryGameSchema,
  /** The open draw; null when none is scheduled. */
  draw: lotteryDrawSchema.nullable(),
  serverTime: z.string(),
});
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;

/** /lgw/vn/games/game_menu/recent: the newest results of every game (recentCount 100). */
export const recentResultsQuerySchema = z
  .object({ ...menuQuery, recentCount: queryInteger(1, LOTTERY_RECENT_COUNT).default(LOTTERY_RECENT_COUNT) })
  .strict();
export const recentResultsSchema = z.object({ list: z.array(lotteryDrawSchema) });

/** The results board of one game: its last draws (newest first), with results. */
export const gameDrawsQuerySchema = z.object({ count: queryInteger(1, 50).default(10) }).strict();
export const gameDrawsSchema = z.object({ list: z.array(lotteryDrawSchema) });

// ── odds ───────────────────────────────────────────────────────────────────────────────

export const lotteryBetOddsSchema = z.object({
  betType: lotteryBetTypeSchema,
  /** Digits of each chosen number; 0 for tài/xỉu and chẵn/lẻ (no number). */
  digits: z.number().int(),
  /** For xiên: exactly this many numbers make its one stake; null otherwise. */
  setSize: z.number().int().nullable(),
  /** Price of one point of one stake (minor units). */
  pricePerPoint: amount,
  /** Won per point for each hit (minor units; the stake is not returned on top). */
  winPerPoint: amount,
  /** A lô stake costs this many times (the numbers drawn with enough digits: 27 north, 18 south); else 1. */
  costMultiplier: z.number().int(),
  maxPointsPerNumber: z.number().int(),
  maxPointsPerBet: z.number().int(),
  maxPointsPerDraw: z.number().int(),
});
export type LotteryBetOdds = z.infer<typeof lotteryBetOddsSchema>;
export const lotteryOddsSchema = z.object({
  gameCode: z.string(),
  region: lotteryRegionSchema,
  currency: z.string(),
  /** Only the bet types offered on this game. */
  betTypes: z.array(lotteryBetOddsSchema),
});
export type LotteryOdds = z.infer<typeof lotteryOddsSchema>;

// ── bets ───────────────────────────────────────────────────────────────────────────────

export const lotteryBetInputSchema = z
  .object({
    betType: lotteryBetTypeSchema,
    /** Chosen numbers as digit strings ("07"); empty for tài/xỉu and chẵn/lẻ. */
    numbers: z.array(z.string().regex(/^\d{1,4}$/, 'digits')).max(LOTTERY_MAX_NUMBERS_PER_BET),
    /** Points on each stake: a positive whole number. */
    points: z.number().int().min(1).max(1_000_000_000),
  })
  .strict();
export type LotteryBetInput = z.infer<typeof lotteryBetInputSchema>;

/**
 * A bet slip: one or more bets on one draw, paid with one posting. `requestId` is the client's idempotency key:
 * sending the same slip again answers the first result and charges nothing more. Refusals:
 * VALIDATION_FAILED (value.reasons: a bet's shape, e.g. WRONG_PICK_COUNT), LOTTERY_CLOSED (betting closed by
 * the database clock, also when the request raced the lock), LOTTERY_LIMIT (value.reasons: a number, bet or
 * draw over its limit, with the number, limit and total it would reach), INSUFFICIENT_FUNDS, NOT_FOUND.
 */
export const placeLotteryBetsBodySchema = z
  .object({
    requestId: requestIdSchema,
    gameCode: gameCodeSchema,
    numero: numeroSchema,
    bets: z.array(lotteryBetInputSchema).min(1).max(LOTTERY_MAX_BETS_PER_SLIP),
  })
  .strict();
export type PlaceLotteryBetsBody = z.infer<typeof placeLotteryBetsBodySchema>;

/** One reason a bet was refused; `betIndex` is its place in the slip. */
export const lotteryBetRefusalSchema = z.object({
  betIndex: z.number().int(),
  code: z.string(),
  message: z.string(),
  number: z.string().optional(),
  limit: z.number().int().optional(),
  wouldBe: z.number().int().optional(),
});
export type LotteryBetRefusal = z.infer<typeof lotteryBetRefusalSchema>;
export const lotteryRefusalValueSchema = z.object({ reasons: z.array(lotteryBetRefusalSchema) });

export const lotteryBetSchema = z.object({
  betId: z.string(),
  slipId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: lotteryBetTypeSchema,
  numbers: z.array(z.string()),
  points: z.number().int(),
  pricePerPoint: amount,
  winPerPoint: amount,
  /** What the bet cost (minor units). */
  cost: amount,
  status: lotteryBetStatusSchema,
  /** Hits counted at settlement (occurrences for lô); null while waiting. */
  hits: z.number().int().nullable(),
  /** Won (minor units): 0 on a loss, the refund on a void, null while waiting. */
  payout: amount.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeLotteryBetsResultSchema = z.object({
  slipId: z.string(),
  requestId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  /** Sum of the bets' costs, charged once. */
  totalCost: amount,
  /** The member's balance after the slip (minor units). */
  balance: amount,
  bets: z.array(lotteryBetSchema),
});
export type PlaceLotteryBetsResult = z.infer<typeof placeLotteryBetsResultSchema>;

export const myLotteryBetsQuerySchema = z
  .object({
    gameCode: gameCodeSchema.optional(),
    numero: numeroSchema.optional(),
    pageNo: queryInteger(1, 100_000).default(1),
    pageSize: queryInteger(1, 100).default(20),
  })
  .strict();
export const myLotteryBetsSchema = z.object({
  list: z.array(lotteryBetSchema),
  total: z.number().int().min(0),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type MyLotteryBets = z.infer<typeof myLotteryBetsSchema>;

// ── lobby launch ───────────────────────────────────────────────────────────────────────

/** Lottery lobby (spec §7): where the lottery opens; the in-house lottery answers a same-origin path. */
export const lotteryLobbyQuerySchema = z
  .object({
    lottoArea: z.string().max(8).default('VN'),
    launchMode: z.string().max(16).default('LOTT'),
    lottoPrizeMode: z.string().max(16).optional(),
    lottoGameCode: gameCodeSchema.optional(),
    lottoView: z.enum(LOTTERY_VIEWS).default('lobby'),
    device: z.string().max(16).default('WEB'),
    /** Same-origin path to come back to ('/…'); anything else is ignored. */
    backUrl: z.string().max(512).optional(),
    language: localeInputSchema.optional(),
  })
  .strict();
/** `/vnlottery?code=…` for the betting view of a game, `/elott` for the lobby. */
export const lotteryLobbySchema = z.object({ gameUrl: z.string() });

// ── endpoint table ─────────────────────────────────────────────────────────────────────

/** The lottery's member API, in the shape of the endpoint table (endpoints.ts) it joins. */
export const LOTTERY_ENDPOINTS = {
  'GET /lgw/games': { query: lotteryGamesQuerySchema, response: lotteryGameListSchema },
  'GET /lgw/games/popular': { query: lotteryPopularQuerySchema, response: lotteryGameListSchema },
  'GET /lgw/vn/games/game_menu': { query: lotteryGamesQuerySchema, response: lotteryMenuSchema },
  'GET /lgw/vn/games/game_menu/recent': { query: recentResultsQuerySchema, response: recentResultsSchema },
  'GET /lgw/vn/numeros/opened/game': { query: openedNumerosQuerySchema, response: openedNumerosSchema },
  'GET /lotto/lgw/games/opened/numero': { query: openedNumeroQuerySchema, response: openedNumeroSchema },
  'GET /lotto/lgw/lobby': { query: lotteryLobbyQuerySchema, response: lotteryLobbySchema },
  'GET /lotto/lgw/games/:gameCode/odds': { response: lotteryOddsSchema },
  'GET /lotto/lgw/games/:gameCode/draws': { query: gameDrawsQuerySchema, response: gameDrawsSchema },
  'GET /lotto/lgw/draws/:gameCode/:numero': { response: lotteryDrawSchema },
  'POST /lotto/lgw/bets': { body: placeLotteryBetsBodySchema, response: placeLotteryBetsResultSchema },
  'GET /lotto/lgw/bets': { query: myLotteryBetsQuerySchema, response: myLotteryBetsSchema },
} as const;

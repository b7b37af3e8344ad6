/**
 * The zod-free constants of the lottery (lottery.ts): regions, bet types, draw statuses, menu tags and the
 * countdown timings of spec §4 and §9. The web's lottery pages import these without the validation library.
 */

/** The Vietnamese regions; each has its own prize structure (north 27 numbers, central and south 18). */
export const LOTTERY_REGIONS = ['north', 'central', 'south'] as const;
export type LotteryRegionCode = (typeof LOTTERY_REGIONS)[number];

/** LOTT: a regional (station) draw once a day; ELOTT: an e-lottery speed game drawn every 1, 3 or 5 minutes. */
export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const;
export type LotteryGameType = (typeof LOTTERY_GAME_TYPES)[number];

/** Menu tags (gameMenuTag): the `/elott` region tabs. */
export const LOTTERY_MENU_TAGS = ['NORTH', 'CENTRAL', 'SOUTH', 'ELOTT'] as const;
export type LotteryMenuTag = (typeof LOTTERY_MENU_TAGS)[number];

/** Prizes from the special prize (ĐB) down to the eighth (G8 only in the south and central). */
export const LOTTERY_PRIZES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type LotteryPrize = (typeof LOTTERY_PRIZES)[number];

/**
 * The bet types, as the server's pure lottery module names them: lô 2/3/4 số, đề, đề đầu (G8, south and
 * central), đầu, đuôi, 3 càng, 4 càng, xiên 2/3/4, lô trượt 4/8/10, and on ĐB's digit sum tài/xỉu and chẵn/lẻ.
 */
export const LOTTERY_BET_TYPES = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'deDau',
  'dau',
  'duoi',
  'cang3',
  'cang4',
  'xien2',
  'xien3',
  'xien4',
  'truot4',
  'truot8',
  'truot10',
  'tai',
  'xiu',
  'chan',
  'le',
] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/**
 * A draw's life: OPEN (betting) → LOCKED (lock time passed, by the database clock) → RESULT_PENDING (a result
 * entered, waiting for a second operator's confirmation) → RESULTED (a confirmed result; settlement runs) →
 * SETTLED (every bet won or lost, payouts posted). VOID: cancelled, every bet refunded once.
 */
export const LOTTERY_DRAW_STATUSES = [
  'OPEN',
  'LOCKED',
  'RESULT_PENDING',
  'RESULTED',
  'SETTLED',
  'VOID',
] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];

/** A bet is WAITING until its draw settles, then WON or LOST; VOID when its draw was voided (refunded). */
export const LOTTERY_BET_STATUSES = ['WAITING', 'WON', 'LOST', 'VOID'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** The lobby view the launch call opens: the game's bet slip, or the lottery list. */
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];

/** Spec §7 and §9: popular games 100, recent results 100. */
export const LOTTERY_POPULAR_COUNT = 100;
export const LOTTERY_RECENT_COUNT = 100;

/** Spec §4 and §9: the countdown ticks every 500 ms; the list refreshes at the shortest remaining time. */
export const LOTTERY_COUNTDOWN_TICK_MS = 500;
export const LOTTERY_REFRESH_WHEN_DUE_MS = 7_000;
export const LOTTERY_REFRESH_MAX_MS = 30_000;
/** Spec §2: the name search is debounced 500 ms. */
export const LOTTERY_SEARCH_DEBOUNCE_MS = 500;

/** Every slip holds at most this many bets. */
export const LOTTERY_MAX_BETS_PER_SLIP = 50;
/** A lô or đề bet chooses at most this many numbers (every 2-digit number: 100; 3-digit: 1000). */
export const LOTTERY_MAX_NUMBERS_PER_BET = 1_000;

/** The zod-free constants of the betting record and profit and loss (game-records.ts), shared with the web. */

/** A round is open until the vendor ends it. */
export const GAME_ROUND_STATUSES = ['open', 'closed'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

/** Profit and loss sums by the member's calendar day or by game category. */
export const PROFIT_LOSS_GROUPS = ['day', 'category'] as const;
export type ProfitLossGroup = (typeof PROFIT_LOSS_GROUPS)[number];

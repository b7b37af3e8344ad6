// The lottery module's public face: the pure core of the Vietnamese lotteries (prize structures and result
// validation, bet types with their default odds, costs, payouts and stake limits), draws, bets, settlement, operator
// actions and the /lgw and /lotto routes.
export {
  allNumbers,
  drawnNumberCount,
  LOTTERY_REGIONS,
  PRIZE_NAMES,
  PRIZE_STRUCTURES,
  specialPrize,
  validateResult,
  type LotteryRegion,
  type PrizeName,
  type PrizeSpec,
  type RawResult,
  type ResultCheck,
  type ResultRefusal,
  type ValidResult,
} from './prize-structure.js';
export {
  BET_SHAPES,
  BET_TYPES,
  betCost,
  checkBet,
  costMultiplier,
  stakeKeys,
  type Bet,
  type BetOdds,
  type BetRefusal,
  type BetType,
  type OddsTable,
} from './bet-types.js';
export { DEFAULT_ODDS, oddsFor } from './default-odds.js';
export {
  PAYOUTS,
  payChan,
  payCang3,
  payCang4,
  payDau,
  payDe,
  payDeDau,
  payDuoi,
  payLe,
  payLo2,
  payLo3,
  payLo4,
  payTai,
  payXien2,
  payXien3,
  payXien4,
  payTruot4,
  payTruot8,
  payTruot10,
  payXiu,
  settleBet,
  specialDigitSum,
  type PayoutFunction,
  type Settlement,
} from './payouts.js';
export {
  checkLimits,
  NOTHING_STAKED,
  type LimitCheck,
  type LimitRefusal,
  type StakedSoFar,
  type StakeLimits,
} from './limits.js';
export { drawsBetween, type GameCalendar, type PlannedDraw } from './draw-calendar.js';
export { createHttpResultFeed, feedUrl, FeedError, type HttpFeedOptions } from './lottery-feed.http.js';
export {
  DEFAULT_FEED_DEADLINE_SECONDS,
  createUpcomingDraws,
  resultDueDraws,
  rngResult,
  runDrawJob,
  type DrawJobReport,
  type LotteryResultFeed,
} from './lottery-draws.service.js';
export { placeSlip, type Bettor } from './lottery-bets.service.js';
export {
  runSettlementJob,
  settleDraw,
  SETTLEMENT_CHUNK,
  SETTLEMENT_CHUNK_SERVING,
  nextChunkSize,
  waitingChunkQuery,
  withoutParallelWorkers,
  restAfterChunk,
  type SettlementReport,
} from './lottery-settlement.service.js';
export {
  awaitingResults,
  confirmResult,
  enterResult,
  voidDraw,
  type AwaitingResult,
  type OpsOutcome,
} from './lottery-ops.service.js';
export {
  betTypeOf,
  listStations,
  oddsLines,
  regionOf,
  resetTerms,
  setStationDays,
  setTerms,
  type DaysChange,
  type OddsLine,
  type TermsChange,
} from './lottery-admin.service.js';
export { parseWeekdays, weekdayLabels } from './weekdays.js';
export { createLotteryReads, type LotteryReads } from './lottery-read.service.js';
export { lotteryRoutes } from './lottery.routes.js';
export { LOTTERY_EVENTS_CHANNEL } from './lottery-ledger.js';
export { lotteryJobs, LOTTERY_JOB_SCHEDULES } from './lottery.jobs.js';

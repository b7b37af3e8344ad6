export {
  NORTH_LOTTERY_LAYOUT,
  SOUTH_LOTTERY_LAYOUT,
  lotteryLayout,
  lotteryResult,
  type LotteryPrizeLayout,
} from './lottery.js';

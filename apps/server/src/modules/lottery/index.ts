// The lottery module's public face: the pure core of the Vietnamese lotteries (prize structures and result
// validation, bet types with their default odds, costs, payouts and stake limits). No routes or storage yet.
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

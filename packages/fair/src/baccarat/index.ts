export {
  BACCARAT_PAYOUTS,
  bankerDraws,
  cardPoints,
  handTotal,
  playerDraws,
  returnPerUnit,
  winnerOf,
  type BaccaratBet,
  type BaccaratWinner,
  type CoupResult,
} from './rules.js';
export { BACCARAT_DECKS, dealBaccarat, playCoup, type BaccaratCoup } from './coup.js';
export { coupOdds, houseEdges, pairProbability, type CoupOdds } from './edges.js';
export {
  BACCARAT_COUP_COUNTS,
  baccaratRulesData,
  exactHouseEdges,
  type BaccaratRulesData,
} from './rules-data.js';
export { baccaratPayout, baccaratPayouts } from './settle.js';

export {
  HIGH_CARD_MAX_PLAYERS,
  HIGH_CARD_MIN_PLAYERS,
  HIGH_CARD_RAKE_BP,
  dealHighCard,
  handClientSeed,
  handSeedParts,
  highCardValue,
  highCardWinners,
  settleHighCard,
  type HighCardSettlement,
} from './high-card.js';

// Suerte Studio's fairness core: seeds and their commitment, the HMAC-SHA256 byte stream, unbiased integers,
// shuffles, and the games whose outcomes come from it (slots with their PAR sheets, baccarat). No Node-only
// API: the server and the browser verifier run the same code.
export { acceptUniform, WORD_RANGE } from './uniform.js';
export {
  CLIENT_SEED_PATTERN,
  assertClientSeed,
  commitServerSeed,
  generateClientSeed,
  generateServerSeed,
  isValidClientSeed,
  mixClientSeed,
  parseSeedParts,
  verifyServerSeed,
  type RandomBytes,
} from './seeds.js';
export { FairStream, KeyedHmac, blockMessage, type RoundSeeds } from './stream.js';
export { LazyShuffle, drawFromShuffle, shuffleInPlace, shuffled } from './shuffle.js';
export { RANKS, SUITS, cardLabel, cardRank, cardSuit, orderedShoe } from './cards.js';
export { newSeedPair, rotateSeeds, type ActiveSeeds, type RevealedSeeds } from './rotation.js';
export { replayRound, type ReplayGame, type ReplayedRound } from './replay.js';
export * from './slots/index.js';
export * from './baccarat/index.js';
export * from './mines/index.js';
export * from './crash/index.js';
export * from './bingo/index.js';
export * from './events/index.js';
export * from './pvp/index.js';
export { gameRulesFigures, type GameRulesFigures } from './rules-figures.js';
export { replayGame, type GameReplay, type GameReplayInput } from './replay-games.js';
export * from './lottery/index.js';
export {
  addF,
  cmpF,
  divF,
  eqF,
  floorTimes,
  fraction,
  fractionToDecimal,
  fractionToPercent,
  mulF,
  subF,
  type Fraction,
} from './fraction.js';

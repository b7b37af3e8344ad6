export type {
  FreeSpinsFeature,
  PickFeature,
  SlotFeature,
  SlotGame,
  SlotSymbol,
  SlotVariant,
} from './types.js';
export { REELS, ROWS } from './types.js';
export { PAYLINES_20, PAYLINES_25 } from './lines.js';
export { compileSlot, type CompiledSlot } from './compile.js';
export { cellsFromRows, evaluateCells, evaluateLine, evaluateSpin, gridCells, lineRun } from './evaluate.js';
export type { LineWin, SpinResult } from './evaluate.js';
export { SpinScorer } from './score.js';
export {
  drawStops,
  playRound,
  roundPay,
  type SpinObserver,
  type FreeSpinsOutcome,
  type PickOutcome,
  type SlotRound,
} from './round.js';
export { enumerateCycle, type CycleCounts } from './enumerate.js';
export { freeSpinsMoments, pickMoments, type FeatureMoments, type SpinMoments } from './feature.js';
export { computeParSheet, type ParSheet } from './par.js';
export { analyticRtp, scatterDistribution } from './analytic.js';
export * from './games/index.js';

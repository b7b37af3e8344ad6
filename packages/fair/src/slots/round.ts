import type { FairStream } from '../stream.js';
import { shuffleInPlace } from '../shuffle.js';
import type { CompiledSlot } from './compile.js';
import { evaluateSpin, type SpinResult } from './evaluate.js';
import type { SpinScorer } from './score.js';
import type { FreeSpinsFeature, PickFeature } from './types.js';
import { REELS } from './types.js';

export interface FreeSpinsOutcome {
  kind: 'freeSpins';
  spins: SpinResult[];
  /** Coins won in the free spins, multiplier applied. */
  pay: number;
}

export interface PickOutcome {
  kind: 'pick';
  /** The whole shuffled board (prize multiples; 0 = collect), in reveal order. */
  board: number[];
  /** Prizes revealed before the first collect tile, in order. */
  revealed: number[];
  /** Coins won in the bonus. */
  pay: number;
}

export interface SlotRound {
  bet: number;
  base: SpinResult;
  feature: FreeSpinsOutcome | PickOutcome | null;
  /** Coins won in the whole round. */
  pay: number;
}

/** Reel stops of one spin: stop of reel r = nextInt(length of strip r), reels 1 to 5 in order. */
export function drawStops(
  slot: CompiledSlot,
  stream: FairStream,
  stops = new Array<number>(REELS),
): number[] {
  for (let reel = 0; reel < REELS; reel++) stops[reel] = stream.nextInt(slot.strips[reel]!.length);
  return stops;
}

function playFreeSpins(slot: CompiledSlot, feature: FreeSpinsFeature, stream: FairStream): FreeSpinsOutcome {
  const spins: SpinResult[] = [];
  let remaining = feature.spins;
  let pay = 0;
  while (remaining > 0) {
    remaining--;
    const spin = evaluateSpin(slot, drawStops(slot, stream));
    spins.push(spin);
    pay += spin.pay * feature.multiplier;
    if (spin.triggered) remaining += feature.spins;
  }
  return { kind: 'freeSpins', spins, pay };
}

/**
 * The board is shuffled from the stream before the first pick, and the k-th tile the player touches shows the
 * k-th value of the board: where the player touches changes nothing but the picture.
 */
function playPick(slot: CompiledSlot, feature: PickFeature, stream: FairStream): PickOutcome {
  const board = shuffleInPlace(
    [...feature.prizes, ...new Array<number>(feature.collectTiles).fill(0)],
    stream,
  );
  const end = board.indexOf(0);
  const revealed = board.slice(0, end < 0 ? board.length : end);
  const pay = revealed.reduce((sum, prize) => sum + prize, 0) * slot.bet;
  return { kind: 'pick', board, revealed, pay };
}

/**
 * One round from one stream (one nonce): the base spin's five stops, then, if it triggers, the feature's draws
 * from the same stream in order (free spins: five stops each; pick: the board shuffle).
 */
export function playRound(slot: CompiledSlot, stream: FairStream): SlotRound {
  const base = evaluateSpin(slot, drawStops(slot, stream));
  const { feature } = slot.variant.game;
  let outcome: FreeSpinsOutcome | PickOutcome | null = null;
  if (base.triggered) {
    outcome =
      feature.kind === 'freeSpins' ? playFreeSpins(slot, feature, stream) : playPick(slot, feature, stream);
  }
  return { bet: slot.bet, base, feature: outcome, pay: base.pay + (outcome?.pay ?? 0) };
}

/** Called after each spin of a round is scored (spin 0 = the base spin), e.g. to count reel stops. */
export type SpinObserver = (stops: readonly number[], spin: number) => void;

/**
 * The coins one round pays, drawn exactly as `playRound` draws them (same stream, same order), without result
 * objects: what simulations of millions of rounds run. `stops` is scratch space.
 */
export function roundPay(
  scorer: SpinScorer,
  stream: FairStream,
  stops: number[] = new Array<number>(REELS),
  observe?: SpinObserver,
): number {
  const { slot } = scorer;
  let pay = scorer.score(drawStops(slot, stream, stops));
  observe?.(stops, 0);
  if (!scorer.triggered) return pay;
  const feature = slot.variant.game.feature;
  if (feature.kind === 'pick') return pay + playPick(slot, feature, stream).pay;
  let remaining = feature.spins;
  for (let spin = 1; remaining > 0; spin++) {
    remaining--;
    pay += scorer.score(drawStops(slot, stream, stops)) * feature.multiplier;
    observe?.(stops, spin);
    if (scorer.triggered) remaining += feature.spins;
  }
  return pay;
}

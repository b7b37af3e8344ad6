import type { StudioBingoCard, StudioBingoRoom, StudioBingoStageResult } from '@suerte/contracts';
import {
  FairStream,
  bingoCard,
  bingoDrawOrder,
  bingoPot,
  playBingo,
  splitPot,
  stagePots,
} from '@suerte/fair';

/** A bingo game's seeds: card i is the stream of nonce i + 1, the ball order the stream of nonce 0. */
export interface BingoSeeds {
  serverSeed: string;
  clientSeed: string;
}

export const DRAW_NONCE = 0;
export const cardNonce = (index: number) => index + 1;

/** Cards `first` … `first + count − 1` of a game, each from its own stream (the /fair "bingo-card" replay). */
export function bingoCards(seeds: BingoSeeds, first: number, count: number): StudioBingoCard[] {
  return Array.from({ length: count }, (_, i) => {
    const index = first + i;
    return { index, numbers: bingoCard(FairStream.of({ ...seeds, nonce: cardNonce(index) })) };
  });
}

/** The game's 75 balls in the order called (the /fair "bingo-draw" replay). */
export function bingoDraw(seeds: BingoSeeds): number[] {
  return bingoDrawOrder(FairStream.of({ ...seeds, nonce: DRAW_NONCE }));
}

export interface BingoResults {
  cardsSold: number;
  pot: number;
  stages: StudioBingoStageResult[];
  /** Balls called until the last stage was won (0 with no cards). */
  ballsCalled: number;
  /** What each card won, by card index (cards that won nothing are absent). */
  prizes: Map<number, number>;
}

/**
 * A game's results from its sold cards (in sold order) and its draw: the pot is the room's share of the sales,
 * split between the stages by their shares, each stage's pot equally between the cards that complete its pattern
 * at the ball it is first completed (odd minor units one each to the cards sold first). With no cards, nothing
 * is won and no pot exists.
 */
export function bingoResults(
  room: Pick<StudioBingoRoom, 'cardPrice' | 'returnBp' | 'stages'>,
  cards: readonly StudioBingoCard[],
  draw: readonly number[],
): BingoResults {
  const ordered = [...cards].sort((a, b) => a.index - b.index);
  const pot = bingoPot(ordered.length, room.cardPrice, room.returnBp);
  const pots = stagePots(pot, room.stages);
  const played = playBingo(
    ordered.map((c) => c.numbers),
    draw,
    room.stages,
  );
  const prizes = new Map<number, number>();
  const stages = played.stages.map((stage, s) => {
    const winners = stage.winners.map((i) => ordered[i]!.index);
    const split = winners.length > 0 ? splitPot(pots[s]!, winners.length) : [];
    winners.forEach((card, i) => prizes.set(card, (prizes.get(card) ?? 0) + split[i]!));
    return { pattern: stage.pattern, pot: pots[s]!, ball: stage.ball, winners, prizes: split };
  });
  return { cardsSold: ordered.length, pot, stages, ballsCalled: played.ballsCalled, prizes };
}

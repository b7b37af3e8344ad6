import { describe, expect, it } from 'vitest';
import { planBatch, playerKey, type PlannedBet } from './bet-batch-plan.js';

let seq = 0;
function bet(
  playerId: string,
  extra: Partial<PlannedBet['body']> & { vendorCode?: string } = {},
): PlannedBet {
  seq += 1;
  const { vendorCode = 'SUERTE', ...body } = extra;
  return { vendorCode, body: { playerId, transactionId: `t${seq}`, roundId: `r${seq}`, ...body } };
}
const key = (playerId: string, vendorCode = 'SUERTE') => playerKey(bet(playerId, { vendorCode }));
const ids = (bets: PlannedBet[]) => bets.map((b) => b.body.transactionId);

describe('planBatch', () => {
  it('takes every waiting bet of idle players, in arrival order', () => {
    const waiting = [bet('a'), bet('b'), bet('a')];
    const plan = planBatch(waiting, new Set(), 200);
    expect(ids(plan.batch)).toEqual(ids(waiting));
    expect(plan.rest).toEqual([]);
    expect(plan.players).toEqual(new Set([key('a'), key('b')]));
  });

  it('leaves out players with a running statement while others wait', () => {
    const waiting = [bet('a'), bet('b'), bet('a'), bet('c')];
    const plan = planBatch(waiting, new Set([key('a')]), 200);
    expect(plan.batch.map((b) => b.body.playerId)).toEqual(['b', 'c']);
    expect(plan.rest.map((b) => b.body.playerId)).toEqual(['a', 'a']);
  });

  it('keeps a repeated transaction id and a second bet on the same round for a later statement', () => {
    const first = bet('a', { roundId: 'R' });
    const sameRound = bet('a', { roundId: 'R' });
    const repeat = bet('b', { transactionId: first.body.transactionId });
    const plan = planBatch([first, sameRound, repeat], new Set(), 200);
    expect(plan.batch).toEqual([first]);
    expect(plan.rest).toEqual([sameRound, repeat]);
  });

  it('puts one vendor in a statement and stops at the batch size', () => {
    const waiting = [bet('a'), bet('b', { vendorCode: 'OTHER' }), bet('c'), bet('d')];
    const plan = planBatch(waiting, new Set(), 2);
    expect(plan.batch.map((b) => b.body.playerId)).toEqual(['a', 'c']);
    expect(plan.rest.map((b) => b.body.playerId)).toEqual(['b', 'd']);
  });

  it('tells players of different vendors apart', () => {
    const plan = planBatch([bet('a', { vendorCode: 'OTHER' })], new Set([key('a')]), 200);
    expect(plan.batch).toHaveLength(1);
  });
});

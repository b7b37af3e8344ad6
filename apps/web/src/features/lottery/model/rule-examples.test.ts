import { describe, expect, it } from 'vitest';
import { ruleExample, RULE_TYPES } from './rule-examples';

describe('rules page worked examples', () => {
  it('lô 2 số on 45 and 99 in the north: 2 × 27 points, 45 drawn three times', () => {
    expect(ruleExample('lo2')).toMatchObject({ cost: 54_000, hits: 3, payout: 240_000 });
  });

  it('đề, 3 càng and 4 càng read the end of ĐB 12345', () => {
    expect(ruleExample('de')).toMatchObject({ cost: 1_000, hits: 1, payout: 70_000 });
    expect(ruleExample('cang3')).toMatchObject({ hits: 1, payout: 400_000 });
    expect(ruleExample('cang4')).toMatchObject({ hits: 1, payout: 4_000_000 });
  });

  it('đề đầu is shown on a southern draw (G8 56)', () => {
    expect(ruleExample('deDau')).toMatchObject({ region: 'south', hits: 1, payout: 75_000 });
  });

  it('xiên 4 loses when one of its numbers is missing; xỉu and lẻ win on a digit sum of 15', () => {
    expect(ruleExample('xien3')).toMatchObject({ hits: 1, payout: 40_000 });
    expect(ruleExample('xien4')).toMatchObject({ hits: 0, payout: 0 });
    expect(ruleExample('tai').payout).toBe(0);
    expect(ruleExample('xiu')).toMatchObject({ payout: 1_950, digitSum: { sum: 15, max: 45 } });
    expect(ruleExample('le').payout).toBe(1_950);
  });

  it('lô trượt 4 and 8 win on sets the draw misses; lô trượt 10 loses on 45, drawn three times', () => {
    expect(ruleExample('truot4')).toMatchObject({ cost: 4_000, hits: 1, payout: 9_600 });
    expect(ruleExample('truot8')).toMatchObject({ cost: 8_000, hits: 1, payout: 60_000 });
    expect(ruleExample('truot10')).toMatchObject({ cost: 10_000, hits: 0, payout: 0 });
  });

  it('has an example for every bet type', () => {
    expect(RULE_TYPES.map((type) => ruleExample(type).type)).toEqual([...RULE_TYPES]);
  });
});

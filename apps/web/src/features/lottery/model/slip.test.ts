import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS } from '@suerte/contracts/lottery-rules';
import { combinationCount, combinations } from './combinations';
import {
  lineBetCount,
  lineBets,
  lineProblems,
  loMultiplier,
  quoteLine,
  slipCost,
  type SlipLine,
} from './slip';

const line = (type: SlipLine['type'], numbers: string[], points = 1): SlipLine => ({
  id: type,
  type,
  numbers,
  points,
});

describe('xiên combinations', () => {
  it('counts n choose k', () => {
    expect(combinationCount(5, 2)).toBe(10);
    expect(combinationCount(6, 3)).toBe(20);
    expect(combinationCount(10, 4)).toBe(210);
    expect(combinationCount(3, 3)).toBe(1);
    expect(combinationCount(2, 3)).toBe(0);
  });

  it('lists every combination once', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinations(['a', 'b', 'c', 'd', 'e'], 3)).toHaveLength(10);
  });

  it('expands a xiên 2 over four numbers into six bets', () => {
    const bets = lineBets(line('xien2', ['12', '34', '56', '78']), 'north');
    expect(bets).toHaveLength(6);
    expect(bets[0]?.numbers).toEqual(['12', '34']);
    expect(lineBetCount('xien2', 4)).toBe(6);
    expect(lineBetCount('lo2', 4)).toBe(1);
  });
});

describe('bet slip cost', () => {
  it('prices a lô 2 số point on every drawn number: 27 north, 18 south', () => {
    // 3 numbers × 2 points × 1,000 per point × 27 drawn numbers.
    expect(quoteLine(line('lo2', ['12', '34', '56'], 2), 'north', DEFAULT_ODDS.north)?.cost).toBe(162_000);
    expect(quoteLine(line('lo2', ['12', '34', '56'], 2), 'south', DEFAULT_ODDS.south)?.cost).toBe(108_000);
    expect(loMultiplier('lo2', 'north')).toBe(27);
    expect(loMultiplier('lo3', 'north')).toBe(23);
    expect(loMultiplier('de', 'north')).toBe(1);
  });

  it('prices đề per number and pays the odds per point', () => {
    const quote = quoteLine(line('de', ['07', '70'], 5), 'north', DEFAULT_ODDS.north);
    expect(quote).toEqual({ bets: 1, stakes: 2, cost: 10_000, winPerHit: 350_000 });
  });

  it('prices an expanded xiên per combination', () => {
    const quote = quoteLine(line('xien3', ['11', '22', '33', '44'], 1), 'north', DEFAULT_ODDS.north);
    expect(quote).toEqual({ bets: 4, stakes: 4, cost: 4_000, winPerHit: 40_000 });
  });

  it('sums the slip and leaves out lines that cannot be placed', () => {
    const lines = [line('de', ['07'], 1), line('xien2', ['11'], 1), line('tai', [], 3)];
    expect(lineProblems(lines[1] as SlipLine, 'north')[0]?.code).toBe('WRONG_PICK_COUNT');
    expect(slipCost(lines, 'north', DEFAULT_ODDS.north)).toBe(1_000 + 3_000);
  });

  it('prices lô trượt per chosen number and takes exactly its count, never expanding it', () => {
    const ten = ['00', '02', '03', '04', '05', '06', '08', '09', '10', '13'];
    expect(quoteLine(line('truot8', ten.slice(0, 8), 2), 'north', DEFAULT_ODDS.north)).toEqual({
      bets: 1,
      stakes: 1,
      cost: 16_000,
      winPerHit: 120_000,
    });
    expect(loMultiplier('truot10', 'south')).toBe(10);
    expect(lineBetCount('truot4', 10)).toBe(1);
    expect(lineProblems(line('truot4', ten), 'north')[0]).toMatchObject({
      code: 'WRONG_PICK_COUNT',
      expected: '4',
    });
    expect(quoteLine(line('truot4', ten), 'north', DEFAULT_ODDS.north)).toBeNull();
  });

  it('refuses đề đầu in the north, where there is no eighth prize', () => {
    expect(quoteLine(line('deDau', ['12']), 'north', DEFAULT_ODDS.north)).toBeNull();
    expect(quoteLine(line('deDau', ['12']), 'south', DEFAULT_ODDS.south)?.cost).toBe(1_000);
  });
});

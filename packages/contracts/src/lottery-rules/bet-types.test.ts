import { describe, expect, it } from 'vitest';
import { BET_TYPES, betCost, checkBet, stakeKeys, type Bet } from './bet-types.js';
import { DEFAULT_ODDS } from './default-odds.js';

const bet = (over: Partial<Bet>): Bet => ({
  type: 'lo2',
  region: 'north',
  numbers: ['45'],
  points: 1,
  ...over,
});

describe('checkBet', () => {
  it('accepts well-formed bets of every type somewhere', () => {
    const numbersFor: Record<string, string[]> = {
      lo3: ['345'],
      lo4: ['2345'],
      cang3: ['345'],
      cang4: ['2345'],
    };
    for (const type of BET_TYPES) {
      const numbers = ['tai', 'xiu', 'chan', 'le'].includes(type)
        ? []
        : type.startsWith('xien')
          ? ['01', '02', '03', '04'].slice(0, Number(type.slice(-1)))
          : type === 'dau' || type === 'duoi'
            ? ['4']
            : (numbersFor[type] ?? ['45']);
      expect(checkBet(bet({ type, region: 'south', numbers })), type).toEqual([]);
    }
  });

  it('refuses points that are not a positive whole number', () => {
    for (const points of [0, -1, 1.5, Number.NaN]) {
      expect(checkBet(bet({ points }))).toMatchObject([{ code: 'BAD_POINTS' }]);
    }
  });

  it('refuses numbers of the wrong length or with non-digits, and a number chosen twice', () => {
    expect(checkBet(bet({ numbers: ['5', '456', 'a1', '45', '45'] })).map((r) => r.code)).toEqual([
      'BAD_NUMBER',
      'BAD_NUMBER',
      'BAD_NUMBER',
      'DUPLICATE_NUMBER',
    ]);
    expect(checkBet(bet({ type: 'cang3', numbers: ['45'] }))).toMatchObject([
      { code: 'BAD_NUMBER', number: '45' },
    ]);
  });

  it('needs exactly the xiên size, no number on a side bet and at least one number otherwise', () => {
    expect(checkBet(bet({ type: 'xien3', numbers: ['01', '02'] }))).toMatchObject([
      { code: 'WRONG_PICK_COUNT', expected: '3', actual: 2 },
    ]);
    expect(checkBet(bet({ type: 'tai', numbers: ['45'] }))).toMatchObject([{ code: 'WRONG_PICK_COUNT' }]);
    expect(checkBet(bet({ numbers: [] }))).toMatchObject([
      { code: 'WRONG_PICK_COUNT', expected: 'at least 1' },
    ]);
  });
});

describe('stakes and costs', () => {
  it('makes each number a stake, a xiên one stake under its sorted set, a side bet one stake', () => {
    expect(stakeKeys(bet({ numbers: ['45', '07'] }))).toEqual(['45', '07']);
    expect(stakeKeys(bet({ type: 'xien3', numbers: ['90', '07', '45'] }))).toEqual(['07-45-90']);
    expect(stakeKeys(bet({ type: 'chan', numbers: [] }))).toEqual(['chan']);
  });

  it('prices a lô 2 số point at one unit per number drawn: 27,000 north, 18,000 south and central', () => {
    expect(betCost(bet({}), DEFAULT_ODDS.north.lo2)).toBe(27_000);
    expect(betCost(bet({ region: 'south' }), DEFAULT_ODDS.south.lo2)).toBe(18_000);
    expect(betCost(bet({ region: 'central' }), DEFAULT_ODDS.central.lo2)).toBe(18_000);
  });

  it('refuses a cost past a safe integer instead of rounding it', () => {
    const huge = bet({ points: Number.MAX_SAFE_INTEGER });
    expect(() => betCost(huge, DEFAULT_ODDS.north.lo2)).toThrow(RangeError);
  });
});

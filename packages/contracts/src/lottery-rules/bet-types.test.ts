import { describe, expect, it } from 'vitest';
import { BET_TYPES, betCost, checkBet, costMultiplier, stakeKeys, type Bet } from './bet-types.js';
import { DEFAULT_ODDS } from './default-odds.js';

const bet = (over: Partial<Bet>): Bet => ({
  type: 'lo2',
  region: 'north',
  numbers: ['45'],
  points: 1,
  ...over,
});

const TEN = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];

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
        : type.startsWith('xien') || type.startsWith('truot')
          ? TEN.slice(0, Number(type.replace(/\D/g, '')))
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
    expect(checkBet(bet({ type: 'truot8', numbers: TEN.slice(0, 7) }))).toMatchObject([
      { code: 'WRONG_PICK_COUNT', expected: '8', actual: 7 },
    ]);
    expect(checkBet(bet({ type: 'truot10', numbers: [...TEN, '11'] }))).toMatchObject([
      { code: 'WRONG_PICK_COUNT', expected: '10', actual: 11 },
    ]);
    expect(checkBet(bet({ type: 'truot4', numbers: ['01', '02', '03', '3'] }))).toMatchObject([
      { code: 'BAD_NUMBER', number: '3' },
    ]);
    expect(checkBet(bet({ type: 'truot4', numbers: ['01', '02', '03', '01'] }))).toMatchObject([
      { code: 'DUPLICATE_NUMBER', number: '01' },
    ]);
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
    expect(stakeKeys(bet({ type: 'truot4', numbers: ['90', '07', '45', '12'] }))).toEqual(['07-12-45-90']);
  });

  it('prices a lô trượt point at one unit per chosen number, the same in every region', () => {
    expect(costMultiplier('truot4', 'north')).toBe(4);
    expect(costMultiplier('truot10', 'south')).toBe(10);
    expect(costMultiplier('lo2', 'south')).toBe(18);
    expect(costMultiplier('xien4', 'north')).toBe(1);
    const truot8 = bet({ type: 'truot8', numbers: TEN.slice(0, 8), points: 3 });
    expect(betCost(truot8, DEFAULT_ODDS.north.truot8)).toBe(24_000);
    expect(betCost({ ...truot8, region: 'central' }, DEFAULT_ODDS.central.truot8)).toBe(24_000);
  });

  it('sets the lô trượt defaults within 2 points of the lô 2 số return of the region (80 % north, 75 % south)', () => {
    // Chance that none of k chosen numbers is among n uniform two-digit numbers: (1 − k/100)^n.
    for (const [region, drawn, target] of [
      ['north', 27, 0.8],
      ['south', 18, 0.75],
      ['central', 18, 0.75],
    ] as const) {
      for (const k of [4, 8, 10] as const) {
        const odds = DEFAULT_ODDS[region][`truot${k}`];
        const expected = (odds.winPerPoint * (1 - k / 100) ** drawn) / (odds.pricePerPoint * k);
        expect(Math.abs(expected - target), `${region} truot${k}`).toBeLessThan(0.02);
      }
    }
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

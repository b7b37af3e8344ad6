import { describe, expect, it } from 'vitest';
import { addNumbers, allNumbersOf, parseNumberList, quickPick, toggleNumber } from './number-picks';

describe('number pickers', () => {
  it('lists every number of a width with leading zeros', () => {
    expect(allNumbersOf(2)).toHaveLength(100);
    expect(allNumbersOf(2)[7]).toBe('07');
    expect(allNumbersOf(3).at(-1)).toBe('999');
    expect(allNumbersOf(4)).toHaveLength(10_000);
    expect(allNumbersOf(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('picks every number with a tail or head digit', () => {
    expect(quickPick(2, { kind: 'tail', digit: 5 })).toEqual([
      '05',
      '15',
      '25',
      '35',
      '45',
      '55',
      '65',
      '75',
      '85',
      '95',
    ]);
    expect(quickPick(2, { kind: 'head', digit: 3 })).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ]);
    expect(quickPick(3, { kind: 'tail', digit: 0 })).toHaveLength(100);
  });

  it('picks doubles of two and three digits', () => {
    expect(quickPick(2, { kind: 'doubles' })).toEqual([
      '00',
      '11',
      '22',
      '33',
      '44',
      '55',
      '66',
      '77',
      '88',
      '99',
    ]);
    expect(quickPick(3, { kind: 'doubles' })).toEqual([
      '000',
      '111',
      '222',
      '333',
      '444',
      '555',
      '666',
      '777',
      '888',
      '999',
    ]);
  });

  it('picks N distinct random numbers from the injected source', () => {
    let i = 0;
    const values = [0.99, 0.5, 0.01, 0.73, 0.2];
    const picked = quickPick(2, { kind: 'random', count: 5 }, () => values[i++ % values.length] as number);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    expect(picked.every((n) => /^[0-9]{2}$/.test(n))).toBe(true);
    expect(picked).toEqual([...picked].sort());
    expect(quickPick(1, { kind: 'random', count: 20 })).toHaveLength(10);
  });

  it('reads a pasted list with mixed separators and reports what is not a number', () => {
    expect(parseNumberList('12 34, 56', 2)).toEqual({
      numbers: ['12', '34', '56'],
      invalid: [],
      repeated: [],
    });
    expect(parseNumberList('12;7\n345,ab, 12 -09', 2)).toEqual({
      numbers: ['12', '09'],
      invalid: ['7', '345', 'ab'],
      repeated: ['12'],
    });
    expect(parseNumberList('123 045', 3).numbers).toEqual(['123', '045']);
    expect(parseNumberList('   ', 2).numbers).toEqual([]);
  });

  it('toggles and adds numbers keeping the selection sorted and unique', () => {
    expect(toggleNumber(['34'], '12')).toEqual(['12', '34']);
    expect(toggleNumber(['12', '34'], '12')).toEqual(['34']);
    expect(addNumbers(['50', '05'], ['05', '15'])).toEqual(['05', '15', '50']);
  });
});

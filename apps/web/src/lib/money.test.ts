import { describe, expect, it } from 'vitest';
import { formatAmount, formatDigits, majorToMinor, numberMarks, parseAmount } from './money';

describe('formatAmount', () => {
  it('shows minor units with the symbol, thousands separators and the exponent as decimals', () => {
    expect(formatAmount(123456789, 2, '₱', 'en')).toBe('₱1,234,567.89');
    expect(formatAmount(100000, 2, '฿', 'en')).toBe('฿1,000.00');
    expect(formatAmount(99999, 2, '₱', 'en')).toBe('₱999.99');
  });

  it('pads small amounts with zeros', () => {
    expect(formatAmount(0, 2, '₱', 'en')).toBe('₱0.00');
    expect(formatAmount(5, 2, '฿', 'en')).toBe('฿0.05');
    expect(formatAmount(50, 2, '฿', 'en')).toBe('฿0.50');
    expect(formatAmount(7, 3, '$', 'en')).toBe('$0.007');
  });

  it('puts the sign before the symbol', () => {
    expect(formatAmount(-150, 2, '₱', 'en')).toBe('-₱1.50');
    expect(formatAmount(-123456, 0, '₫', 'en')).toBe('-₫123,456');
  });

  it('shows exactly the currency exponent: none for VND, three or four when the currency has them', () => {
    expect(formatAmount(1234, 0, '₫', 'en')).toBe('₫1,234');
    expect(formatAmount(1234567, 3, '$', 'en')).toBe('$1,234.567');
    expect(formatAmount(12345678, 4, '$', 'en')).toBe('$1,234.5678');
  });

  it('is exact beyond float precision', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 2, '₱', 'en')).toBe('₱90,071,992,547,409.91');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 0, '₫', 'en')).toBe('₫9,007,199,254,740,991');
  });

  it('follows the language number style', () => {
    expect(formatAmount(123456789, 2, '₫', 'vi')).toBe('₫1.234.567,89');
    expect(formatAmount(123456789, 2, 'Rp', 'id')).toBe('Rp1.234.567,89');
    expect(formatAmount(123456789, 2, '฿', 'th')).toBe('฿1,234,567.89');
    expect(formatAmount(123456789, 2, '₱', 'tl')).toBe('₱1,234,567.89');
  });

  it('formats the digits alone', () => {
    expect(formatDigits(-123456, 2, 'en')).toBe('1,234.56');
    expect(formatDigits(100, 0, 'vi')).toBe('100');
  });
});

describe('numberMarks and majorToMinor', () => {
  it('reads the marks of a language', () => {
    expect(numberMarks('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberMarks('vi')).toEqual({ decimal: ',', group: '.' });
  });

  it('turns whole units into minor units', () => {
    expect(majorToMinor(100, 2)).toBe(10000);
    expect(majorToMinor(1000, 0)).toBe(1000);
  });
});

describe('parseAmount', () => {
  const ok = (minor: number) => ({ ok: true, minor });
  const problem = (p: string) => ({ ok: false, problem: p });

  it('reads plain and grouped amounts into minor units', () => {
    expect(parseAmount('1,234.56', 2)).toEqual(ok(123456));
    expect(parseAmount('1234.56', 2)).toEqual(ok(123456));
    expect(parseAmount('100', 2)).toEqual(ok(10000));
    expect(parseAmount('1,000,000', 2)).toEqual(ok(100000000));
    expect(parseAmount('  42.5 ', 2)).toEqual(ok(4250));
    expect(parseAmount('0.01', 2)).toEqual(ok(1));
    expect(parseAmount('.5', 2)).toEqual(ok(50));
    expect(parseAmount('12.', 2)).toEqual(ok(1200));
    expect(parseAmount('007', 2)).toEqual(ok(700));
  });

  it('is exact where floats are not', () => {
    // 0.1 + 0.2 and 1.005 * 100 go wrong in floating point.
    expect(parseAmount('0.29', 2)).toEqual(ok(29));
    expect(parseAmount('1.15', 2)).toEqual(ok(115));
    expect(parseAmount('4.35', 2)).toEqual(ok(435));
    expect(parseAmount('90,071,992,547,409.91', 2)).toEqual(ok(Number.MAX_SAFE_INTEGER));
  });

  it('follows the exponent of the currency', () => {
    expect(parseAmount('50,000', 0)).toEqual(ok(50000));
    expect(parseAmount('1.234', 3)).toEqual(ok(1234));
    expect(parseAmount('1.5', 4)).toEqual(ok(15000));
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseAmount('1.234', 2)).toEqual(problem('decimals'));
    expect(parseAmount('1.50', 0)).toEqual(problem('decimals'));
    expect(parseAmount('0.001', 2)).toEqual(problem('decimals'));
    expect(parseAmount('1.500', 2)).toEqual(problem('decimals'));
  });

  it('refuses empty, zero and negative amounts', () => {
    expect(parseAmount('', 2)).toEqual(problem('empty'));
    expect(parseAmount('   ', 2)).toEqual(problem('empty'));
    expect(parseAmount('0', 2)).toEqual(problem('zero'));
    expect(parseAmount('0.00', 2)).toEqual(problem('zero'));
    expect(parseAmount('000', 0)).toEqual(problem('zero'));
    expect(parseAmount('-5', 2)).toEqual(problem('negative'));
    expect(parseAmount('-0.01', 2)).toEqual(problem('negative'));
    expect(parseAmount('−5', 2)).toEqual(problem('negative'));
  });

  it('refuses anything that is not a plain number', () => {
    for (const text of [
      'abc',
      '1e5',
      '+5',
      '1..2',
      '1.2.3',
      '12a',
      '₱100',
      '1 000',
      '0x10',
      '.',
      'Infinity',
      'NaN',
    ])
      expect(parseAmount(text, 2), text).toEqual(problem('format'));
  });

  it('refuses grouping that is not by three', () => {
    expect(parseAmount('1,23', 2)).toEqual(problem('format'));
    expect(parseAmount('1234,567', 2)).toEqual(problem('format'));
    expect(parseAmount(',123', 2)).toEqual(problem('format'));
    expect(parseAmount('1,,234', 2)).toEqual(problem('format'));
    expect(parseAmount('1,234,', 2)).toEqual(problem('format'));
    expect(parseAmount('1.234,56', 2)).toEqual(problem('format'));
  });

  it('refuses more than Number.MAX_SAFE_INTEGER minor units', () => {
    expect(parseAmount('90,071,992,547,409.92', 2)).toEqual(problem('tooLarge'));
    expect(parseAmount('9007199254740992', 0)).toEqual(problem('tooLarge'));
    expect(parseAmount('99999999999999999999', 2)).toEqual(problem('tooLarge'));
    expect(parseAmount('9007199254740991', 0)).toEqual(ok(Number.MAX_SAFE_INTEGER));
  });

  it('reads the language number style, never guessing the other one', () => {
    expect(parseAmount('1.234,56', 2, 'vi')).toEqual(ok(123456));
    expect(parseAmount('50.000', 0, 'vi')).toEqual(ok(50000));
    expect(parseAmount('1.234,56', 2, 'id')).toEqual(ok(123456));
    expect(parseAmount('1,234.56', 2, 'vi')).toEqual(problem('format'));
    expect(parseAmount('10,5', 0, 'vi')).toEqual(problem('decimals'));
    expect(parseAmount('1,234.56', 2, 'th')).toEqual(ok(123456));
  });

  it('round-trips with formatDigits', () => {
    for (const [minor, exponent, language] of [
      [1, 2, 'en'],
      [123456789, 2, 'vi'],
      [Number.MAX_SAFE_INTEGER, 2, 'en'],
      [987654321, 0, 'id'],
      [1000, 3, 'th'],
    ] as const) {
      expect(parseAmount(formatDigits(minor, exponent, language), exponent, language)).toEqual(ok(minor));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatWin } from './win-amount';

describe('won amounts', () => {
  it('minor units with the currency symbol, thousands separators and 2 decimals', () => {
    expect(formatWin(12345678, 'PHP', 'en')).toBe('₱123,456.78');
    expect(formatWin(500, 'THB', 'en')).toBe('THB5.00');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone-number.js';

const PH = { countryDialingCode: '+63', mobileDigitsMin: 10, mobileDigitsMax: 10 };

describe('normalizePhone', () => {
  it("drops one trunk 0 and prefixes the merchant's dialing code", () => {
    expect(normalizePhone('09171234567', undefined, PH)).toEqual({
      dialingCode: '+63',
      national: '9171234567',
      full: '+639171234567',
    });
    expect(normalizePhone('9171234567', undefined, PH)?.full).toBe('+639171234567');
  });

  it('uses the dialing code the visitor chose', () => {
    expect(normalizePhone('9171234567', '+66', PH)?.full).toBe('+669171234567');
    expect(normalizePhone('9171234567', '66', PH)?.dialingCode).toBe('+66');
  });

  it('refuses a digit count outside the range', () => {
    expect(normalizePhone('917123456', undefined, PH)).toBeNull();
    expect(normalizePhone('91712345678', undefined, PH)).toBeNull();
    expect(normalizePhone('0091712345', undefined, PH)).toBeNull();
  });

  it('refuses anything but digits', () => {
    expect(normalizePhone('917-123-456', undefined, PH)).toBeNull();
  });

  it('accepts any count within a range', () => {
    const TH = { countryDialingCode: '+66', mobileDigitsMin: 8, mobileDigitsMax: 9 };
    expect(normalizePhone('081234567', undefined, TH)?.national).toBe('81234567');
    expect(normalizePhone('812345678', undefined, TH)?.national).toBe('812345678');
  });
});

import { describe, expect, it } from 'vitest';
import { countryOf, isNonPublicAddress } from './geo.js';

describe('geo', () => {
  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.10', '::1', '::ffff:127.0.0.1', 'fe80::1', 'not-an-ip'])(
    'treats %s as non-public with no country',
    (ip) => {
      expect(isNonPublicAddress(ip)).toBe(true);
      expect(countryOf(ip)).toBeNull();
    },
  );

  it('finds the country of public addresses from the offline database', () => {
    expect(countryOf('49.145.0.1')).toBe('PH');
    expect(countryOf('1.46.0.1')).toBe('TH');
    expect(countryOf('::ffff:49.145.0.1')).toBe('PH');
    expect(countryOf('8.8.8.8')).toBe('US');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveMerchant } from './merchant-resolution.js';

const merchants = [
  { code: 'PH', country_code: 'PH', is_default: true },
  { code: 'TH', country_code: 'TH', is_default: false },
];
const domains = [{ domain: 'th.example', merchant_code: 'TH' }];
const input = { requested: null, host: null, countryCode: null, fallbackCode: null };

describe('resolveMerchant', () => {
  it('prefers the merchant the client chose', () => {
    expect(resolveMerchant(merchants, domains, { ...input, requested: 'TH', host: 'localhost' }).code).toBe(
      'TH',
    );
  });

  it('ignores an unknown requested merchant and falls back to the domain', () => {
    expect(
      resolveMerchant(merchants, domains, { ...input, requested: 'XX', host: 'th.example:8080' }).code,
    ).toBe('TH');
  });

  it('uses the visitor country when the domain says nothing', () => {
    expect(
      resolveMerchant(merchants, domains, { ...input, host: 'other.example', countryCode: 'TH' }).code,
    ).toBe('TH');
  });

  it('falls back to the configured merchant, then to the default', () => {
    expect(resolveMerchant(merchants, domains, { ...input, fallbackCode: 'TH' }).code).toBe('TH');
    expect(resolveMerchant(merchants, domains, { ...input, countryCode: 'US' }).code).toBe('PH');
  });

  it('fails clearly when there is no merchant', () => {
    expect(() => resolveMerchant([], [], input)).toThrow(/no merchant/);
  });
});

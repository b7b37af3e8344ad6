import { describe, expect, it } from 'vitest';
import { decideSystemStatus, type StatusInput } from './system-status.js';

const now = new Date('2026-11-21T10:00:00Z');
const base: StatusInput = {
  maintenanceEnabled: false,
  maintenanceUntil: null,
  regionRestrictionEnabled: true,
  allowedCountries: ['PH'],
  allowUnknownCountry: true,
  countryCode: 'PH',
  now,
};

describe('decideSystemStatus', () => {
  it('is normal for an allowed country without maintenance', () => {
    expect(decideSystemStatus(base)).toBe(0);
  });

  it('is maintenance while maintenance is on', () => {
    expect(decideSystemStatus({ ...base, maintenanceEnabled: true })).toBe(1);
    expect(
      decideSystemStatus({
        ...base,
        maintenanceEnabled: true,
        maintenanceUntil: new Date('2026-11-21T11:00:00Z'),
      }),
    ).toBe(1);
  });

  it('ends maintenance by itself at its until time', () => {
    expect(decideSystemStatus({ ...base, maintenanceEnabled: true, maintenanceUntil: now })).toBe(0);
  });

  it('restricts a country that is not allowed, even during maintenance', () => {
    expect(decideSystemStatus({ ...base, countryCode: 'US' })).toBe(2);
    expect(decideSystemStatus({ ...base, countryCode: 'US', maintenanceEnabled: true })).toBe(2);
  });

  it('follows the unknown-country setting for visitors with no country', () => {
    expect(decideSystemStatus({ ...base, countryCode: null })).toBe(0);
    expect(decideSystemStatus({ ...base, countryCode: null, allowUnknownCountry: false })).toBe(2);
  });

  it('lets everyone in when region restriction is off', () => {
    expect(decideSystemStatus({ ...base, countryCode: 'US', regionRestrictionEnabled: false })).toBe(0);
  });
});

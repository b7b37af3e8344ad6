import { SYSTEM_STATUS, type SystemStatus } from '@suerte/contracts';

export interface StatusInput {
  maintenanceEnabled: boolean;
  maintenanceUntil: Date | null;
  regionRestrictionEnabled: boolean;
  allowedCountries: readonly string[];
  allowUnknownCountry: boolean;
  countryCode: string | null;
  now: Date;
}

/**
 * The status the whole app shows (spec §4): region restriction wins over maintenance, because a visitor from
 * a blocked country must not see anything of the site; maintenance ends by itself at its 'until' time.
 */
export function decideSystemStatus(input: StatusInput): SystemStatus {
  if (input.regionRestrictionEnabled && !isCountryAllowed(input)) return SYSTEM_STATUS.REGION_RESTRICTED;
  const maintenanceOver = input.maintenanceUntil !== null && input.maintenanceUntil <= input.now;
  if (input.maintenanceEnabled && !maintenanceOver) return SYSTEM_STATUS.MAINTENANCE;
  return SYSTEM_STATUS.NORMAL;
}

function isCountryAllowed(input: StatusInput): boolean {
  if (input.countryCode === null) return input.allowUnknownCountry;
  return input.allowedCountries.includes(input.countryCode);
}

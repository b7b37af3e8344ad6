import type { SystemStatus } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { memoizeFor } from '../../lib/memo.js';
import { listDomains, listMerchants, type DomainRecord, type MerchantRecord } from './merchant.repository.js';
import { resolveMerchant } from './merchant-resolution.js';
import { decideSystemStatus } from './system-status.js';

export interface MerchantDirectory {
  merchants: MerchantRecord[];
  domains: DomainRecord[];
}

/** Merchants and domains, cached briefly: every request needs them, operators change them rarely. */
export function createMerchantService(
  db: Database,
  options: { cacheMs: number; defaultMerchant: string | null },
) {
  const directory = memoizeFor<MerchantDirectory>(options.cacheMs, async () => ({
    merchants: await listMerchants(db),
    domains: await listDomains(db),
  }));

  return {
    directory,
    async resolve(input: { requested: string | null; host: string | null; countryCode: string | null }) {
      const { merchants, domains } = await directory();
      return resolveMerchant(merchants, domains, { ...input, fallbackCode: options.defaultMerchant });
    },
    statusOf(merchant: MerchantRecord, countryCode: string | null, now: Date) {
      return decideSystemStatus({
        maintenanceEnabled: merchant.maintenance_enabled,
        maintenanceUntil: merchant.maintenance_until,
        regionRestrictionEnabled: merchant.region_restriction_enabled,
        allowedCountries: merchant.allowed_countries,
        allowUnknownCountry: merchant.allow_unknown_country,
        countryCode,
        now,
      });
    },
  };
}
/** What a request is for: its merchant, the visitor's country and the site's status for that visitor. */
export interface RequestContext {
  merchant: MerchantRecord;
  countryCode: string | null;
  status: SystemStatus;
}

/**
 * Every request carries its context, resolved once on first use by the request-context hook (above the modules).
 * Declared here, with its shape, so that any module reading it depends on this module's face only.
 */
declare module 'fastify' {
  interface FastifyRequest {
    context(): Promise<RequestContext>;
  }
}

export type MerchantService = ReturnType<typeof createMerchantService>;

import type {
  DomainRouteResponse,
  Locale,
  Region,
  StatusResponse,
  WhitelabelResponse,
} from '@suerte/contracts';
import { normalizeLocale, LOCALES } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { pickLocalized } from '../../lib/localized.js';
import { memoizeByKey } from '../../lib/memo.js';
import type { MerchantRecord, MerchantService, RequestContext } from '../merchants/index.js';
import { buildModuleTree } from './module-tree.js';
import { listContacts, listModules, listResources } from './system.repository.js';

const supported = (langs: string[]) =>
  langs.filter((l): l is Locale => (LOCALES as readonly string[]).includes(l));

export function createSystemService(db: Database, merchants: MerchantService, cacheMs: number) {
  // Site content changes rarely and every page load reads it: cached per merchant as briefly as the settings.
  const siteContent = memoizeByKey(cacheMs, async (code: string) => {
    const [modules, resources, contacts] = await Promise.all([
      listModules(db, code),
      listResources(db, code),
      listContacts(db, code),
    ]);
    return { modules: buildModuleTree(modules), resources, contacts };
  });

  async function regions(): Promise<Region[]> {
    const { merchants: all, domains } = await merchants.directory();
    return all.map((m) => ({
      merchantCode: m.code,
      country: m.country_code,
      countryName: m.country_name,
      currency: m.currency_code,
      langList: supported(m.languages),
      domains: domains.filter((d) => d.merchant_code === m.code).map((d) => d.domain),
    }));
  }

  return {
    status(ctx: RequestContext, ip: string): StatusResponse {
      const m = ctx.merchant;
      return {
        status: ctx.status,
        merchantCode: m.code,
        countryCode: ctx.countryCode,
        ip,
        maintenance: {
          message: ctx.status === 1 ? m.maintenance_message : null,
          until: ctx.status === 1 && m.maintenance_until ? m.maintenance_until.toISOString() : null,
        },
        serviceLink: m.service_link,
      };
    },

    async whitelabel(ctx: RequestContext, ip: string, locale: Locale): Promise<WhitelabelResponse> {
      const m = ctx.merchant;
      const [{ modules, resources, contacts }, allRegions] = await Promise.all([
        siteContent(m.code),
        regions(),
      ]);
      const domains = allRegions.find((r) => r.merchantCode === m.code)?.domains ?? [];
      return {
        merchant: merchantView(m),
        siteConfig: m.site_config,
        demo: m.is_demo,
        about: pickLocalized(m.about, locale),
        modules,
        resources: resources.map((r) => ({
          id: r.id,
          resourceType: r.resource_type as WhitelabelResponse['resources'][number]['resourceType'],
          groupName: r.group_name,
          title: pickLocalized(r.title, locale),
          url: r.url,
          linkageType: r.linkage_type,
          linkUrl: r.link_url,
        })),
        customerService: contacts.map((c) => ({
          type: c.type as WhitelabelResponse['customerService'][number]['type'],
          label: c.label,
          link: c.link,
          value: c.value,
          demo: c.is_demo,
        })),
        domainList: domains,
        mainDomain:
          (await merchants.directory()).domains.find((d) => d.merchant_code === m.code && d.is_main)
            ?.domain ?? null,
        location: { countryCode: ctx.countryCode, ip },
        // Images and game launches are served from this origin; no third-party CDN is used.
        imageCDNs: [],
        launchGameCDNs: [],
        maintenance: {
          enabled: m.maintenance_enabled,
          message: m.maintenance_message,
          until: m.maintenance_until?.toISOString() ?? null,
        },
        regionRestriction: { enabled: m.region_restriction_enabled, allowedCountries: m.allowed_countries },
        analytics: { enabled: m.analytics_enabled },
        regions: allRegions,
        copyrightYear: 2022,
      };
    },

    async domainRoute(): Promise<DomainRouteResponse> {
      const { domains } = await merchants.directory();
      return {
        mainDomain: domains.find((d) => d.is_main)?.domain ?? null,
        domainList: domains.map((d) => d.domain),
        domainRoute: domains.map((d) => ({
          domain: d.domain,
          merchantCode: d.merchant_code,
          platform: d.platform,
        })),
      };
    },

    /** Normalizes the language the client chose; an unsupported one is reset to EN (spec §1). */
    language(requested: string) {
      const language = normalizeLocale(requested);
      const reset = language === 'en' && !/^en([-_]|$)/i.test(requested.trim());
      return { language, reset };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;

function merchantView(m: MerchantRecord): WhitelabelResponse['merchant'] {
  return {
    merchantCode: m.code,
    name: m.name,
    country: m.country_code,
    countryName: m.country_name,
    currency: m.currency_code,
    currencySymbol: m.currency_symbol,
    langList: supported(m.languages),
    defaultLanguage: normalizeLocale(m.default_language),
  };
}

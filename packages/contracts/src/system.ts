import { z } from 'zod';
import { localeInputSchema } from './locale-schema.js';
import { LOCALES } from './locales.js';

export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const localeSchema = z.enum(LOCALES);

export const statusResponseSchema = z.object({
  status: systemStatusSchema,
  merchantCode: z.string(),
  countryCode: z.string().nullable(),
  ip: z.string(),
  maintenance: z.object({ message: z.string().nullable(), until: z.string().nullable() }),
  serviceLink: z.string().nullable(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export interface ModuleNode {
  modId: string;
  name: string;
  enabled: '0' | '1';
  childrenNodes: ModuleNode[];
}
export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(moduleNodeSchema),
  }),
);

export const RESOURCE_TYPES = [
  'BANNER',
  'LOGO',
  'PARTNER_LOGO',
  'APP_IOS',
  'APP_ANDROID',
  'AFFILIATE',
] as const;
export const resourceSchema = z.object({
  id: z.string(),
  resourceType: z.enum(RESOURCE_TYPES),
  groupName: z.string().nullable(),
  title: z.string(),
  url: z.string(),
  linkageType: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const CONTACT_TYPES = [
  'LIVECHAT',
  'WHATSAPP',
  'TELEGRAM',
  'EMAIL',
  'PHONE',
  'FACEBOOK',
  'LINE',
  'MESSENGER',
  'VIBER',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
/** A support contact the operator set for the merchant (ops support:set); `link` is built from `value` by type. */
export const customerServiceContactSchema = z.object({
  type: z.enum(CONTACT_TYPES),
  label: z.string(),
  link: z.string(),
  /** The handle, number or address shown beside the label ('' when the link says it all). */
  value: z.string().default(''),
  /** Seeded demo contact, not a real channel. */
  demo: z.boolean().default(false),
});
export type CustomerServiceContact = z.infer<typeof customerServiceContactSchema>;

export const merchantSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  langList: z.array(localeSchema),
  defaultLanguage: localeSchema,
});
export type Merchant = z.infer<typeof merchantSchema>;

export const regionSchema = z.object({
  merchantCode: z.string(),
  country: z.string(),
  countryName: z.string(),
  currency: z.string(),
  langList: z.array(localeSchema),
  domains: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;

export const siteConfigSchema = z.object({
  platform: z.literal('WEB'),
  lotteryType: z.string(),
  prizeModes: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const whitelabelResponseSchema = z.object({
  merchant: merchantSchema,
  siteConfig: siteConfigSchema,
  demo: z.boolean(),
  /** The merchant's about text in the request language (footer). */
  about: z.string(),
  modules: z.array(moduleNodeSchema),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceContactSchema),
  domainList: z.array(z.string()),
  mainDomain: z.string().nullable(),
  location: z.object({ countryCode: z.string().nullable(), ip: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.object({
    enabled: z.boolean(),
    message: z.string().nullable(),
    until: z.string().nullable(),
  }),
  regionRestriction: z.object({ enabled: z.boolean(), allowedCountries: z.array(z.string()) }),
  analytics: z.object({ enabled: z.boolean() }),
  regions: z.array(regionSchema),
  copyrightYear: z.number().int(),
});
export type WhitelabelResponse = z.infer<typeof whitelabelResponseSchema>;

export const domainRouteResponseSchema = z.object({
  mainDomain: z.string().nullable(),
  domainList: z.array(z.string()),
  domainRoute: z.array(z.object({ domain: z.string(), merchantCode: z.string(), platform: z.string() })),
});
export type DomainRouteResponse = z.infer<typeof domainRouteResponseSchema>;

export const helpCenterQuerySchema = z
  .object({ lang: localeInputSchema.optional(), device: z.enum(['WEB', 'H5']).default('WEB') })
  .strict();

export interface HelpEntry {
  tag: string;
  title: string;
  content: string | null;
  children: HelpEntry[];
}
export const helpEntrySchema: z.ZodType<HelpEntry> = z.lazy(() =>
  z.object({
    tag: z.string(),
    title: z.string(),
    content: z.string().nullable(),
    children: z.array(helpEntrySchema),
  }),
);
export const helpCenterResponseSchema = z.array(helpEntrySchema);

export const languageUpdateBodySchema = z.object({ language: z.string().min(1).max(35) }).strict();
export const languageUpdateResponseSchema = z.object({ language: localeSchema, reset: z.boolean() });
export type LanguageUpdateResponse = z.infer<typeof languageUpdateResponseSchema>;

import { LOCALES } from '@suerte/contracts';
import { z } from 'zod';

/** Merchant settings an operator may change, with the column each maps to and how its value is checked. */
const countryList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'country codes are two letters (ISO 3166-1)')).min(1));

const bool = z.enum(['on', 'off', 'true', 'false']).transform((v) => v === 'on' || v === 'true');

const languages = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(LOCALES)).min(1));

export const MERCHANT_SETTINGS = {
  name: { column: 'name', schema: z.string().trim().min(1).max(80) },
  'service-link': { column: 'service_link', schema: z.string().trim().min(1).max(500) },
  'default-language': { column: 'default_language', schema: z.enum(LOCALES) },
  languages: { column: 'languages', schema: languages, json: true },
  'allowed-countries': { column: 'allowed_countries', schema: countryList, json: true },
  'region-restriction': { column: 'region_restriction_enabled', schema: bool },
  'allow-unknown-country': { column: 'allow_unknown_country', schema: bool },
  analytics: { column: 'analytics_enabled', schema: bool },
} as const satisfies Record<string, { column: string; schema: z.ZodType; json?: boolean }>;

export type MerchantSettingKey = keyof typeof MERCHANT_SETTINGS;

export function isMerchantSettingKey(key: string): key is MerchantSettingKey {
  return Object.hasOwn(MERCHANT_SETTINGS, key);
}

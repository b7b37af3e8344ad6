import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Text in several interface languages: { en: '...', tl: '...' }; en is always present. */
export type LocalizedText = Record<string, string>;

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface CurrenciesTable {
  code: string;
  symbol: string;
  exponent: number;
}

export interface MerchantsTable {
  code: string;
  name: string;
  country_code: string;
  country_name: string;
  currency_code: string;
  languages: Json<string[]>;
  default_language: string;
  is_default: boolean;
  sort: number;
  maintenance_enabled: Generated<boolean>;
  maintenance_message: string | null;
  maintenance_until: Date | null;
  region_restriction_enabled: Generated<boolean>;
  allowed_countries: Json<string[]>;
  /** Visitors from loopback/private networks or with no known country: allowed when true. */
  allow_unknown_country: Generated<boolean>;
  site_config: Json<{ platform: 'WEB'; lotteryType: string; prizeModes: string[] }>;
  service_link: string | null;
  about: Json<LocalizedText>;
  analytics_enabled: Generated<boolean>;
  is_demo: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FeatureModulesTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort: number;
}

export interface ResourcesTable {
  id: Generated<string>;
  merchant_code: string;
  resource_type: string;
  group_name: string | null;
  title: Json<LocalizedText>;
  url: string;
  linkage_type: string | null;
  link_url: string | null;
  sort: number;
  enabled: Generated<boolean>;
  is_demo: boolean;
}

export interface CustomerServiceContactsTable {
  id: Generated<string>;
  merchant_code: string;
  type: string;
  label: string;
  link: string;
  sort: number;
}

export interface DomainsTable {
  domain: string;
  merchant_code: string;
  platform: string;
  is_main: boolean;
}

export interface VendorsTable {
  code: string;
  name: string;
  icon_url: string;
  maintenance: Generated<boolean>;
  is_demo: boolean;
}

export interface MerchantVendorsTable {
  merchant_code: string;
  vendor_code: string;
  category: string;
  lane_title: Json<LocalizedText>;
  sort: number;
  enabled: Generated<boolean>;
}

export interface GamesTable {
  node_id: string;
  vendor_code: string;
  category: string;
  game_name: Json<LocalizedText>;
  icon_url: string;
  support_play: number;
  room_id: string | null;
  hot_rank: number | null;
  enabled: Generated<boolean>;
}

export interface HelpTopicsTable {
  merchant_code: string;
  tag: string;
  parent_tag: string | null;
  sort: number;
  title: Json<LocalizedText>;
  content: Json<LocalizedText> | null;
}

export interface AnnouncementsTable {
  id: Generated<string>;
  merchant_code: string;
  type: string;
  title: Json<LocalizedText>;
  content: Json<LocalizedText>;
  published_at: Date;
  expires_at: Date | null;
  sort: number;
  is_demo: boolean;
}

export interface OperatorAuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor: string;
  action: string;
  target: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
}

export interface DB {
  currencies: CurrenciesTable;
  merchants: MerchantsTable;
  feature_modules: FeatureModulesTable;
  resources: ResourcesTable;
  customer_service_contacts: CustomerServiceContactsTable;
  domains: DomainsTable;
  vendors: VendorsTable;
  merchant_vendors: MerchantVendorsTable;
  games: GamesTable;
  help_topics: HelpTopicsTable;
  announcements: AnnouncementsTable;
  operator_audit_log: OperatorAuditLogTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;

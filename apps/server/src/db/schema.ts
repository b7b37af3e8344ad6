import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LotteryTables } from './lottery-schema.js';

/** Text in several interface languages: { en: '...', tl: '...' }; en is always present. */
export type LocalizedText = Record<string, string>;

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  /** Terms and conditions per language (registration terms popup). */
  terms: JsonWithDefault<LocalizedText>;
  analytics_enabled: Generated<boolean>;
  is_demo: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Partial IdentityFlags / IdentityLimits / RegisterRules; missing keys take the product defaults. */
  identity_flags: JsonWithDefault<Record<string, unknown>>;
  identity_limits: JsonWithDefault<Record<string, unknown>>;
  register_rules: JsonWithDefault<Record<string, unknown>>;
  /** 'single': games play from the main wallet (spec isSingle); 'transfer': one wallet per vendor. */
  wallet_mode: Generated<'single' | 'transfer'>;
  /** Partial PaymentLimits (modules/payments/payment-limits.ts); missing keys take the product defaults. */
  payment_limits: JsonWithDefault<Record<string, unknown>>;
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
  /** The handle, number or address the link is built from. */
  value: Generated<string>;
  is_demo: Generated<boolean>;
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
  /** HMAC-SHA256 key of the vendor wallet API's signatures. */
  wallet_secret: Generated<string>;
  /** Addresses or CIDR ranges the vendor calls from; empty allows any. */
  allowed_ips: JsonWithDefault<string[]>;
  /** Base URL of the vendor's transfer API (transfer mode); null: the vendor's wallets live in our ledger. */
  transfer_url: Generated<string | null>;
  /** Most one win may pay, in minor units; null: the product default. */
  max_win: Generated<number | null>;
  /** Most a round's wins may pay in all, in minor units; null: the product default. */
  max_round_win: Generated<number | null>;
  /** Whether the vendor may pay wins on rounds where the player has no bet (recorded as bonus wins). */
  bonus_wins: Generated<boolean>;
  /** Demo catalogue vendors: their games launch this vendor's game of the same kind. */
  plays_as_vendor: Generated<string | null>;
  /** Address template of a member launch ({token}, {playerId}, {gameCode}, {currency}, {language}, {merchant}). */
  launch_url: Generated<string | null>;
  /** Address template of a free trial (no token); null: the vendor offers none. */
  trial_url: Generated<string | null>;
}

/** A game's own win limits at its vendor (null: the vendor's). */
export interface VendorGameLimitsTable {
  vendor_code: string;
  game_code: string;
  max_win: number | null;
  max_round_win: number | null;
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
  /** Listed: false once the vendor's feed disables the game or no longer has it (hidden from players). */
  enabled: Generated<boolean>;
  /** The vendor's own name of the game (spec nodeName). */
  node_name: Generated<string>;
  /** Slot kind: JP slot machine, VP video poker, TG table game, AC arcade. */
  classify: 'JP' | 'VP' | 'TG' | 'AC' | null;
  show_icon: Generated<boolean>;
  /** Smallest bet in minor units. */
  min_bet: Generated<number>;
  min_line_num: Generated<number>;
  /** The vendor's feed says the game is under maintenance. */
  maintenance: Generated<boolean>;
  /** The operator's kill switch (ops game:disable): shown as under maintenance, never launched. */
  operator_disabled: Generated<boolean>;
  sort: Generated<number>;
  /** Every name of the game, normalized (lower case, no diacritics), one per line: the search index's text. */
  search_text: Generated<string>;
  /** The normalized name per language, to match the name a member sees. */
  search_names: JsonWithDefault<Record<string, string>>;
  updated_at: Generated<Date>;
  /** When the game was first listed (an import's insert); later imports leave it alone. */
  first_listed_at: Generated<Date>;
  /** GAME, or VASSALAGE: a vendor entry that opens the list of its vendor's games in its category (spec §3). */
  entry_kind: Generated<'GAME' | 'VASSALAGE'>;
}

/** A member's favourite game. */
export interface GameFavouritesTable {
  member_id: number;
  node_id: string;
  created_at: CreatedAt;
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

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  password_hash: string | null;
  payment_password_hash: string | null;
  nickname: string;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  is_agent: Generated<number>;
  upline_id: number | null;
  member_label: string | null;
  affiliate_code: string | null;
  referral_code: string;
  referred_by_id: number | null;
  profile: JsonWithDefault<Record<string, string>>;
  status: Generated<'active' | 'disabled'>;
  is_demo: Generated<boolean>;
  password_changed_at: Timestamp;
  first_login_at: Date | null;
  last_login_at: Date | null;
  register_ip: string | null;
  register_url: string | null;
  register_domain: string | null;
  register_method: Generated<string>;
  created_at: CreatedAt;
  /** The interface language the member chose last (mails and SMS use it); null until chosen. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MemberSessionsTable {
  id: Generated<string>;
  token_hash: string;
  member_id: number;
  merchant_code: string;
  login_type: string;
  password_change_required: 'weak' | 'expired' | null;
  first_time_login: Generated<boolean>;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  absolute_expires_at: Date | string;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The browser the session was opened in: a new login there renews the session instead of replacing it. */
  browser_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaptchaChallengesTable {
  id: string;
  answer_hash: string;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  merchant_code: string;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date | string;
  consumed_at: Date | null;
  ip: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  merchant_code: string;
  phone: string;
  body: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  merchant_code: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  member_id: number;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | null;
}

export interface AuthEventsTable {
  id: Generated<number>;
  at: CreatedAt;
  merchant_code: string;
  member_id: number | null;
  subject: string | null;
  event: string;
  ip: string | null;
  detail: Json<unknown> | null;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface EncNoncesTable {
  nonce: string;
  expires_at: Date | string;
}

export interface EncKeysTable {
  kid: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
  use_until: Date | string;
  accept_until: Date | string;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  currency_code: string;
  kind: 'member_main' | 'member_vendor' | 'house' | 'vendor_clearing' | 'payment_clearing' | 'promotion';
  member_id: number | null;
  vendor_code: Generated<string>;
  shard: Generated<number>;
  /** Running balance of member accounts; null on house-side accounts (derived from their entries). */
  balance: number | null;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  currency_code: string;
  kind: string;
  reference: string | null;
  idempotency_key: string | null;
  actor: string;
  created_at: CreatedAt;
  seal_seq: number | null;
  chain_hash: string | null;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
  created_at: CreatedAt;
}

export interface GameLaunchesTable {
  id: Generated<string>;
  launch_token_hash: string;
  /** Opaque id the vendor knows the player by. */
  player_id: string;
  member_id: number;
  /** The member session that launched the game: bets stop when it ends. */
  session_id: string | null;
  vendor_code: string;
  game_code: string;
  currency: string;
  created_at: CreatedAt;
  used_at: Date | null;
  expires_at: Date | string;
}

export interface GameRoundsTable {
  id: Generated<number>;
  vendor_code: string;
  round_id: string;
  member_id: number;
  game_code: string | null;
  currency: string;
  stake_total: Generated<number>;
  win_total: Generated<number>;
  win_count: Generated<number>;
  /** The part of win_total paid as bonus wins (no bet of the player on the round). */
  bonus_win_total: Generated<number>;
  status: 'open' | 'closed';
  opened_at: CreatedAt;
  closed_at: Date | null;
}

export interface VendorTransactionsTable {
  id: Generated<number>;
  vendor_code: string;
  transaction_id: string;
  action: 'bet' | 'win' | 'rollback';
  request_hash: string | null;
  player_id: string;
  member_id: number;
  round_id: string | null;
  reference_transaction_id: string | null;
  amount: number | null;
  ledger_transaction_id: number | null;
  /** The first answer, returned again to a repeat of the same call. */
  answer: Json<{ status: string; balance: number; currency: string }> | null;
  status: 'applied' | 'rolled_back' | 'tombstone';
  created_at: CreatedAt;
}

export interface DepositRequestsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency_code: string;
  channel: string;
  request_id: string;
  amount: number;
  payer_name: string;
  reference: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  ledger_transaction_id: number | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface WithdrawalRequestsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency_code: string;
  request_id: string;
  amount: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  status:
    | 'pending'
    | 'approved'
    | 'disbursed'
    | 'received'
    | 'all_received'
    | 'partially_received'
    | 'not_received'
    | 'rejected'
    | 'paying'
    | 'paid'
    | 'failed';
  reason: string | null;
  note: string | null;
  auto_confirmed: Generated<boolean>;
  hold_transaction_id: number | null;
  refund_transaction_id: number | null;
  created_at: CreatedAt;
  approved_at: Date | null;
  disbursed_at: Date | null;
  confirmed_at: Date | null;
  decided_by: string | null;
  /** Where the payout goes; e-wallet and aggregator-paid bank payouts carry their provider. */
  destination_type: Generated<'bank' | 'ewallet'>;
  method: Generated<'bank' | 'gcash' | 'maya' | 'truemoney'>;
  /** Taken from the amount (minor units): the member receives amount − fee. */
  fee: Generated<number>;
  provider_code: string | null;
  payout_reference: string | null;
  failure_reason: string | null;
  payout_sent_at: Date | null;
  paid_at: Date | null;
  fee_transaction_id: number | null;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: number;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer;
  created_at: CreatedAt;
}

/** A payment provider (aggregator, QR acquirer) whose notifications are signed with its webhook secret. */
export interface PaymentProvidersTable {
  code: string;
  name: string;
  webhook_secret: Generated<string>;
  is_demo: Generated<boolean>;
  created_at: CreatedAt;
}

export type PaymentMethodColumn = 'bank' | 'qrph' | 'promptpay' | 'gcash' | 'maya' | 'truemoney';

/** One way to pay in or out at a merchant (method × direction), with its limits, fee and receiving details. */
export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  method: PaymentMethodColumn;
  direction: 'deposit' | 'withdrawal';
  enabled: Generated<boolean>;
  is_demo: Generated<boolean>;
  provider_code: string | null;
  min_amount: number | null;
  max_amount: number | null;
  fee_fixed: Generated<number>;
  /** Basis points of the amount: 150 = 1.50 %. */
  fee_percent_bp: Generated<number>;
  qr_expiry_minutes: number | null;
  display_order: Generated<number>;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  qr_acquirer_id: string | null;
  qr_merchant_id: string | null;
  qr_proxy_type: 'mobile' | 'tax_id' | 'ewallet' | 'biller' | null;
  qr_merchant_name: string | null;
  qr_merchant_city: string | null;
  qr_mcc: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type EwalletMethodColumn = 'gcash' | 'maya' | 'truemoney';

/** A member's e-wallet payment through an aggregator: pending → paid | failed | expired. */
export interface EwalletDepositsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency_code: string;
  method: EwalletMethodColumn;
  provider_code: string;
  request_id: string;
  amount: number;
  play_money: boolean;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  provider_txn_id: string | null;
  checkout_url: string | null;
  failure_reason: string | null;
  ledger_transaction_id: number | null;
  created_at: CreatedAt;
  expires_at: Date;
  settled_at: Date | null;
}

/** The demonstration aggregator's own book of payments and payouts. */
export interface DemoAggregatorTransactionsTable {
  id: string;
  provider_code: string;
  kind: 'payment' | 'payout';
  merchant_reference: string;
  amount: number;
  currency_code: string;
  method: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  failure_reason: string | null;
  return_url: string | null;
  destination: unknown;
  created_at: CreatedAt;
  expires_at: Date | null;
  decided_at: Date | null;
}

/** A deposit paid by scanning a dynamic EMVCo QR code (QR Ph, PromptPay). */
export interface QrDepositsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency_code: string;
  channel_id: number;
  method: 'qrph' | 'promptpay';
  provider_code: string;
  request_id: string;
  /** Ours, in the QR code; the provider's notification names it. */
  reference: string;
  amount: number;
  play_money: boolean;
  payload: string;
  status: 'pending' | 'paid' | 'expired' | 'failed';
  provider_txn_id: string | null;
  ledger_transaction_id: number | null;
  created_at: CreatedAt;
  expires_at: Date;
  settled_at: Date | null;
}

/** A signed provider notification about a QR payment, kept once per (provider, transaction id). */
export interface QrPaymentNotificationsTable {
  id: Generated<number>;
  provider_code: string;
  provider_txn_id: string;
  reference: string;
  deposit_id: number | null;
  status: 'paid' | 'failed';
  amount: number;
  currency_code: string;
  outcome: 'credited' | 'failed' | 'late' | 'amount_mismatch' | 'unknown_reference' | 'already_settled';
  needs_review: boolean;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  received_at: CreatedAt;
}

/** An aggregator's report on an e-wallet deposit or payout that was not applied, until an operator decides. */
export interface EwalletNotificationReviewsTable {
  id: Generated<number>;
  payment: 'deposit' | 'payout';
  provider_code: string;
  provider_txn_id: string;
  deposit_id: number | null;
  withdrawal_id: number | null;
  outcome: 'mismatch' | 'contradicts';
  /** The payment's status when the report came. */
  our_status: string;
  reported_status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: number;
  currency_code: string;
  reason: string | null;
  received_at: CreatedAt;
  decision: 'credit' | 'dismiss' | null;
  note: string | null;
  ledger_transaction_id: number | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

export interface VendorTransfersTable {
  id: Generated<number>;
  merchant_code: string;
  currency_code: string;
  member_id: number;
  vendor_code: string;
  direction: 'in' | 'out';
  amount: number;
  request_id: string;
  status: 'pending' | 'confirmed' | 'failed' | 'unknown';
  hold_transaction_id: number | null;
  settle_transaction_id: number | null;
  reverse_transaction_id: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** The resolver gave up asking (attempts reached the cap): an operator resolves it. */
  needs_review: Generated<boolean>;
  /** Who resolved it by hand, and why (what the vendor said). */
  resolved_by: string | null;
  resolution_note: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Queued by the ledger_accounts trigger (one row per statement), taken and notified by the balance relay. */
export interface MemberBalanceEventsTable {
  id: Generated<number>;
  member_ids: number[];
  created_at: CreatedAt;
}

export interface JobRunsTable {
  job: string;
  /** The period's key (its due time for scheduled runs, `manual:<time>` for a run started by an operator). */
  period: string;
  due_at: Timestamp;
  state: 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  failures: Generated<number>;
  last_error: string | null;
  /** The operator who started a manual run; null for scheduled runs. */
  triggered_by: string | null;
  queued_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** Until when the node running it holds the run; after that another node may take it over. */
  lease_until: Timestamp | null;
}

/** A vendor's PVP room and its reported occupancy (GLS2_roomList). */
export interface VendorRoomsTable {
  vendor_code: string;
  room_id: string;
  game_code: string;
  name: string;
  /** The name in each language the vendor reported; null: `name` only. */
  names: ColumnType<LocalizedText | null, string | null | undefined, string | null>;
  currency: string;
  stake: number;
  seats: number;
  seated: number;
  status: 'OPEN' | 'PLAYING' | 'CLOSED';
  reported_at: Date | string;
  updated_at: Generated<Date>;
}

export interface DB extends LotteryTables {
  vendor_rooms: VendorRoomsTable;
  currencies: CurrenciesTable;
  merchants: MerchantsTable;
  feature_modules: FeatureModulesTable;
  resources: ResourcesTable;
  customer_service_contacts: CustomerServiceContactsTable;
  domains: DomainsTable;
  vendors: VendorsTable;
  vendor_game_limits: VendorGameLimitsTable;
  merchant_vendors: MerchantVendorsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  help_topics: HelpTopicsTable;
  announcements: AnnouncementsTable;
  operator_audit_log: OperatorAuditLogTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  captcha_challenges: CaptchaChallengesTable;
  verification_codes: VerificationCodesTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  auth_events: AuthEventsTable;
  rate_limits: RateLimitsTable;
  enc_keys: EncKeysTable;
  enc_nonces: EncNoncesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
  deposit_requests: DepositRequestsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  payment_providers: PaymentProvidersTable;
  payment_channels: PaymentChannelsTable;
  qr_deposits: QrDepositsTable;
  qr_payment_notifications: QrPaymentNotificationsTable;
  ewallet_deposits: EwalletDepositsTable;
  ewallet_notification_reviews: EwalletNotificationReviewsTable;
  demo_aggregator_transactions: DemoAggregatorTransactionsTable;
  vendor_transfers: VendorTransfersTable;
  job_runs: JobRunsTable;
  member_balance_events: MemberBalanceEventsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;

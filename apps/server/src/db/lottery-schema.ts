import type { ColumnType, Generated } from 'kysely';

/** The lottery's tables (migration 2026-11-26-0200-lottery); part of DB in schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Json<T> = ColumnType<T, string, string>;

export interface LotteryGamesTable {
  code: string;
  game_type: 'LOTT' | 'ELOTT';
  region: 'north' | 'central' | 'south';
  menu_tag: 'NORTH' | 'CENTRAL' | 'SOUTH' | 'ELOTT';
  name: string;
  names: JsonWithDefault<Record<string, string>>;
  icon_url: Generated<string>;
  draw_time_local: string | null;
  utc_offset_minutes: Generated<number>;
  interval_seconds: number | null;
  lock_seconds: number;
  result_source: 'rng' | 'feed';
  popular_rank: number | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface LotteryDrawDaysTable {
  game_code: string;
  weekday: number;
}

export interface LotteryOddsTable {
  merchant_code: string;
  region: string;
  bet_type: string;
  price_per_point: number;
  win_per_point: number;
  max_points_per_number: number;
  max_points_per_bet: number;
  max_points_per_draw: number;
}

export type LotteryDrawStatus = 'OPEN' | 'LOCKED' | 'RESULT_PENDING' | 'RESULTED' | 'SETTLED' | 'VOID';

export interface LotteryDrawsTable {
  id: Generated<number>;
  game_code: string;
  numero: string;
  draw_at: Timestamp;
  lock_at: Timestamp;
  status: ColumnType<LotteryDrawStatus, LotteryDrawStatus | undefined, LotteryDrawStatus>;
  server_seed: string | null;
  seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  result: Json<Record<string, string[]>> | null;
  result_source: 'rng' | 'feed' | 'operator' | null;
  demo: Generated<boolean>;
  result_entered_by: string | null;
  result_entered_at: Date | null;
  result_confirmed_by: string | null;
  resulted_at: Date | null;
  settled_at: Date | null;
  voided_at: Date | null;
  voided_by: string | null;
  /** With a result feed: when the feed's deadline passed without a valid result (operator entry then). */
  feed_overdue_at: Date | null;
  created_at: CreatedAt;
}

export interface LotterySlipsTable {
  id: Generated<number>;
  member_id: number;
  request_id: string;
  draw_id: number;
  merchant_code: string;
  currency: string;
  account_id: number;
  total_cost: number;
  ledger_transaction_id: number | null;
  created_at: CreatedAt;
}

export interface LotteryBetsTable {
  id: Generated<number>;
  slip_id: number;
  draw_id: number;
  member_id: number;
  bet_type: string;
  numbers: string[];
  points: number;
  price_per_point: number;
  win_per_point: number;
  cost: number;
  status: ColumnType<'WAITING' | 'WON' | 'LOST' | 'VOID', 'WAITING' | undefined, 'WON' | 'LOST' | 'VOID'>;
  hits: number | null;
  payout: number | null;
  settled_at: Date | null;
  created_at: CreatedAt;
}

export interface LotteryStakeUsageTable {
  draw_id: number;
  bet_type: string;
  stake_key: string;
  points: number;
}

export interface LotteryDrawAuditTable {
  id: Generated<number>;
  draw_id: number;
  action: string;
  operator: string;
  detail: JsonWithDefault<Record<string, unknown>>;
  at: CreatedAt;
}

export interface LotteryTables {
  lottery_games: LotteryGamesTable;
  lottery_draw_days: LotteryDrawDaysTable;
  lottery_odds: LotteryOddsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_slips: LotterySlipsTable;
  lottery_bets: LotteryBetsTable;
  lottery_stake_usage: LotteryStakeUsageTable;
  lottery_draw_audit: LotteryDrawAuditTable;
}

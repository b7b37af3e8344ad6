import type { ColumnType, Generated, Kysely } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface StudioSessionsTable {
  id: Generated<string>;
  token_hash: string;
  /** The player across sessions: the portal's playerRef, or demo:<random> for a free trial. */
  player_key: string;
  /** The portal's player id of this launch (null for a demo). */
  player_id: string | null;
  merchant_code: string;
  currency: string;
  game_code: string;
  variant: string;
  demo: boolean;
  /** Play money of a demo session (null otherwise). */
  demo_balance: number | null;
  created_at: Generated<Date>;
  expires_at: Stamp;
}

export interface StudioSessionAttemptsTable {
  id: Generated<number>;
  client_key: string;
  created_at: Generated<Date>;
}

export interface StudioSeedsTable {
  id: Generated<number>;
  player_key: string;
  /** AES-256-GCM of the server seed (seed-vault.ts). */
  server_seed_sealed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  revealed_seed: string | null;
  revealed_at: Stamp | null;
  created_at: Generated<Date>;
}

export type StudioRoundStatus = 'created' | 'bet_accepted' | 'settled' | 'rolled_back';

export interface StudioRoundsTable {
  id: Generated<number>;
  round_id: string;
  player_key: string;
  player_id: string | null;
  idempotency_key: string;
  demo: boolean;
  game_code: string;
  variant: string;
  currency: string;
  seed_id: number;
  /** The client seed when the round was played (the player may change it between rounds). */
  client_seed: string;
  nonce: number;
  bet: number;
  win: number;
  outcome: ColumnType<unknown, string, string>;
  status: StudioRoundStatus;
  refusal: string | null;
  balance_before: number | null;
  balance_after: number | null;
  claimed_until: Stamp | null;
  created_at: Generated<Date>;
  settled_at: Stamp | null;
  /** When the portal acknowledged end-round (null: still to tell it). */
  ended_at: Stamp | null;
  /** A bet on a simulated event: its win is known once the event has its result (null: any other round). */
  event_id: Generated<string | null>;
}

export interface StudioEventsTable {
  id: Generated<number>;
  event_id: string;
  game_code: string;
  sport: 'cockfight' | 'football';
  home_name: string;
  home_rating: number;
  away_name: string;
  away_rating: number;
  draw_bp: number | null;
  total_line: number | null;
  margin_bp: number;
  /** Odds per selection, hundredths. */
  odds: ColumnType<Record<string, number>, string, string>;
  seed_id: number;
  opens_at: Stamp;
  closes_at: Stamp;
  status: Generated<'open' | 'resulted' | 'settled'>;
  result: ColumnType<unknown, string | null, string | null>;
  resulted_at: Stamp | null;
  settled_at: Stamp | null;
  created_at: Generated<Date>;
}

export interface StudioDB {
  studio_events: StudioEventsTable;
  studio_sessions: StudioSessionsTable;
  studio_session_attempts: StudioSessionAttemptsTable;
  studio_seeds: StudioSeedsTable;
  studio_rounds: StudioRoundsTable;
}
export type StudioDatabase = Kysely<StudioDB>;

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
  /** A bingo purchase before its game's draw: its win is not known yet, so recovery never settles it. */
  awaits_draw: Generated<boolean>;
  /** A bet on a simulated event: its win is known once the event has its result (null: any other round). */
  event_id: Generated<string | null>;
}

export type StudioBingoGameStatus = 'open' | 'drawn' | 'settled';

export interface StudioBingoGamesTable {
  id: Generated<number>;
  /** "<room>-<YYYYMMDD-HHMM of the sales close, UTC>"; also the game's client seed. */
  game_id: string;
  game_code: string;
  room_code: string;
  sales_close_at: Stamp;
  seed_id: number;
  client_seed: string;
  card_price: number;
  return_bp: number;
  stages: ColumnType<unknown, string, string>;
  status: StudioBingoGameStatus;
  /** Cards handed out so far (accepted or not): the next card's index. */
  next_card: Generated<number>;
  /** Cards whose stake was accepted, counted at the draw. */
  cards_sold: number | null;
  pot: number | null;
  draw: ColumnType<unknown, string | null, string | null> | null;
  results: ColumnType<unknown, string | null, string | null> | null;
  /** The ball order's client seed, made at the draw from the sales (null before it, and for older games). */
  draw_client_seed: string | null;
  /** The parts draw_client_seed was mixed from (bingoDrawSeedParts), published with the draw; null before. */
  draw_seed_parts: ColumnType<string[] | null, string | null, string | null>;
  created_at: Generated<Date>;
  drawn_at: Stamp | null;
  settled_at: Stamp | null;
}

export type StudioHandStatus = 'open' | 'dealing' | 'decided' | 'settled' | 'cancelled';

/** A hand at a PVP table (one open per table). */
export interface StudioTableHandsTable {
  id: Generated<number>;
  hand_id: string;
  table_id: string;
  game_code: string;
  currency: string;
  stake: number;
  rake_bp: number;
  /** The hand's own seed pair (committed when the hand opened, revealed when it is dealt). */
  seed_id: number;
  status: StudioHandStatus;
  /** When the open hand is dealt (null until enough members sit). */
  starts_at: Stamp | null;
  outcome: ColumnType<unknown, string | null, string>;
  /** A worker dealing the hand holds it until then (another may take it over after). */
  claimed_until: Stamp | null;
  created_at: Generated<Date>;
  settled_at: Stamp | null;
}

export type StudioAnteStatus = 'seated' | 'accepted' | 'refused' | 'returned';

export interface StudioTableSeatsTable {
  id: Generated<number>;
  hand_id: number;
  seat: number;
  player_key: string;
  player_id: string;
  /** What the other members see (a masked reference, never a name or id). */
  player_name: string;
  /** The player's client seed when they sat down: it enters the hand's (null on seats taken before it was kept). */
  client_seed: string | null;
  ante: Generated<StudioAnteStatus>;
  refusal: string | null;
  balance_before: number | null;
  joined_at: Generated<Date>;
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
  studio_table_hands: StudioTableHandsTable;
  studio_table_seats: StudioTableSeatsTable;
  studio_bingo_games: StudioBingoGamesTable;
}
export type StudioDatabase = Kysely<StudioDB>;

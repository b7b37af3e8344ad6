import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the in-house lottery. Games are configuration (regional stations drawing once a day at a local
 * time on the weekdays of `lottery_draw_days`, the weekday station table the operator changes; e-lottery games
 * drawing every `interval_seconds`). Draws are unique per (game, numero) and move OPEN → LOCKED →
 * (RESULT_PENDING →) RESULTED → SETTLED, or VOID. A draw produced by the RNG keeps its server seed, whose SHA-256
 * is published from its creation; the seed is shown only once the result is out. Bet slips are unique per
 * (member, client request id) and charged by one ledger posting; bets move WAITING → WON / LOST (or VOID).
 * Stake usage per (draw, bet type, stake key) is what limits per number and per draw are enforced on, by guarded
 * upserts. Odds, price per point and limits are per merchant and region, with the defaults when absent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lottery_games (
      code text primary key check (code ~ '^[A-Za-z0-9_-]{1,32}$'),
      game_type text not null check (game_type in ('LOTT', 'ELOTT')),
      region text not null check (region in ('north', 'central', 'south')),
      menu_tag text not null check (menu_tag in ('NORTH', 'CENTRAL', 'SOUTH', 'ELOTT')),
      name text not null,
      names jsonb not null default '{}'::jsonb,
      icon_url text not null default '',
      -- Regional: local draw time (HH:MM) and the zone's offset from UTC; e-lottery: seconds between draws.
      draw_time_local text check (draw_time_local ~ '^[0-2][0-9]:[0-5][0-9]$'),
      utc_offset_minutes integer not null default 420,
      interval_seconds integer check (interval_seconds >= 60),
      lock_seconds integer not null check (lock_seconds >= 0),
      -- 'rng': every draw from the fair RNG; 'feed': regional results from the feed or operator entry.
      result_source text not null check (result_source in ('rng', 'feed')),
      popular_rank integer,
      sort integer not null default 0,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      check ((game_type = 'LOTT') = (draw_time_local is not null)),
      check ((game_type = 'ELOTT') = (interval_seconds is not null))
    )`.execute(db);

  // The weekday station table: weekday 1 = Sunday (CN) … 7 = Saturday (T7), as spec §2's tabs.
  await sql`
    create table lottery_draw_days (
      game_code text not null references lottery_games(code) on delete cascade,
      weekday smallint not null check (weekday between 1 and 7),
      primary key (game_code, weekday)
    )`.execute(db);

  await sql`
    create table lottery_odds (
      merchant_code text not null references merchants(code) on delete cascade,
      region text not null check (region in ('north', 'central', 'south')),
      bet_type text not null,
      price_per_point bigint not null check (price_per_point > 0),
      win_per_point bigint not null check (win_per_point >= 0),
      max_points_per_number bigint not null check (max_points_per_number >= 0),
      max_points_per_bet bigint not null check (max_points_per_bet >= 0),
      max_points_per_draw bigint not null check (max_points_per_draw >= 0),
      primary key (merchant_code, region, bet_type)
    )`.execute(db);

  await sql`
    create table lottery_draws (
      id bigint generated always as identity primary key,
      game_code text not null references lottery_games(code),
      numero text not null check (numero ~ '^[0-9]{8}-[0-9]{1,5}$'),
      draw_at timestamptz not null,
      lock_at timestamptz not null,
      status text not null default 'OPEN'
        check (status in ('OPEN', 'LOCKED', 'RESULT_PENDING', 'RESULTED', 'SETTLED', 'VOID')),
      server_seed text,
      seed_hash text,
      client_seed text,
      nonce integer,
      result jsonb,
      result_source text check (result_source in ('rng', 'feed', 'operator')),
      demo boolean not null default false,
      result_entered_by text,
      result_entered_at timestamptz,
      result_confirmed_by text,
      resulted_at timestamptz,
      settled_at timestamptz,
      voided_at timestamptz,
      voided_by text,
      created_at timestamptz not null default now(),
      unique (game_code, numero),
      check (lock_at <= draw_at),
      check ((server_seed is null) = (seed_hash is null))
    )`.execute(db);
  await sql`create index lottery_draws_game_time on lottery_draws (game_code, draw_at desc)`.execute(db);
  await sql`create index lottery_draws_pending on lottery_draws (status, draw_at)
    where status in ('OPEN', 'LOCKED', 'RESULTED')`.execute(db);

  await sql`
    create table lottery_slips (
      id bigint generated always as identity primary key,
      member_id bigint not null references members(id),
      request_id text not null,
      draw_id bigint not null references lottery_draws(id),
      merchant_code text not null,
      currency text not null,
      account_id bigint not null,
      total_cost bigint not null check (total_cost > 0),
      ledger_transaction_id bigint,
      created_at timestamptz not null default now(),
      unique (member_id, request_id)
    )`.execute(db);

  await sql`
    create table lottery_bets (
      id bigint generated always as identity primary key,
      slip_id bigint not null references lottery_slips(id),
      draw_id bigint not null references lottery_draws(id),
      member_id bigint not null,
      bet_type text not null,
      numbers text[] not null,
      points bigint not null check (points > 0),
      price_per_point bigint not null,
      win_per_point bigint not null,
      cost bigint not null check (cost > 0),
      status text not null default 'WAITING' check (status in ('WAITING', 'WON', 'LOST', 'VOID')),
      hits integer,
      payout bigint,
      settled_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lottery_bets_draw_waiting on lottery_bets (draw_id, id) where status = 'WAITING'`.execute(
    db,
  );
  await sql`create index lottery_bets_member on lottery_bets (member_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index lottery_bets_slip on lottery_bets (slip_id)`.execute(db);

  // Points staked so far per stake (a number, a xiên set, a side) and per bet type ('*': the whole draw).
  await sql`
    create table lottery_stake_usage (
      draw_id bigint not null references lottery_draws(id),
      bet_type text not null,
      stake_key text not null,
      points bigint not null check (points >= 0),
      primary key (draw_id, bet_type, stake_key)
    )`.execute(db);

  // Operator actions on draws (result entry, confirmation, void): who, what, when.
  await sql`
    create table lottery_draw_audit (
      id bigint generated always as identity primary key,
      draw_id bigint not null references lottery_draws(id),
      action text not null,
      operator text not null,
      detail jsonb not null default '{}'::jsonb,
      at timestamptz not null default now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the lottery migration is not reversible');
}

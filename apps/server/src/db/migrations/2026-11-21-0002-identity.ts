import { sql, type Kysely } from 'kysely';

/** Frozen in time: members, sessions, captcha, verification codes, outboxes, auth audit, rate limits, keys. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('identity_flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('identity_limits', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('register_rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('payment_password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('birthday', 'date')
    .addColumn('is_agent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_agent in (0,1,2,4,41,42)`),
    )
    .addColumn('upline_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('member_label', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull())
    .addColumn('referred_by_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active','disabled')`),
    )
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('register_ip', 'text')
    .addColumn('register_url', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('register_method', 'text', (c) => c.notNull().defaultTo('WEB'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index members_username on members (merchant_code, lower(username))`.execute(db);
  await sql`create unique index members_mobile on members (merchant_code, country_dialing_code, mobile_num)
    where mobile_num is not null`.execute(db);
  await sql`create unique index members_affiliate_code on members (merchant_code, affiliate_code)
    where affiliate_code is not null`.execute(db);
  await sql`create unique index members_referral_code on members (merchant_code, referral_code)`.execute(db);
  await sql`create index members_email on members (merchant_code, lower(email))`.execute(db);

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('password_change_required', 'text')
    .addColumn('first_time_login', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  // One active session per member: a second live row cannot exist, whichever node logs in.
  await sql`create unique index member_sessions_one_active on member_sessions (member_id)
    where revoked_at is null`.execute(db);

  await db.schema
    .createTable('captcha_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('captcha_challenges_expiry')
    .on('captcha_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register','login','reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['merchant_code', 'phone', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint')
    .addColumn('subject', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb')
    .execute();
  await db.schema
    .createIndex('auth_events_by_member')
    .on('auth_events')
    .columns(['member_id', 'at'])
    .execute();
  // Append-only, like the operator audit log.
  await sql`
    create function refuse_append_only_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name;
    end $$`.execute(db);
  await sql`
    create trigger auth_events_append_only before update or delete on auth_events
    for each row execute function refuse_append_only_change()`.execute(db);
  await sql`
    create trigger auth_events_no_truncate before truncate on auth_events
    for each statement execute function refuse_append_only_change()`.execute(db);

  // Counters of the rate limiter (rate-limiter-flexible's Postgres store layout).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();

  await db.schema
    .createTable('enc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('use_until', 'timestamptz', (c) => c.notNull())
    .addColumn('accept_until', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the identity migration is not reversible');
}

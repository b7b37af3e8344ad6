import { sql, type Kysely } from 'kysely';

/** Frozen in time: merchants, site content, vendors and the operator audit log. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('exponent', 'integer', (c) => c.notNull().check(sql`exponent between 0 and 4`))
    .execute();

  await db.schema
    .createTable('merchants')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().check(sql`country_code ~ '^[A-Z]{2}$'`))
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull().references('currencies.code'))
    .addColumn('languages', 'jsonb', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('maintenance_message', 'text')
    .addColumn('maintenance_until', 'timestamptz')
    .addColumn('region_restriction_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allowed_countries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('allow_unknown_country', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('site_config', 'jsonb', (c) => c.notNull())
    .addColumn('service_link', 'text')
    .addColumn('about', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('analytics_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one default merchant.
  await sql`create unique index merchants_one_default on merchants (is_default) where is_default`.execute(db);

  await db.schema
    .createTable('feature_modules')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('mod_id', 'text', (c) => c.notNull())
    .addColumn('parent_mod_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('feature_modules_pk', ['merchant_code', 'mod_id'])
    .addForeignKeyConstraint(
      'feature_modules_parent_fk',
      ['merchant_code', 'parent_mod_id'],
      'feature_modules',
      ['merchant_code', 'mod_id'],
    )
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text')
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('linkage_type', 'text')
    .addColumn('link_url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('resources_natural_key', ['merchant_code', 'resource_type', 'url'])
    .execute();

  await db.schema
    .createTable('customer_service_contacts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('contacts_natural_key', ['merchant_code', 'type', 'link'])
    .execute();

  await db.schema
    .createTable('domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('WEB'))
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('merchant_vendors')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('lane_title', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('merchant_vendors_pk', ['merchant_code', 'vendor_code', 'category'])
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('node_id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('game_name', 'jsonb', (c) => c.notNull())
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('support_play', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('room_id', 'text')
    .addColumn('hot_rank', 'integer')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('help_topics')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('parent_tag', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb')
    .addPrimaryKeyConstraint('help_topics_pk', ['merchant_code', 'tag'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B','PL','PU','PR','H')`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('announcements_by_merchant')
    .on('announcements')
    .columns(['merchant_code', 'published_at'])
    .execute();

  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  // Append-only: the audit log refuses UPDATE and DELETE, whoever asks.
  await sql`
    create function refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger operator_audit_log_append_only before update or delete on operator_audit_log
    for each row execute function refuse_audit_change()`.execute(db);
  await sql`
    create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
    for each statement execute function refuse_audit_change()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the foundation migration is not reversible');
}

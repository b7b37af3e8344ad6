import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: payment channels per merchant and the payment providers that confirm them.
 *
 * A channel is one way to pay in or out (method × direction) with its limits, its withdrawal fee (a fixed part
 * in minor units plus a part in basis points: 150 = 1.50 %), the minutes a QR code stays payable, its place in
 * the member's list, the receiving bank account of a bank deposit, and the fields an EMVCo merchant-presented
 * QR code needs (QR Ph: acquirer BIC and merchant id; PromptPay: proxy type and value). `provider` names the
 * payment provider (aggregator, QR acquirer) whose signed notifications settle the channel.
 * A provider has a webhook secret drawn at random (no pgcrypto, so PGlite has it too; two UUIDs give 244 bits).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_providers')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[a-z0-9][a-z0-9-]{1,39}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text', (c) =>
      c
        .notNull()
        .defaultTo(sql`encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex')`),
    )
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_channels')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('bank','qrph','promptpay','gcash','maya','truemoney')`),
    )
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('deposit','withdrawal')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider_code', 'text', (c) => c.references('payment_providers.code'))
    .addColumn('min_amount', 'bigint', (c) => c.check(sql`min_amount > 0`))
    .addColumn('max_amount', 'bigint', (c) => c.check(sql`max_amount > 0`))
    .addColumn('fee_fixed', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee_fixed >= 0`),
    )
    .addColumn('fee_percent_bp', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee_percent_bp between 0 and 10000`),
    )
    .addColumn('qr_expiry_minutes', 'integer', (c) => c.check(sql`qr_expiry_minutes between 1 and 1440`))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bank_name', 'text')
    .addColumn('account_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('qr_acquirer_id', 'text')
    .addColumn('qr_merchant_id', 'text')
    .addColumn('qr_proxy_type', 'text', (c) =>
      c.check(sql`qr_proxy_type in ('mobile','tax_id','ewallet','biller')`),
    )
    .addColumn('qr_merchant_name', 'text', (c) => c.check(sql`length(qr_merchant_name) <= 25`))
    .addColumn('qr_merchant_city', 'text', (c) => c.check(sql`length(qr_merchant_city) <= 15`))
    .addColumn('qr_mcc', 'text', (c) => c.check(sql`qr_mcc ~ '^[0-9]{4}$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_channels_merchant_method_direction_uq', [
      'merchant_code',
      'method',
      'direction',
    ])
    .addCheckConstraint(
      'payment_channels_amount_range',
      sql`min_amount is null or max_amount is null or min_amount <= max_amount`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_channels').execute();
  await db.schema.dropTable('payment_providers').execute();
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { PaymentChannelsTable } from '../../db/schema.js';
import type { PaymentDirection, PaymentMethod } from '@suerte/contracts';

export type PaymentChannelRow = Selectable<PaymentChannelsTable>;
export type PaymentChannelSettings = Omit<
  Updateable<PaymentChannelsTable>,
  'id' | 'merchant_code' | 'method' | 'direction' | 'created_at' | 'updated_at'
>;

/** A channel with whether its provider is a demo one (null: no provider). */
export type ChannelWithProvider = PaymentChannelRow & { provider_demo: boolean | null };

/** A merchant's channels of one direction (all, or the enabled ones), in the member's display order. */
export function channelsOf(
  db: Executor,
  merchantCode: string,
  direction: PaymentDirection,
  only: 'enabled' | 'all' = 'enabled',
): Promise<ChannelWithProvider[]> {
  let q = db
    .selectFrom('payment_channels as c')
    .leftJoin('payment_providers as p', 'p.code', 'c.provider_code')
    .selectAll('c')
    .select('p.is_demo as provider_demo')
    .where('c.merchant_code', '=', merchantCode)
    .where('c.direction', '=', direction);
  if (only === 'enabled') q = q.where('c.enabled', '=', true);
  return q.orderBy('c.display_order').orderBy('c.id').execute();
}

/** Every channel, for the operator (optionally of one merchant). */
export function allChannels(db: Executor, merchantCode?: string) {
  let q = db.selectFrom('payment_channels').selectAll();
  if (merchantCode) q = q.where('merchant_code', '=', merchantCode);
  return q.orderBy('merchant_code').orderBy('direction').orderBy('display_order').orderBy('id').execute();
}

export function channelById(db: Executor, id: number) {
  return db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ChannelKey {
  merchantCode: string;
  method: PaymentMethod;
  direction: PaymentDirection;
}

/** The channel row locked for a change, or undefined when the merchant has no such channel yet. */
export function lockChannel(db: Executor, key: ChannelKey) {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_code', '=', key.merchantCode)
    .where('method', '=', key.method)
    .where('direction', '=', key.direction)
    .forUpdate()
    .executeTakeFirst();
}

export function insertChannel(db: Executor, key: ChannelKey, settings: PaymentChannelSettings) {
  const row: Insertable<PaymentChannelsTable> = {
    ...(settings as Insertable<PaymentChannelsTable>),
    merchant_code: key.merchantCode,
    method: key.method,
    direction: key.direction,
  };
  return db.insertInto('payment_channels').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateChannel(db: Executor, id: number, settings: PaymentChannelSettings) {
  return db
    .updateTable('payment_channels')
    .set({ ...settings, updated_at: dbNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

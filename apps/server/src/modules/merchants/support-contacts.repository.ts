import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export function listSupportContacts(db: Executor, merchantCode?: string) {
  let query = db
    .selectFrom('customer_service_contacts')
    .select(['merchant_code', 'type', 'label', 'value', 'link', 'is_demo', 'sort'])
    .orderBy('merchant_code')
    .orderBy('sort');
  if (merchantCode) query = query.where('merchant_code', '=', merchantCode);
  return query.execute();
}
export type SupportContactRow = Awaited<ReturnType<typeof listSupportContacts>>[number];

export function findSupportContact(db: Executor, merchantCode: string, type: string) {
  return db
    .selectFrom('customer_service_contacts')
    .select(['merchant_code', 'type', 'label', 'value', 'link', 'is_demo', 'sort'])
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', type)
    .forUpdate()
    .executeTakeFirst();
}

/** One contact per type per merchant: a second set of the same type replaces the first. */
export function upsertSupportContact(
  db: Executor,
  row: { merchantCode: string; type: string; label: string; value: string; link: string; isDemo: boolean },
  sort: number | null,
) {
  const nextSort = sql<number>`(select coalesce(max(sort), -1) + 1 from customer_service_contacts
    where merchant_code = ${row.merchantCode})`;
  return db
    .insertInto('customer_service_contacts')
    .values({
      merchant_code: row.merchantCode,
      type: row.type,
      label: row.label,
      value: row.value,
      link: row.link,
      is_demo: row.isDemo,
      sort: sort ?? nextSort,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'type']).doUpdateSet((eb) => ({
        label: eb.ref('excluded.label'),
        value: eb.ref('excluded.value'),
        link: eb.ref('excluded.link'),
        is_demo: eb.ref('excluded.is_demo'),
        sort: sort ?? eb.ref('customer_service_contacts.sort'),
      })),
    )
    .returning(['merchant_code', 'type', 'label', 'value', 'link', 'is_demo', 'sort'])
    .executeTakeFirstOrThrow();
}

export async function deleteSupportContact(
  db: Executor,
  merchantCode: string,
  type: string,
): Promise<number> {
  const rows = await db
    .deleteFrom('customer_service_contacts')
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', type)
    .returning('id')
    .execute();
  return rows.length;
}

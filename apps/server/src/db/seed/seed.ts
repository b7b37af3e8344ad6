import { sql } from 'kysely';
import type { Database } from '../database.js';
import { DEMO_MERCHANTS, DEMO_MODULES, DEMO_RESOURCES, DEMO_VENDORS, LANE_TITLES } from './demo-content.js';
import { DEMO_HELP_TOPICS, DEMO_NOTICES } from './demo-help-and-notices.js';
import { seedDemoPaymentChannels } from './demo-payment-channels.js';
import { seedDemoIdentity } from './demo-identity.js';
import { demoTerms } from './demo-terms.js';
import { DEMO_CATALOGUE_GAMES } from './demo-catalogue.js';
import { seedDemoCatalogue } from './demo-catalogue-seed.js';
import { seedStudioCatalogue } from './studio-catalogue-seed.js';
import { seedDemoLottery } from './demo-lottery.js';

const json = (value: unknown) => JSON.stringify(value);

export const DEMO_CURRENCIES = [
  { code: 'PHP', symbol: '₱', exponent: 2 },
  { code: 'THB', symbol: '฿', exponent: 2 },
  { code: 'VND', symbol: '₫', exponent: 0 },
];

/**
 * Seeds the demo merchants and their content. Idempotent: rows that exist are left as they are, so an
 * operator's later changes (maintenance, allowed countries, flags) survive a re-seed.
 */
export async function seedDemoData(
  db: Database,
  options: {
    /** Size of the generated demo slot catalogue (test databases take a small one). */
    demoCatalogueGames?: number;
  } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('currencies')
      .values(DEMO_CURRENCIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('vendors')
      .values(DEMO_VENDORS.map((v) => ({ code: v.code, name: v.name, icon_url: v.iconUrl, is_demo: true })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const m of DEMO_MERCHANTS) {
      const inserted = await trx
        .insertInto('merchants')
        .values({
          code: m.code,
          name: m.name,
          country_code: m.countryCode,
          country_name: m.countryName,
          currency_code: m.currency,
          languages: json(m.languages),
          default_language: 'en',
          is_default: m.isDefault,
          sort: m.sort,
          allowed_countries: json([m.countryCode]),
          site_config: json({ platform: 'WEB', lotteryType: 'SEA', prizeModes: ['Lott', 'ZY', 'Elott'] }),
          service_link: m.serviceLink,
          about: json(m.about),
          terms: json(demoTerms(m.name, m.minimumAge)),
          is_demo: true,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('code')
        .executeTakeFirst();
      // Demo terms also reach a demo merchant seeded before merchants had terms (never over the operator's own).
      await trx
        .updateTable('merchants')
        .set({ terms: json(demoTerms(m.name, m.minimumAge)) })
        .where('code', '=', m.code)
        .where(sql<boolean>`terms = '{}'::jsonb`)
        .execute();
      // Content is seeded with its merchant only, so deleted demo content stays deleted.
      if (inserted) {
        await seedMerchantContent(trx, m);
        await seedDemoIdentity(trx, m.code);
      }
    }
    await seedDemoPaymentChannels(trx);
    await seedDemoCatalogue(
      trx,
      options.demoCatalogueGames ?? DEMO_CATALOGUE_GAMES,
      DEMO_MERCHANTS.map((m) => m.code),
    );
    await seedStudioCatalogue(trx);
    await seedDemoLottery(
      trx,
      DEMO_MERCHANTS.map((m) => m.code),
    );
  });
}

async function seedMerchantContent(trx: Database, m: (typeof DEMO_MERCHANTS)[number]): Promise<void> {
  for (const [sort, mod] of DEMO_MODULES.entries()) {
    await trx
      .insertInto('feature_modules')
      .values({
        merchant_code: m.code,
        mod_id: mod.modId,
        parent_mod_id: mod.parent,
        name: mod.name,
        enabled: mod.enabled,
        sort,
      })
      .execute();
  }
  await trx
    .insertInto('resources')
    .values(
      DEMO_RESOURCES.map((r, sort) => ({
        merchant_code: m.code,
        resource_type: r.type,
        group_name: r.group,
        title: json(r.title),
        url: r.url,
        linkage_type: r.linkageType,
        link_url: r.linkUrl,
        sort,
        is_demo: true,
      })),
    )
    .execute();
  await trx
    .insertInto('customer_service_contacts')
    .values(
      m.contacts.map((c, sort) => ({
        merchant_code: m.code,
        type: c.type,
        label: c.label,
        value: c.value,
        link: c.link,
        is_demo: true,
        sort,
      })),
    )
    .execute();
  await trx
    .insertInto('domains')
    .values(
      m.domains.map((d) => ({ domain: d.domain, merchant_code: m.code, platform: 'WEB', is_main: d.isMain })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const [vendor, categories] of Object.entries(m.categories)) {
    await trx
      .insertInto('merchant_vendors')
      .values(
        categories.map((category, sort) => ({
          merchant_code: m.code,
          vendor_code: vendor,
          category,
          lane_title: json(LANE_TITLES[category] ?? { en: category }),
          sort,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('help_topics')
    .values(
      DEMO_HELP_TOPICS.map((h, sort) => ({
        merchant_code: m.code,
        tag: h.tag,
        parent_tag: h.parent,
        sort,
        title: json(h.title),
        content: h.content ? json(h.content) : null,
      })),
    )
    .execute();
  await trx
    .insertInto('announcements')
    .values(
      DEMO_NOTICES.map((n, sort) => ({
        merchant_code: m.code,
        type: n.type,
        title: json(n.title),
        content: json(n.content),
        published_at: sql<Date>`now() - make_interval(days => ${n.daysAgo})`,
        sort,
        is_demo: true,
      })),
    )
    .execute();
}

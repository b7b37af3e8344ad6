import { sql, type Transaction } from 'kysely';
import type { DB } from '../schema.js';
import { refreshCatalogueIndexes } from '../../modules/games/index.js';
import { LANE_TITLES } from './demo-content.js';
import { DEMO_CATALOGUE_VENDORS, demoVendorEntries, demoWordLists } from './demo-catalogue.js';

type WordLists = ReturnType<typeof demoWordLists>;

/**
 * The columns name_<language> and search_<language> of the generated games (over the columns a, b, e: the
 * positions of the adjective, noun and edition): the name in that language when both words have one, else null.
 */
function localizedNames(w: WordLists) {
  return w.languages.map((l) => {
    const name = (form: 'shown' | 'search') => {
      const adjective = sql`(${l.adjectives[form]}::text[])[a]`;
      const noun = sql`(${l.nouns[form]}::text[])[b]`;
      const [first, second] = l.adjectiveFirst ? [adjective, noun] : [noun, adjective];
      const edition = sql`nullif((${w.editions[form]}::text[])[e], '')`;
      return sql`case when ${adjective} <> '' and ${noun} <> ''
        then concat_ws(' ', ${first} || ${l.joiner}::text || ${second}, ${edition}) end`;
    };
    return sql`${name('shown')} as ${sql.id(`name_${l.language}`)},
      ${name('search')} as ${sql.id(`search_${l.language}`)}`;
  });
}

/** {en: <column>, tl: <column>_tl, ...} without the languages a game has no name in. */
function perLanguage(w: WordLists, column: 'name' | 'search') {
  const pairs = w.languages.map((l) => sql`${l.language}::text, ${sql.ref(`${column}_${l.language}`)}`);
  return sql`jsonb_strip_nulls(jsonb_build_object('en', ${sql.ref(column)}, ${sql.join(pairs)}))`;
}

/** The studio vendor whose games the demo catalogue's entries launch. */
const STUDIO_VENDOR = 'SUERTE';

/**
 * Seeds the demo catalogue once: its vendors, their slot lanes at the demo merchants and the generated games.
 * Vendors that exist already are left alone, with their games and lanes, so a re-seed keeps an operator's
 * changes.
 */
export async function seedDemoCatalogue(trx: Transaction<DB>, games: number, merchantCodes: string[]) {
  const inserted = await trx
    .insertInto('vendors')
    .values(
      DEMO_CATALOGUE_VENDORS.map((v) => ({
        code: v.code,
        name: v.name,
        icon_url: `/media/vendor/${v.code.toLowerCase().replace('_', '-')}.svg`,
        is_demo: true,
        plays_as_vendor: STUDIO_VENDOR,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .execute();
  await seedDemoVendorEntries(trx);
  if (inserted.length < DEMO_CATALOGUE_VENDORS.length) return;
  const merchants = await trx
    .selectFrom('merchants')
    .select('code')
    .where('code', 'in', merchantCodes)
    .execute();
  const lanes = merchants.flatMap((m) =>
    DEMO_CATALOGUE_VENDORS.map((v, i) => ({
      merchant_code: m.code,
      vendor_code: v.code,
      category: 'RNG',
      lane_title: JSON.stringify(LANE_TITLES.RNG),
      // After the studio's own lanes.
      sort: 10 + i,
    })),
  );
  if (lanes.length) await trx.insertInto('merchant_vendors').values(lanes).execute();
  if (games > 0) {
    await insertDemoGames(trx, games);
    // Statistics and search index now, not whenever autovacuum comes by: until then the planner takes the
    // catalogue for empty and a search reads it through the wrong index (the game list ran at a tenth of its speed).
    await refreshCatalogueIndexes(trx);
  }
}

/**
 * One vendor entry (isGame VASSALAGE) per demo vendor in its slot lane, first among its games: in a list it
 * opens the popup of that vendor's games. Added to a database seeded before vendor entries existed too; an
 * entry that exists (an operator's feed may have changed or turned it off) is left alone.
 */
async function seedDemoVendorEntries(trx: Transaction<DB>): Promise<void> {
  const vendors = await trx
    .selectFrom('vendors')
    .select('code')
    .where('is_demo', '=', true)
    .where(
      'code',
      'in',
      DEMO_CATALOGUE_VENDORS.map((v) => v.code),
    )
    .execute();
  const present = new Set(vendors.map((v) => v.code));
  const entries = demoVendorEntries().filter((e) => present.has(e.vendor_code));
  if (entries.length === 0) return;
  await trx
    .insertInto('games')
    .values(
      entries.map((e) => ({
        ...e,
        game_name: JSON.stringify(e.game_name),
        search_names: JSON.stringify(e.search_names),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The generated games in one set-based statement: the database builds the rows from the word lists (names,
 * their normalized search text and icon slugs come in from code), so 10,000 games need no 10,000-row payload.
 * Game i is demoGameName(i) of vendor i mod 5, in the order of i within its vendor; its kind, smallest bet and
 * lines follow from the words of its name, so that every word meets every kind; part of the games are named in
 * the other languages too (demo-catalogue-names.ts). The generated catalogue has a
 * generated history too: game i was first listed (count - 1 - i) × 50 minutes before the seed (about a year
 * for 10,000 games), so that "New games" has an order to show among demo entries; real games imported later
 * are newer than all of them.
 */
async function insertDemoGames(trx: Transaction<DB>, count: number): Promise<void> {
  const w = demoWordLists();
  const vendors = DEMO_CATALOGUE_VENDORS.map((v) => v.code);
  const na = w.adjectives.shown.length;
  const nn = w.nouns.shown.length;
  await sql`
    with parts as (
      select i, 1 + n % ${na}::int as a, 1 + (n / ${na}::int) % ${nn}::int as b, 1 + n / ${na * nn}::int as e,
        (${vendors}::text[])[1 + i % ${vendors.length}::int] as vendor
      from (select i, (i::bigint * ${w.step}::int % ${w.combinations}::int)::int as n
            from generate_series(0, ${count - 1}::int) as i) g
    ), named as (
      select p.*,
        concat_ws(' ', (${w.adjectives.shown}::text[])[a], (${w.nouns.shown}::text[])[b],
          nullif((${w.editions.shown}::text[])[e], '')) as name,
        concat_ws(' ', (${w.adjectives.search}::text[])[a], (${w.nouns.search}::text[])[b],
          nullif((${w.editions.search}::text[])[e], '')) as search,
        concat_ws('-', (${w.adjectives.slug}::text[])[a], (${w.nouns.slug}::text[])[b],
          nullif((${w.editions.slug}::text[])[e], '')) as slug,
        ${sql.join(localizedNames(w))}
      from parts p
    )
    insert into games (node_id, vendor_code, category, node_name, game_name, icon_url, show_icon, classify,
      support_play, room_id, hot_rank, min_bet, min_line_num, sort, search_text, search_names, enabled,
      first_listed_at)
    select lower(replace(vendor, '_', '-')) || '-' || lpad((i + 1)::text, 5, '0'), vendor, 'RNG', name,
      ${perLanguage(w, 'name')}, '/media/game/' || slug || '.svg', true,
      (array['JP','JP','JP','JP','JP','VP','TG','TG','AC','AC'])[1 + (a + 3 * b + 7 * e) % 10],
      case when (a + b) % 3 = 0 then 1 else 0 end, null, null,
      (array[1,5,10,20,50,100,200,500])[1 + (5 * a + b + 3 * e) % 8],
      (array[1,5,9,10,20,25,30,40,50,243])[1 + (7 * a + 3 * b + e) % 10],
      i / ${vendors.length}::int,
      concat_ws(E'\n', search, ${sql.join(w.languages.map((l) => sql.ref(`search_${l.language}`)))}),
      ${perLanguage(w, 'search')}, true,
      now() - (${count - 1}::int - i) * interval '50 minutes'
    from named`.execute(trx);
}

import { STUDIO_PLAY_PREFIX } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../schema.js';
import { importStudioFeed, STUDIO_VENDOR } from '../studio-catalogue.js';

/**
 * Suerte Studio as a vendor: its launch addresses on our own origin (set once, an operator may change them) and
 * its games through the catalogue's feed import, the same path as any vendor's feed (which every start repeats,
 * server.ts).
 */
export async function seedStudioCatalogue(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('vendors')
    .set({
      launch_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?token={token}&player={playerId}&currency={currency}&lang={language}`,
      trial_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?demo=1&merchant={merchant}&currency={currency}&lang={language}`,
    })
    .where('code', '=', STUDIO_VENDOR)
    .where('launch_url', 'is', null)
    .execute();
  await importStudioFeed(trx);
}

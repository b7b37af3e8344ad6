import { STUDIO_PLAY_PREFIX } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import { FeedRefusedError, importFeedGames, validateRows } from '../../modules/games/index.js';
import { studioCatalogueFeed } from '../../studio/index.js';
import type { DB } from '../schema.js';

const STUDIO_VENDOR = 'SUERTE';

/**
 * Suerte Studio as a vendor: its launch addresses on our own origin (set once, an operator may change them) and
 * its games through the catalogue's feed import, the same path as any vendor's feed.
 */
export async function seedStudioCatalogue(trx: Transaction<DB>): Promise<void> {
  const vendor = await trx
    .updateTable('vendors')
    .set({
      launch_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?token={token}&player={playerId}&currency={currency}&lang={language}`,
      trial_url: `${STUDIO_PLAY_PREFIX}/{gameCode}?demo=1&merchant={merchant}&currency={currency}&lang={language}`,
    })
    .where('code', '=', STUDIO_VENDOR)
    .where('launch_url', 'is', null)
    .returning('code')
    .executeTakeFirst();
  if (!vendor) return;
  const { games, errors } = validateRows(studioCatalogueFeed(STUDIO_VENDOR), 1);
  if (errors.length) throw new FeedRefusedError(errors.map((e) => `${e.nodeId}: ${e.field} ${e.message}`));
  await importFeedGames(trx, games);
}

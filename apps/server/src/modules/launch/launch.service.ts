import type { LaunchGameAnswer, LaunchGameQuery } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { GamesService, Viewer } from '../games/index.js';
import { issueLaunch } from '../vendor-wallet/index.js';
import { isLaunchableTemplate, launchAddress } from './launch-address.js';
import { vendorLaunchAddresses } from './launch.repository.js';

/** Alternatives offered with a game under maintenance (spec §8). */
const ALTERNATIVES = 6;

export interface LaunchRequest {
  viewer: Viewer;
  /** The member session launching (null: not logged in). */
  sessionId: string | null;
  currency: string;
  query: LaunchGameQuery;
}

/** GET /wps/game/launchGame (spec §4 launch rules, §7). */
export function createLaunchService(db: Database, games: GamesService) {
  async function underMaintenance(viewer: Viewer, nodeId: string): Promise<never> {
    throw new AppError('GAME_MAINTENANCE', undefined, {
      alternatives: await games.alternatives(viewer, nodeId, ALTERNATIVES),
    });
  }

  return {
    async launch({ viewer, sessionId, currency, query }: LaunchRequest): Promise<LaunchGameAnswer> {
      const target = await games.launchTarget(viewer.merchantCode, query.nodeId);
      if (target.kind === 'not-found') throw new AppError('NOT_FOUND');
      if (
        query.vassalage !== undefined &&
        target.kind === 'playable' &&
        query.vassalage !== target.listedVendor
      ) {
        throw new AppError('NOT_FOUND');
      }
      if (target.kind === 'maintenance') return underMaintenance(viewer, query.nodeId);
      const addresses = await vendorLaunchAddresses(db, target.vendor);
      const fields = {
        gameCode: target.gameCode,
        currency,
        language: query.language ?? viewer.locale,
        merchant: viewer.merchantCode,
      };
      const answer = { vassalage: target.vendor, gameCode: target.gameCode, openMode: 'IFRAME' as const };

      if (query.playMode === 'TRIAL') {
        // A free trial: play money at the vendor, no launch token, nothing on the member's ledger.
        const template = addresses?.trial_url ?? null;
        if (target.supportPlay !== 0 || !isLaunchableTemplate(template)) {
          throw new AppError('FEATURE_DISABLED', undefined, { reason: 'NO_FREE_TRIAL' });
        }
        return { ...answer, content: launchAddress(template, fields), playMode: 'TRIAL' };
      }

      if (viewer.memberId === null) throw new AppError('UNAUTHORIZED');
      const template = addresses?.launch_url ?? null;
      if (!isLaunchableTemplate(template)) return underMaintenance(viewer, query.nodeId);
      const launch = await issueLaunch(
        db,
        { id: viewer.memberId, sessionId },
        target.vendor,
        target.gameCode,
      );
      return {
        ...answer,
        content: launchAddress(template, { ...fields, token: launch.launchToken, playerId: launch.playerId }),
        playMode: 'REAL',
      };
    },
  };
}
export type LaunchService = ReturnType<typeof createLaunchService>;

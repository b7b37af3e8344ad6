import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { insertLaunch } from './game-launch.repository.js';

/** A launch token must be redeemed (vendor `authenticate`) soon after the player opened the game. */
export const LAUNCH_TOKEN_TTL = '10 minutes';
/** How long the vendor may take bets on one launch; wins and rollbacks are accepted after it. */
export const GAME_SESSION_TTL = '12 hours';

export interface LaunchMember {
  id: number;
  /** The member session launching the game: bets stop when it is revoked or expires. */
  sessionId?: string | null;
}

export interface Launch {
  /** Single use; handed to the game, which redeems it with `authenticate`. */
  launchToken: string;
  /** Opaque id the vendor knows the player by (never the username). */
  playerId: string;
}

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a game for a member at a vendor, in the member's merchant currency. */
export async function issueLaunch(
  db: Database,
  member: LaunchMember,
  vendorCode: string,
  gameCode: string,
): Promise<Launch> {
  const launchToken = randomBytes(32).toString('base64url');
  const playerId = randomBytes(16).toString('hex');
  const inserted = await insertLaunch(db, {
    tokenHash: hashLaunchToken(launchToken),
    playerId,
    memberId: member.id,
    sessionId: member.sessionId ?? null,
    vendorCode,
    gameCode,
    sessionTtl: GAME_SESSION_TTL,
  });
  if (!inserted) throw new AppError('NOT_FOUND');
  return { launchToken, playerId };
}

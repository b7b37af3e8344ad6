import type { LotteryDraw } from '@suerte/contracts';

type FairDraw = Pick<LotteryDraw, 'gameCode' | 'numero' | 'region' | 'serverSeed' | 'seedHash'> &
  Partial<Pick<LotteryDraw, 'clientSeed' | 'nonce'>>;

/**
 * The /fair verifier for a draw whose seed is revealed: the game, the draw, its region (the prize layout the
 * seeds fill), both halves of the commitment, and the client seed and nonce the result derives from.
 */
export function fairLink(draw: FairDraw): string {
  const query = new URLSearchParams({
    game: 'lottery',
    region: draw.region,
    gameCode: draw.gameCode,
    numero: draw.numero,
  });
  if (draw.serverSeed) query.set('serverSeed', draw.serverSeed);
  if (draw.seedHash) query.set('serverSeedHash', draw.seedHash);
  if (draw.clientSeed) query.set('clientSeed', draw.clientSeed);
  if (draw.nonce !== null && draw.nonce !== undefined) query.set('nonce', String(draw.nonce));
  return `/fair?${query.toString()}`;
}

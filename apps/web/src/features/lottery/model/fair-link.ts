import type { LotteryDraw } from '@suerte/contracts';

/** The /fair verifier for a draw whose seed is revealed: the game, draw and both halves of the commitment. */
export function fairLink(draw: Pick<LotteryDraw, 'gameCode' | 'numero' | 'serverSeed' | 'seedHash'>): string {
  const query = new URLSearchParams({ game: 'lottery', gameCode: draw.gameCode, numero: draw.numero });
  if (draw.serverSeed) query.set('serverSeed', draw.serverSeed);
  if (draw.seedHash) query.set('serverSeedHash', draw.seedHash);
  return `/fair?${query.toString()}`;
}

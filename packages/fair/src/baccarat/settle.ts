import { BACCARAT_PAYOUTS, type BaccaratBet, type CoupResult } from './rules.js';

/** Winnings per unit as exact hundredths (banker 0.95 = 95), so money never goes through floating point. */
const WIN_HUNDREDTHS: Record<BaccaratBet, number> = {
  player: BACCARAT_PAYOUTS.player * 100,
  banker: Math.round(BACCARAT_PAYOUTS.banker * 100),
  tie: BACCARAT_PAYOUTS.tie * 100,
  playerPair: BACCARAT_PAYOUTS.pair * 100,
  bankerPair: BACCARAT_PAYOUTS.pair * 100,
};

function outcomeOf(bet: BaccaratBet, coup: CoupResult): 'win' | 'push' | 'lose' {
  switch (bet) {
    case 'player':
    case 'banker':
      return coup.winner === bet ? 'win' : coup.winner === 'tie' ? 'push' : 'lose';
    case 'tie':
      return coup.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return coup.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return coup.bankerPair ? 'win' : 'lose';
  }
}

/**
 * What a stake on `bet` returns in minor units, stake included: stake + floor(stake × winnings / 100) on a win
 * (banker's 5 % commission rounded in the house's favour, under one minor unit), the stake on a push, else 0.
 */
export function baccaratPayout(stake: number, bet: BaccaratBet, coup: CoupResult): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be whole minor units ≥ 0');
  const outcome = outcomeOf(bet, coup);
  if (outcome === 'lose') return 0;
  if (outcome === 'push') return stake;
  return stake + Number((BigInt(stake) * BigInt(WIN_HUNDREDTHS[bet])) / 100n);
}

/** The total a set of stakes on one coup returns (minor units). */
export function baccaratPayouts(stakes: Partial<Record<BaccaratBet, number>>, coup: CoupResult): number {
  return Object.entries(stakes).reduce(
    (sum, [bet, stake]) => sum + baccaratPayout(stake ?? 0, bet as BaccaratBet, coup),
    0,
  );
}

/**
 * Punto banco, standard rules. Card values: ace 1, two to nine face value, ten and pictures 0; a hand's total is
 * the sum modulo 10. Two cards each (player, banker, player, banker). A natural (8 or 9 on two cards) on either
 * side ends the coup. Otherwise the player draws on 0–5 and stands on 6–7; the banker then follows
 * `bankerDraws`.
 */
export function cardPoints(rank: number): number {
  return rank < 9 ? rank + 1 : 0;
}

export function handTotal(points: readonly number[]): number {
  return points.reduce((a, b) => a + b, 0) % 10;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule: without a player third card, draw on 0–5. With one (points x): 0–2 draw; 3 draws unless
 * x = 8; 4 draws on x 2–7; 5 on x 4–7; 6 on x 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export type BaccaratBet = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

/** Payouts: player 1:1, banker 1:1 less 5 % commission, tie 8:1 (player and banker bets push on a tie), pairs 11:1. */
export const BACCARAT_PAYOUTS = { player: 1, banker: 0.95, tie: 8, pair: 11 } as const;

export interface CoupResult {
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** What one unit staked on `bet` returns, stake included (0 = lost, 1 = push). */
export function returnPerUnit(bet: BaccaratBet, coup: CoupResult): number {
  switch (bet) {
    case 'player':
      return coup.winner === 'player' ? 1 + BACCARAT_PAYOUTS.player : coup.winner === 'tie' ? 1 : 0;
    case 'banker':
      return coup.winner === 'banker' ? 1 + BACCARAT_PAYOUTS.banker : coup.winner === 'tie' ? 1 : 0;
    case 'tie':
      return coup.winner === 'tie' ? 1 + BACCARAT_PAYOUTS.tie : 0;
    case 'playerPair':
      return coup.playerPair ? 1 + BACCARAT_PAYOUTS.pair : 0;
    case 'bankerPair':
      return coup.bankerPair ? 1 + BACCARAT_PAYOUTS.pair : 0;
  }
}

export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

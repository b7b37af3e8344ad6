/** What the batch planner needs of a waiting bet. */
export interface PlannedBet {
  vendorCode: string;
  body: { playerId: string; transactionId: string; roundId: string };
}

export const playerKey = (bet: PlannedBet) => `${bet.vendorCode}\u0000${bet.body.playerId}`;

/**
 * Chooses the next statement's bets from the waiting ones, in arrival order: transaction ids and (player, round)
 * pairs distinct, one vendor, at most `maxBatch`. Players with a running statement (`running`) are left out, so
 * concurrent statements never wait for each other's rows.
 */
export function planBatch<T extends PlannedBet>(
  waiting: readonly T[],
  running: ReadonlySet<string>,
  maxBatch: number,
): { batch: T[]; rest: T[]; players: Set<string> } {
  const batch: T[] = [];
  const ids = new Set<string>();
  const rounds = new Set<string>();
  const players = new Set<string>();
  const rest: T[] = [];
  for (const bet of waiting) {
    const player = playerKey(bet);
    const round = `${player}\u0000${bet.body.roundId}`;
    if (
      batch.length < maxBatch &&
      !running.has(player) &&
      !ids.has(bet.body.transactionId) &&
      !rounds.has(round) &&
      (batch.length === 0 || bet.vendorCode === batch[0]!.vendorCode)
    ) {
      batch.push(bet);
      ids.add(bet.body.transactionId);
      rounds.add(round);
      players.add(player);
    } else rest.push(bet);
  }
  return { batch, rest, players };
}

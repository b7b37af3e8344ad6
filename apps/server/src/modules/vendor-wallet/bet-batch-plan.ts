/** What the batch planner needs of a waiting bet. */
export interface PlannedBet {
  vendorCode: string;
  body: { playerId: string; transactionId: string; roundId: string };
}

export const playerKey = (bet: PlannedBet) => `${bet.vendorCode}\u0000${bet.body.playerId}`;

/** A player may have two statements at once: one updating its balance, one queued on the row behind it. */
export const MAX_STATEMENTS_PER_PLAYER = 2;

/**
 * Chooses the next statement's bets from the waiting ones, in arrival order: transaction ids and (player, round)
 * pairs distinct, one vendor, at most `maxBatch`. Players with a running statement (`running`) are left out, so
 * statements of several players never wait for each other's rows. Only when every waiting bet belongs to a busy
 * player does one of them (the longest waiting with room) get a statement of its own bets, which queues on that
 * player's balance row behind the running one: a single row cannot close a lock cycle, and the player's bets
 * then do not pause for each commit.
 */
export function planBatch<T extends PlannedBet>(
  waiting: readonly T[],
  running: ReadonlyMap<string, number>,
  maxBatch: number,
): { batch: T[]; rest: T[]; players: Set<string> } {
  const batch: T[] = [];
  const ids = new Set<string>();
  const rounds = new Set<string>();
  const players = new Set<string>();
  let rest: T[] = [...waiting];
  const take = (admit: (player: string) => boolean) => {
    const left: T[] = [];
    for (const bet of rest) {
      const player = playerKey(bet);
      const round = `${player}\u0000${bet.body.roundId}`;
      if (
        batch.length < maxBatch &&
        admit(player) &&
        !ids.has(bet.body.transactionId) &&
        !rounds.has(round) &&
        (batch.length === 0 || bet.vendorCode === batch[0]!.vendorCode)
      ) {
        batch.push(bet);
        ids.add(bet.body.transactionId);
        rounds.add(round);
        players.add(player);
      } else left.push(bet);
    }
    rest = left;
  };
  take((player) => !running.has(player));
  if (batch.length === 0) {
    const first = rest.find((bet) => (running.get(playerKey(bet)) ?? 0) < MAX_STATEMENTS_PER_PLAYER);
    if (first) {
      const only = playerKey(first);
      take((player) => player === only);
    }
  }
  return { batch, rest, players };
}

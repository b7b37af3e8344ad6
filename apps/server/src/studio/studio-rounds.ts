import type { Selectable } from 'kysely';
import type { StudioRound } from '@suerte/contracts';
import type { StudioRoundsTable } from './db/studio-schema.js';
import { studioGame } from './studio-games.js';

type RoundRow = Selectable<StudioRoundsTable> & {
  server_seed_hash: string;
  revealed_seed: string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A round as game recall shows it: the server seed only once its pair was rotated; the outcome as its kind decided it. */
export function recallOf(row: RoundRow): StudioRound {
  const settled = row.status === 'settled';
  const game = studioGame(row.game_code);
  return {
    roundId: row.round_id,
    game: row.game_code,
    gameName: game?.name.en ?? row.game_code,
    // Game codes are never reused for another kind; a round outlives its game's listing, not its code.
    kind: game?.kind ?? 'slot',
    variant: row.variant,
    status: row.status.toUpperCase() as StudioRound['status'],
    demo: row.demo,
    currency: row.currency,
    bet: Number(row.bet),
    win: settled ? Number(row.win) : 0,
    balanceBefore: row.balance_before === null ? null : Number(row.balance_before),
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
    fairness: {
      serverSeedHash: row.server_seed_hash,
      serverSeed: row.revealed_seed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    },
    outcome: row.outcome,
  } as StudioRound;
}

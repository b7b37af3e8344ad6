import type { Selectable } from 'kysely';
import type { StudioDatabase, StudioRoundsTable } from './db/studio-schema.js';
import { refusalCode, StudioError } from './studio-error.js';
import { markEnded, moveRound, roundByKey } from './studio.repository.js';
import type { WalletClient } from './wallet-client.js';

type Round = Selectable<StudioRoundsTable>;

/**
 * The round's bet at the portal (a round still `created`; any other round comes back as it is). A repeat sends
 * the same transaction id; a refused bet rolls the round back and throws.
 */
export async function placeRoundBet(db: StudioDatabase, wallet: WalletClient, round: Round): Promise<Round> {
  if (round.status !== 'created') return round;
  const res = await wallet.call('bet', {
    playerId: round.player_id,
    currency: round.currency,
    roundId: round.round_id,
    transactionId: `${round.round_id}-bet`,
    gameCode: round.game_code,
    amount: Number(round.bet),
  });
  if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE', res.reason);
  if (res.answer.status !== 'OK') {
    await moveRound(db, round.id, ['created'], {
      status: 'rolled_back',
      refusal: res.answer.status,
      ended: true,
    });
    throw new StudioError(refusalCode(res.answer.status));
  }
  const before = res.answer.balance + Number(round.bet);
  if (!(await moveRound(db, round.id, ['created'], { status: 'bet_accepted', balance_before: before }))) {
    // Recovery rolled the round back meanwhile (its bet was in doubt): answer what it recorded.
    return (await roundByKey(db, round.player_key, round.idempotency_key)) as Round;
  }
  return { ...round, status: 'bet_accepted', balance_before: before };
}

/** Gives the round's stake back at the portal (the rollback of its bet; a repeat is applied once). */
export function rollbackRoundBet(wallet: WalletClient, round: Round) {
  return wallet.call('rollback', {
    playerId: round.player_id,
    currency: round.currency,
    transactionId: `${round.round_id}-rollback`,
    referenceTransactionId: `${round.round_id}-bet`,
  });
}

/**
 * Tells the portal the round is over (its betting record, hot games and winner boards read closed rounds).
 * Repeats are harmless; a call that does not get through is repeated by the recovery pass. With `mark: false`
 * the caller records the end itself, in the same write as the round's final state.
 */
export async function endRoundAtPortal(
  db: StudioDatabase,
  wallet: WalletClient,
  round: Round,
  { mark = true }: { mark?: boolean } = {},
): Promise<boolean> {
  const res = await wallet.call('end-round', {
    playerId: round.player_id,
    currency: round.currency,
    roundId: round.round_id,
  });
  if (!res.ok || res.answer.status !== 'OK') return false;
  if (mark) await markEnded(db, round.id);
  return true;
}

/** Ends many rounds at the portal, a few calls at a time; answers how many ended (the rest wait for recovery). */
export async function endRoundsAtPortal(
  db: StudioDatabase,
  wallet: WalletClient,
  rounds: readonly Round[],
  concurrency = 8,
): Promise<number> {
  let next = 0;
  let ended = 0;
  const worker = async () => {
    while (next < rounds.length) {
      const round = rounds[next++]!;
      if (await endRoundAtPortal(db, wallet, round).catch(() => false)) ended += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rounds.length) }, worker));
  return ended;
}

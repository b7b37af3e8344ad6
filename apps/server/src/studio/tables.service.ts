import { createHash, randomBytes } from 'node:crypto';
import type { StudioHighCardOutcome, StudioHighCardTable, VendorRoomsRequest } from '@suerte/contracts';
import {
  FairStream,
  HIGH_CARD_MIN_PLAYERS,
  HIGH_CARD_RAKE_BP,
  dealHighCard,
  handClientSeed,
  newSeedPair,
  settleHighCard,
} from '@suerte/fair';
import { sql, type Selectable } from 'kysely';
import type {
  StudioDatabase,
  StudioRoundsTable,
  StudioSessionsTable,
  StudioTableHandsTable,
} from './db/studio-schema.js';
import { tableInfo } from './kinds/highcard.js';
import type { HighCardStudioGame, HighCardTable } from './kinds/index.js';
import type { SeedVault } from './seed-vault.js';
import { StudioError } from './studio-error.js';
import { STUDIO_GAMES, studioGame } from './studio-games.js';
import {
  claimDueHand,
  claimStalledHands,
  closeSettledHands,
  insertOpenHand,
  isDealing,
  lastDealtHand,
  lockOpenHand,
  openHand,
  roundOfHand,
  roundsOfHand,
  seatsOf,
  setStart,
} from './tables.repository.js';
import { activeSeed, studioNow } from './studio.repository.js';
import type { WalletClient } from './wallet-client.js';

type Session = Selectable<StudioSessionsTable>;
type Hand = Selectable<StudioTableHandsTable>;
type Round = Selectable<StudioRoundsTable>;

export interface TablesServiceOptions {
  db: StudioDatabase;
  wallet: WalletClient;
  vault: SeedVault;
  /** The round flow's win step (win, then end-round; a refused win returns the ante). */
  settleRound: (round: Round) => Promise<unknown>;
}

const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));
/** What other members see of a player: a short reference, never a name or an id. */
export const maskedPlayer = (playerKey: string) =>
  `P-${createHash('sha256').update(playerKey).digest('hex').slice(0, 4).toUpperCase()}`;
/** Each seat's round at the portal (bet, win and rollback transaction ids derive from it). */
export const seatRoundId = (handId: string, seat: number) => `${handId}S${seat}`;

const iso = (d: Date | string) => new Date(d).toISOString();

function tableGames(): HighCardStudioGame[] {
  return STUDIO_GAMES.filter((g): g is HighCardStudioGame => g.kind === 'highcard');
}

function findTable(tableId: string): { game: HighCardStudioGame; table: HighCardTable } {
  for (const game of tableGames()) {
    const table = game.tables.find((t) => t.tableId === tableId);
    if (table) return { game, table };
  }
  throw new StudioError('NOT_FOUND', 'no such table');
}

/**
 * PVP tables (High Card). Nothing is kept in memory: the open hand's row is the table's lock (seats, timer and
 * the deal's start go through it), a due hand is taken for dealing by one conditional update, and a worker's
 * lease lets another node finish a deal that stopped midway. Antes and wins move through the signed wallet
 * API with transaction ids derived from the hand and seat, so every retry is applied once.
 */
export function createTablesService(o: TablesServiceOptions) {
  const { db, wallet, vault } = o;

  async function ensureOpenHand(game: HighCardStudioGame, table: HighCardTable): Promise<Hand> {
    const found = await openHand(db, table.tableId);
    if (found) return found;
    const handId = `HC${randomBytes(10).toString('hex')}`;
    const pair = newSeedPair(cryptoBytes);
    const made = await db.transaction().execute(async (trx) => {
      const seed = await trx
        .insertInto('studio_seeds')
        .values({
          player_key: `hand:${handId}`,
          server_seed_sealed: vault.seal(pair.serverSeed),
          server_seed_hash: pair.serverSeedHash,
          client_seed: pair.clientSeed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return insertOpenHand(trx, {
        hand_id: handId,
        table_id: table.tableId,
        game_code: game.code,
        currency: table.currency,
        stake: table.stake,
        rake_bp: HIGH_CARD_RAKE_BP,
        seed_id: seed.id,
      });
    });
    // Another request opened it first (its seed pair is the one committed).
    return (made as Hand | undefined) ?? ((await openHand(db, table.tableId)) as Hand);
  }

  function checkSession(session: Session, tableId: string) {
    const game = studioGame(session.game_code);
    if (!game || game.kind !== 'highcard') throw new StudioError('NOT_FOUND');
    const found = findTable(tableId);
    if (found.game.code !== game.code) throw new StudioError('NOT_FOUND', 'no such table');
    return found;
  }

  async function betAnte(hand: Hand, seat: { seat: number; player_id: string; id: number }) {
    const roundId = seatRoundId(hand.hand_id, seat.seat);
    const res = await wallet.call('bet', {
      playerId: seat.player_id,
      currency: hand.currency,
      roundId,
      transactionId: `${roundId}-bet`,
      gameCode: hand.game_code,
      amount: Number(hand.stake),
    });
    if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE', res.reason);
    const accepted = res.answer.status === 'OK';
    await db
      .updateTable('studio_table_seats')
      .set(
        accepted
          ? { ante: 'accepted', balance_before: res.answer.balance + Number(hand.stake) }
          : { ante: 'refused', refusal: res.answer.status },
      )
      .where('id', '=', seat.id)
      .where('ante', '=', 'seated')
      .execute();
  }

  async function returnAnte(hand: Hand, seat: { seat: number; player_id: string; id: number }) {
    const roundId = seatRoundId(hand.hand_id, seat.seat);
    const res = await wallet.call('rollback', {
      playerId: seat.player_id,
      currency: hand.currency,
      transactionId: `${roundId}-rollback`,
      referenceTransactionId: `${roundId}-bet`,
    });
    if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE', res.reason);
    await db.updateTable('studio_table_seats').set({ ante: 'returned' }).where('id', '=', seat.id).execute();
    await wallet.call('end-round', { playerId: seat.player_id, currency: hand.currency, roundId });
  }

  /** Draws the cards and records one round per seat, once (the hand's row lock and status guard it). */
  async function decide(hand: Hand): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('studio_table_hands')
        .selectAll()
        .where('id', '=', hand.id)
        .where('status', '=', 'dealing')
        .forUpdate()
        .executeTakeFirst();
      if (!locked) return false;
      const seats = (await seatsOf(trx, hand.id)).filter((s) => s.ante === 'accepted');
      const seed = await trx
        .selectFrom('studio_seeds')
        .selectAll()
        .where('id', '=', hand.seed_id)
        .executeTakeFirstOrThrow();
      const serverSeed = vault.open(seed.server_seed_sealed);
      // Every seated player's seed as it was when they sat down enters the deal with the table's (handClientSeed).
      const seatSeeds = seats.map((s) => s.client_seed ?? '');
      const clientSeed = handClientSeed(seed.client_seed, seatSeeds);
      const stream = FairStream.of({ serverSeed, clientSeed, nonce: 0 });
      const cards = dealHighCard(stream, seats.length);
      const result = settleHighCard(cards, Number(hand.stake), hand.rake_bp);
      const outcome: Omit<StudioHighCardOutcome, 'seat' | 'totalWin'> = {
        tableId: hand.table_id,
        handId: hand.hand_id,
        stake: Number(hand.stake),
        rakeBp: hand.rake_bp,
        pot: result.pot,
        rake: result.rake,
        seats: seats.map((s, i) => ({
          seat: s.seat,
          player: s.player_name,
          card: cards[i]!,
          payout: result.payouts[i]!,
          clientSeed: seatSeeds[i]!,
        })),
        tableClientSeed: seed.client_seed,
        winners: result.winners.map((i) => seats[i]!.seat),
      };
      // The hand's seed pair is used once: revealed as soon as it has dealt.
      await trx
        .updateTable('studio_seeds')
        .set({ revealed_seed: serverSeed, revealed_at: studioNow(), next_nonce: 1, client_seed: clientSeed })
        .where('id', '=', seed.id)
        .execute();
      await trx
        .updateTable('studio_table_hands')
        .set({ status: 'decided', outcome: JSON.stringify(outcome) })
        .where('id', '=', hand.id)
        .execute();
      await trx
        .insertInto('studio_rounds')
        .values(
          seats.map((s, i) => ({
            round_id: seatRoundId(hand.hand_id, s.seat),
            player_key: s.player_key,
            player_id: s.player_id,
            idempotency_key: `hand-${hand.hand_id}`,
            demo: false,
            game_code: hand.game_code,
            variant: 'rake-5',
            currency: hand.currency,
            seed_id: seed.id,
            client_seed: clientSeed,
            nonce: 0,
            bet: Number(hand.stake),
            win: result.payouts[i]!,
            outcome: JSON.stringify({ ...outcome, seat: s.seat, totalWin: result.payouts[i]! }),
            status: 'bet_accepted' as const,
            balance_before: Number(s.balance_before),
          })),
        )
        .execute();
      return true;
    });
  }

  /**
   * Deals a hand this worker holds: antes (each once), then the cards, then the wins. Safe to run again from
   * any step after a crash: the wallet applies each transaction id once and the decision is made once.
   */
  async function deal(hand: Hand): Promise<void> {
    if (hand.status === 'dealing') {
      for (const seat of await seatsOf(db, hand.id)) {
        if (seat.ante === 'seated') await betAnte(hand, seat);
      }
      const accepted = (await seatsOf(db, hand.id)).filter((s) => s.ante === 'accepted');
      if (accepted.length < HIGH_CARD_MIN_PLAYERS) {
        for (const seat of accepted) await returnAnte(hand, seat);
        await db
          .updateTable('studio_table_hands')
          .set({ status: 'cancelled', settled_at: studioNow() })
          .where('id', '=', hand.id)
          .where('status', '=', 'dealing')
          .execute();
        return;
      }
      await decide(hand);
    }
    for (const round of await roundsOfHand(db, hand.hand_id)) {
      if (round.status === 'bet_accepted') {
        // A win the wallet did not answer is completed by the recovery pass.
        await o.settleRound(round as Round).catch(() => undefined);
      }
    }
    await closeSettledHands(db);
  }

  async function startIfDue(tableId: string): Promise<boolean> {
    const hand = (await claimDueHand(db, tableId)) as Hand | undefined;
    if (!hand) return false;
    try {
      await deal(hand);
    } finally {
      await publishRooms();
    }
    return true;
  }

  async function tableState(
    session: Session,
    game: HighCardStudioGame,
    table: HighCardTable,
  ): Promise<StudioHighCardTable> {
    const hand = await ensureOpenHand(game, table);
    const [seats, seed, last, dealing, clock] = await Promise.all([
      seatsOf(db, hand.id),
      db
        .selectFrom('studio_seeds')
        .select(['server_seed_hash', 'client_seed'])
        .where('id', '=', hand.seed_id)
        .executeTakeFirstOrThrow(),
      lastDealtHand(db, table.tableId),
      isDealing(db, table.tableId),
      sql<{ now: Date }>`select now() as now`.execute(db),
    ]);
    const mine = seats.find((s) => s.player_key === session.player_key);
    const lastOutcome = last?.outcome as Omit<StudioHighCardOutcome, 'seat' | 'totalWin'> | undefined;
    const myRound = last ? await roundOfHand(db, last.hand_id, session.player_key) : undefined;
    return {
      ...tableInfo(table),
      handId: hand.hand_id,
      state: dealing ? 'DEALING' : hand.starts_at ? 'STARTING' : 'WAITING',
      startsAt: hand.starts_at ? iso(hand.starts_at) : null,
      now: iso(clock.rows[0]!.now),
      seated: seats.map((s) => ({
        seat: s.seat,
        player: s.player_name,
        mine: s.player_key === session.player_key,
        clientSeed: s.client_seed ?? '',
      })),
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      mySeat: mine?.seat ?? null,
      lastHand:
        last && lastOutcome && last.revealed_seed
          ? {
              ...lastOutcome,
              serverSeed: last.revealed_seed,
              serverSeedHash: last.server_seed_hash,
              clientSeed: last.client_seed,
              nonce: 0,
              settledAt: iso(last.settled_at ?? last.created_at),
              myRoundId: myRound?.round_id ?? null,
            }
          : null,
    };
  }

  /**
   * Tells the portal every table's occupancy (signed, like the wallet calls). The snapshot's time is the
   * database's, read before the seats, so the portal keeps the newest of snapshots from several nodes.
   */
  async function publishRooms(): Promise<boolean> {
    const clock = await sql<{ now: Date }>`select now() as now`.execute(db);
    const rooms: VendorRoomsRequest['rooms'] = [];
    for (const game of tableGames()) {
      for (const table of game.tables) {
        const hand = await openHand(db, table.tableId);
        const seated = hand ? (await seatsOf(db, hand.id)).length : 0;
        rooms.push({
          roomId: table.tableId,
          gameCode: game.code,
          name: table.name.en,
          names: { ...table.name },
          currency: table.currency,
          stake: table.stake,
          seats: table.seats,
          seated,
          status: (await isDealing(db, table.tableId)) ? 'PLAYING' : 'OPEN',
        });
      }
    }
    return wallet.rooms({ at: iso(clock.rows[0]!.now), rooms });
  }

  return {
    /** The session's tables (its currency's), each as it is now; due hands are dealt first. */
    async tables(session: Session): Promise<StudioHighCardTable[]> {
      const game = studioGame(session.game_code);
      if (!game || game.kind !== 'highcard') throw new StudioError('NOT_FOUND');
      const tables = game.tables.filter((t) => t.currency === session.currency);
      for (const table of tables) await startIfDue(table.tableId);
      return Promise.all(tables.map((table) => tableState(session, game, table)));
    },

    async table(session: Session, tableId: string): Promise<StudioHighCardTable> {
      const { game, table } = checkSession(session, tableId);
      await startIfDue(tableId);
      return tableState(session, game, table);
    },

    async join(session: Session, tableId: string): Promise<StudioHighCardTable> {
      const { game, table } = checkSession(session, tableId);
      if (session.demo || !session.player_id)
        throw new StudioError('BET_INVALID', 'tables seat members only');
      if (table.currency !== session.currency) throw new StudioError('BET_INVALID', 'another currency');
      await startIfDue(tableId);
      await ensureOpenHand(game, table);
      const full = await db.transaction().execute(async (trx) => {
        const hand = await lockOpenHand(trx, tableId);
        if (!hand) throw new StudioError('CONFLICT', 'the hand is being dealt; try again');
        const seats = await seatsOf(trx, hand.id);
        if (seats.some((s) => s.player_key === session.player_key)) return false;
        if (seats.length >= table.seats) throw new StudioError('CONFLICT', 'the table is full');
        const taken = new Set(seats.map((s) => s.seat));
        let seat = 1;
        while (taken.has(seat)) seat += 1;
        // The player's seed enters the hand as it is now; changing it later changes nothing of this hand.
        const seed = await activeSeed(trx, session.player_key);
        await trx
          .insertInto('studio_table_seats')
          .values({
            hand_id: hand.id,
            seat,
            player_key: session.player_key,
            player_id: session.player_id!,
            player_name: maskedPlayer(session.player_key),
            client_seed: seed?.client_seed ?? null,
          })
          .execute();
        const count = seats.length + 1;
        if (count >= table.seats) await setStart(trx, hand.id, 'now');
        else if (count >= HIGH_CARD_MIN_PLAYERS) await setStart(trx, hand.id, game.startDelaySeconds);
        return count >= table.seats;
      });
      if (full) await startIfDue(tableId);
      else await publishRooms();
      return tableState(session, game, table);
    },

    async leave(session: Session, tableId: string): Promise<StudioHighCardTable> {
      const { game, table } = checkSession(session, tableId);
      await db.transaction().execute(async (trx) => {
        const hand = await lockOpenHand(trx, tableId);
        if (!hand) throw new StudioError('CONFLICT', 'the hand is being dealt');
        const gone = await trx
          .deleteFrom('studio_table_seats')
          .where('hand_id', '=', hand.id)
          .where('player_key', '=', session.player_key)
          .returning('id')
          .executeTakeFirst();
        if (!gone) return;
        const left = (await seatsOf(trx, hand.id)).length;
        if (left < HIGH_CARD_MIN_PLAYERS) await setStart(trx, hand.id, 'clear');
      });
      await publishRooms();
      return tableState(session, game, table);
    },

    /**
     * The recovery pass: deals due hands nobody watches, finishes deals that stopped midway, and reports the
     * rooms.
     */
    async recover(limit = 20): Promise<{ hands: number; pending: number }> {
      const counts = { hands: 0, pending: 0 };
      for (const hand of (await claimStalledHands(db, limit)) as Hand[]) {
        try {
          await deal(hand);
          counts.hands += 1;
        } catch {
          counts.pending += 1;
        }
      }
      await closeSettledHands(db);
      // Every pass also tells the portal the tables as they are (the first after a start lists them).
      await publishRooms().catch(() => false);
      return counts;
    },

    publishRooms,
  };
}
export type TablesService = ReturnType<typeof createTablesService>;

import { randomBytes, randomInt } from 'node:crypto';
import type {
  StudioEvent,
  StudioEventBet,
  StudioEventBetRequest,
  StudioEventList,
  StudioEventOutcome,
  StudioEventResult,
  StudioEventSelection,
} from '@suerte/contracts';
import { FairStream, newSeedPair } from '@suerte/fair';
import type { StudioDatabase } from './db/studio-schema.js';
import type { EventStudioGame } from './kinds/index.js';
import type { SeedVault } from './seed-vault.js';
import { endRoundsAtPortal, placeRoundBet, rollbackRoundBet } from './round-bet.js';
import { refusalCode, StudioError } from './studio-error.js';
import { STUDIO_GAMES, studioGame } from './studio-games.js';
import { moveRound, roundByKey } from './studio.repository.js';
import type { StudioSessionRow } from './studio.service.js';
import type { WalletClient } from './wallet-client.js';
import {
  betOutcome,
  betReturn,
  drawResult,
  eventIdOf,
  priceEvent,
  scheduledCloses,
  type EventSpec,
} from './event-book.js';
import {
  databaseNow,
  dueEventIds,
  eventForBet,
  eventSeed,
  existingEventIds,
  insertEvent,
  listEvents,
  lockDueEvent,
  markResulted,
  markSettledIfDone,
  openBets,
  playerBets,
  resultedEvents,
  setBetResult,
  type EventRow,
  type EventWithSeed,
  type RoundRow,
} from './events.repository.js';

/** Wins of one event per batch call (the wallet takes up to 2,000). */
const SETTLE_BATCH = 1_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));

const eventGames = () => STUDIO_GAMES.filter((g): g is EventStudioGame => g.kind === 'event');

const specOf = (
  e: Pick<EventRow, 'sport' | 'home_rating' | 'away_rating' | 'draw_bp' | 'margin_bp'>,
): EventSpec => ({
  sport: e.sport,
  homeRating: e.home_rating,
  awayRating: e.away_rating,
  drawBp: e.draw_bp,
  marginBp: e.margin_bp,
});

function eventView(e: EventWithSeed): StudioEvent {
  return {
    eventId: e.event_id,
    game: e.game_code,
    sport: e.sport,
    status: e.status.toUpperCase() as StudioEvent['status'],
    home: { name: e.home_name, rating: e.home_rating },
    away: { name: e.away_name, rating: e.away_rating },
    drawBp: e.draw_bp,
    totalLine: e.total_line,
    marginBp: e.margin_bp,
    odds: e.odds,
    opensAt: iso(e.opens_at)!,
    closesAt: iso(e.closes_at)!,
    result: (e.result as StudioEventResult | null) ?? null,
    fairness: {
      serverSeedHash: e.server_seed_hash,
      serverSeed: e.revealed_seed,
      clientSeed: e.client_seed,
      nonce: 0,
    },
  };
}

const BET_STATUS = {
  created: 'PENDING',
  bet_accepted: 'ACCEPTED',
  settled: 'SETTLED',
  rolled_back: 'ROLLED_BACK',
} as const;

function betView(r: RoundRow): StudioEventBet {
  const o = r.outcome as StudioEventOutcome;
  return {
    roundId: r.round_id,
    eventId: o.eventId,
    selection: o.selection,
    odds: o.odds,
    stake: Number(r.bet),
    potentialReturn: betReturn(Number(r.bet), o.odds, 'win'),
    status: BET_STATUS[r.status],
    betOutcome: o.betOutcome,
    win: r.status === 'settled' ? Number(r.win) : 0,
    createdAt: iso(r.created_at)!,
    balanceAfter: r.balance_before === null ? null : Number(r.balance_before) - Number(r.bet),
  };
}

/** Two different contestants and their ratings, drawn when the event is created (before any bet). */
function drawFixture(game: EventStudioGame) {
  const home = randomInt(game.contestants.length);
  let away = randomInt(game.contestants.length - 1);
  if (away >= home) away += 1;
  const rating = () => game.ratings.min + randomInt(game.ratings.max - game.ratings.min + 1);
  return {
    homeName: game.contestants[home]!,
    awayName: game.contestants[away]!,
    homeRating: rating(),
    awayRating: rating(),
  };
}

/**
 * Simulated events: a schedule of events per event game, bets on them through the wallet's bet call, the result
 * drawn from each event's seeds once betting has closed, and every bet paid through the wallet's win batch. Each
 * step is safe to run on several nodes at once and to repeat: events are named by their close time, a result is
 * drawn under the event's row lock, and each win is paid once under its transaction id.
 */
export function createEventService(o: { db: StudioDatabase; wallet: WalletClient; vault: SeedVault }) {
  const { db, wallet, vault } = o;

  /** Opens the next events of every event game that are not open yet (odds and seed hash fixed from here on). */
  async function schedule(): Promise<number> {
    const now = (await databaseNow(db)).getTime();
    let opened = 0;
    for (const game of eventGames()) {
      const closes = scheduledCloses(now, game.periodSeconds * 1000, game.ahead);
      const existing = await existingEventIds(
        db,
        closes.map((c) => eventIdOf(game.code, c)),
      );
      for (const closesAt of closes) {
        const eventId = eventIdOf(game.code, closesAt);
        if (existing.has(eventId)) continue;
        const fixture = drawFixture(game);
        const spec: EventSpec = {
          sport: game.sport,
          homeRating: fixture.homeRating,
          awayRating: fixture.awayRating,
          drawBp: game.drawBp,
          marginBp: game.marginBp,
        };
        const prices = priceEvent(spec);
        const pair = newSeedPair(cryptoBytes, eventId);
        await db.transaction().execute(async (trx) => {
          const seedId = await eventSeed(trx, {
            playerKey: `event:${eventId}`,
            sealed: vault.seal(pair.serverSeed),
            hash: pair.serverSeedHash,
            clientSeed: eventId,
          });
          await insertEvent(trx, {
            event_id: eventId,
            game_code: game.code,
            sport: game.sport,
            home_name: fixture.homeName,
            home_rating: fixture.homeRating,
            away_name: fixture.awayName,
            away_rating: fixture.awayRating,
            draw_bp: game.drawBp,
            total_line: prices.totalLine,
            margin_bp: game.marginBp,
            odds: prices.odds,
            seed_id: seedId,
            opens_at: new Date(now),
            closes_at: new Date(closesAt),
          });
        });
        opened += 1;
      }
    }
    return opened;
  }

  /**
   * Draws the result of every event whose betting closed: under the event's row lock (bets hold it shared while
   * they are written), from its seeds, revealing the seed; each bet then knows what it returns.
   */
  async function close(): Promise<number> {
    let resulted = 0;
    for (const id of await dueEventIds(db, 50)) {
      const done = await db.transaction().execute(async (trx) => {
        const event = await lockDueEvent(trx, id);
        if (!event) return false;
        const serverSeed = vault.open(event.server_seed_sealed);
        const spec = specOf(event);
        const result = drawResult(
          spec,
          FairStream.of({ serverSeed, clientSeed: event.client_seed, nonce: 0 }),
        );
        for (const bet of await openBets(trx, event.event_id, ['created', 'bet_accepted'], 1_000_000)) {
          const outcome = bet.outcome as StudioEventOutcome;
          const settled = betOutcome(spec, event.total_line, outcome.selection, result);
          const totalWin = betReturn(Number(bet.bet), outcome.odds, settled);
          await setBetResult(trx, bet.id, totalWin, { ...outcome, result, betOutcome: settled, totalWin });
        }
        await markResulted(trx, {
          id: Number(event.id),
          seedId: Number(event.seed_id),
          revealedSeed: serverSeed,
          result,
        });
        return true;
      });
      if (done) resulted += 1;
    }
    return resulted;
  }

  /**
   * Pays the bets of events with a result through the wallet's win batch (a win of 0 for a lost bet closes its
   * round's money), then marks them settled and ends their rounds at the portal (the member's betting record shows
   * the bet at once). A second or concurrent run sends the same transaction ids: the wallet pays each once, and each
   * round moves once; a round whose end did not get through is ended by the recovery pass.
   */
  async function settle(): Promise<{ paid: number; refused: number; pending: number; ended: number }> {
    const counts = { paid: 0, refused: 0, pending: 0, ended: 0 };
    const closed: RoundRow[] = [];
    for (const event of await resultedEvents(db, 50)) {
      for (;;) {
        const bets = await openBets(db, event.event_id, ['bet_accepted'], SETTLE_BATCH);
        if (bets.length === 0) break;
        const res = await wallet.winBatch(
          bets.map((b) => ({
            playerId: b.player_id!,
            currency: b.currency,
            roundId: b.round_id,
            transactionId: `${b.round_id}-win`,
            gameCode: b.game_code,
            amount: Number(b.win),
          })),
        );
        if (!res.ok) {
          counts.pending += bets.length;
          break;
        }
        for (const [i, bet] of bets.entries()) {
          const answer = res.results[i]!;
          if (answer.status === 'OK') {
            const moved = await moveRound(db, bet.id, ['bet_accepted'], {
              status: 'settled',
              balance_after: answer.balance,
              settle: true,
            });
            if (moved) {
              counts.paid += 1;
              closed.push(bet);
            }
          } else {
            // A win the wallet refused (a limit): the stake goes back, as for any studio round.
            counts.refused += 1;
            const back = await rollbackRoundBet(wallet, bet);
            if (
              back.ok &&
              (await moveRound(db, bet.id, ['bet_accepted'], {
                status: 'rolled_back',
                refusal: answer.status,
                settle: true,
              }))
            )
              closed.push(bet);
          }
        }
      }
      await markSettledIfDone(db, event.event_id);
    }
    counts.ended = await endRoundsAtPortal(db, wallet, closed);
    return counts;
  }

  function eventGame(session: StudioSessionRow): EventStudioGame {
    const game = studioGame(session.game_code);
    if (!game || game.kind !== 'event') throw new StudioError('NOT_FOUND');
    return game;
  }

  return {
    schedule,
    close,
    settle,

    /** One pass of the schedule (the `studio-events` job): open the next events, draw results, pay. */
    async tick() {
      const opened = await schedule();
      const resulted = await close();
      const paid = await settle();
      return { opened, resulted, ...paid };
    },

    async list(session: StudioSessionRow): Promise<StudioEventList> {
      const game = eventGame(session);
      const [now, rows] = await Promise.all([databaseNow(db), listEvents(db, game.code, 10)]);
      return { serverNow: now.toISOString(), events: rows.map(eventView) };
    },

    async bets(session: StudioSessionRow, limit = 30): Promise<StudioEventBet[]> {
      const game = eventGame(session);
      return (await playerBets(db, session.player_key, game.code, limit)).map(betView);
    },

    /**
     * A bet on an open event: recorded under the event's shared lock while it takes bets by the database's clock,
     * then staked through the wallet. The same idempotency key answers the same bet.
     */
    async bet(session: StudioSessionRow, body: StudioEventBetRequest): Promise<StudioEventBet> {
      const game = eventGame(session);
      if (session.demo || !session.player_id)
        throw new StudioError('BET_INVALID', 'events take real bets only');
      if (body.stake < game.minStake || body.stake > game.maxStake) throw new StudioError('BET_INVALID');
      let round = (await roundByKey(db, session.player_key, body.idempotencyKey)) as RoundRow | undefined;
      if (round) {
        const o = round.outcome as StudioEventOutcome;
        if (o.eventId !== body.eventId || o.selection !== body.selection || Number(round.bet) !== body.stake)
          throw new StudioError('CONFLICT');
      } else {
        round = await db.transaction().execute(async (trx) => {
          const event = await eventForBet(trx, body.eventId, game.code);
          if (!event) throw new StudioError('NOT_FOUND');
          if (!event.accepting) throw new StudioError('BETTING_CLOSED');
          const odds = (event.odds as Partial<Record<StudioEventSelection, number>>)[body.selection];
          if (odds === undefined) throw new StudioError('BET_INVALID', 'selection not offered');
          if (odds !== body.odds) throw new StudioError('BETTING_CLOSED', 'odds changed');
          const outcome: StudioEventOutcome = {
            eventId: event.event_id,
            sport: event.sport,
            home: { name: event.home_name, rating: event.home_rating },
            away: { name: event.away_name, rating: event.away_rating },
            drawBp: event.draw_bp,
            totalLine: event.total_line,
            selection: body.selection,
            odds,
            result: null,
            betOutcome: null,
            totalWin: 0,
          };
          return (await trx
            .insertInto('studio_rounds')
            .values({
              round_id: `SE${randomBytes(12).toString('hex')}`,
              player_key: session.player_key,
              player_id: session.player_id,
              idempotency_key: body.idempotencyKey,
              demo: false,
              game_code: game.code,
              variant: session.variant,
              currency: session.currency,
              seed_id: event.seed_id,
              client_seed: event.event_id,
              nonce: 0,
              bet: body.stake,
              win: 0,
              outcome: JSON.stringify(outcome),
              status: 'created',
              event_id: event.event_id,
            })
            .returningAll()
            .executeTakeFirstOrThrow()) as RoundRow;
        });
      }
      round = await placeRoundBet(db, wallet, round);
      if (round.status === 'rolled_back')
        throw new StudioError(refusalCode((round.refusal ?? 'OK') as never));
      return betView(round);
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;

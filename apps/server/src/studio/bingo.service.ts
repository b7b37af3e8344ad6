import { randomBytes } from 'node:crypto';
import type {
  StudioBingoBuyRequest,
  StudioBingoCard,
  StudioBingoGameState,
  StudioBingoGameSummary,
  StudioBingoOutcome,
  StudioBingoPurchase,
  StudioBingoRoom,
  StudioBingoRooms,
  StudioBingoStageResult,
} from '@suerte/contracts';
import { bingoDrawSeedParts, bingoPot, mixClientSeed, newSeedPair } from '@suerte/fair';
import { sql, type Selectable } from 'kysely';
import type { StudioDatabase, StudioRoundsTable, StudioSessionsTable } from './db/studio-schema.js';
import type { BingoStudioGame } from './kinds/index.js';
import type { SeedVault } from './seed-vault.js';
import { refusalCode, StudioError } from './studio-error.js';
import { STUDIO_GAMES, studioGame } from './studio-games.js';
import { activeSeed, insertSeed, roundByKey } from './studio.repository.js';
import { bingoCards, bingoDraw, bingoResults } from './bingo-play.js';
import {
  closeGameIfPaid,
  gameById,
  gameExists,
  gameOnSale,
  insertGame,
  lastDrawn,
  lockGameForDraw,
  lockGameOnSale,
  nextCloses,
  pendingGames,
  purchasesOf,
  recordDraw,
  recordPurchaseResult,
  takeCards,
} from './bingo.repository.js';

type Round = Selectable<StudioRoundsTable>;
type Session = Selectable<StudioSessionsTable>;
type GameRow = NonNullable<Awaited<ReturnType<typeof gameById>>>;

/** The round flow's steps a purchase goes through (studio.service.ts): the bet now, the win after the draw. */
export interface BingoRoundFlow {
  placeBet(round: Round): Promise<Round>;
  settle(round: Round): Promise<Round>;
}

export interface BingoServiceOptions {
  db: StudioDatabase;
  vault: SeedVault;
  flow: BingoRoundFlow;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));
const pad = (n: number) => String(n).padStart(2, '0');

/** "<room>-YYYYMMDD-HHMM" of the sales close in UTC: the game's id and its client seed. */
export function bingoGameId(room: string, closeAt: Date): string {
  const d = closeAt;
  return `${room}-${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${d.getUTCSeconds() ? pad(d.getUTCSeconds()) : ''}`;
}

const bingoGames = () => STUDIO_GAMES.filter((g): g is BingoStudioGame => g.kind === 'bingo');

function bingoGameOf(session: Session): BingoStudioGame {
  const game = studioGame(session.game_code);
  if (!game || game.kind !== 'bingo') throw new StudioError('NOT_FOUND');
  return game;
}

function roomOf(game: BingoStudioGame, code: string): StudioBingoRoom {
  const room = game.rooms.find((r) => r.code === code);
  if (!room) throw new StudioError('NOT_FOUND');
  return room;
}

function summary(row: GameRow): StudioBingoGameSummary {
  const open = row.status === 'open';
  return {
    gameId: row.game_id,
    room: row.room_code,
    status: row.status.toUpperCase() as StudioBingoGameSummary['status'],
    salesCloseAt: iso(row.sales_close_at),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    drawClientSeed: row.draw_client_seed,
    serverSeed: row.revealed_seed,
    cardsSold: open ? row.next_card : (row.cards_sold ?? 0),
    pot: open ? bingoPot(row.next_card, Number(row.card_price), row.return_bp) : Number(row.pot ?? 0),
  };
}

const cardsOf = (round: Round) => (round.outcome as StudioBingoOutcome).cards;

export function createBingoService(o: BingoServiceOptions) {
  const { db, vault, flow } = o;

  /** Schedules each room's next two games (idempotent on every node: the room and close are unique). */
  async function schedule(): Promise<number> {
    let scheduled = 0;
    for (const game of bingoGames()) {
      for (const room of game.rooms) {
        for (const closeAt of await nextCloses(db, room.periodSeconds, 2)) {
          const gameId = bingoGameId(room.code, closeAt);
          if (await gameExists(db, gameId)) continue;
          const playerKey = `bingo:${gameId}`;
          const pair = newSeedPair(cryptoBytes, gameId);
          await insertSeed(db, {
            playerKey,
            sealed: vault.seal(pair.serverSeed),
            hash: pair.serverSeedHash,
            clientSeed: pair.clientSeed,
          });
          const seed = await activeSeed(db, playerKey);
          if (!seed) continue; // Drawn meanwhile by another node.
          await insertGame(db, {
            gameId,
            gameCode: game.code,
            room: room.code,
            closeAt,
            seedId: seed.id,
            clientSeed: seed.client_seed,
            cardPrice: room.cardPrice,
            returnBp: room.returnBp,
            stages: room.stages,
          });
          scheduled += 1;
        }
      }
    }
    return scheduled;
  }

  /**
   * Draws a game whose sales have closed, once (its row locked, its status moved): the balls from its seeds,
   * the results over the cards whose stake the wallet accepted, each purchase's win, then the seed revealed.
   * Waits while a purchase's bet is still in doubt (recovery rolls it back within minutes).
   */
  async function draw(gameId: string): Promise<'drawn' | 'waiting' | 'not-due'> {
    return db.transaction().execute(async (trx) => {
      const game = await lockGameForDraw(trx, gameId);
      if (!game) return 'not-due';
      const purchases = await purchasesOf(trx, game.seed_id);
      if (purchases.some((p) => p.status === 'created')) return 'waiting';
      const accepted = purchases.filter((p) => p.status === 'bet_accepted');
      // The ball order depends on every card sold and each buyer's seed as it was at the purchase
      // (bingoDrawSeedParts): it cannot be known while cards are on sale, and no one can change it after.
      const drawSeedParts = bingoDrawSeedParts(
        game.client_seed,
        accepted.map((p) => {
          const outcome = p.outcome as StudioBingoOutcome;
          return {
            firstCard: outcome.cards[0]!.index,
            cards: outcome.cards.length,
            // Purchases made before buyers' seeds were recorded enter with an empty seed (published as such).
            clientSeed: outcome.buyerClientSeed ?? '',
          };
        }),
      );
      const drawClientSeed = mixClientSeed(drawSeedParts);
      const seeds = { serverSeed: vault.open(game.server_seed_sealed), clientSeed: drawClientSeed };
      const balls = bingoDraw(seeds);
      const room = {
        cardPrice: Number(game.card_price),
        returnBp: game.return_bp,
        stages: game.stages as StudioBingoRoom['stages'],
      };
      const results = bingoResults(room, accepted.flatMap(cardsOf), balls);
      const called = balls.slice(0, results.ballsCalled);
      for (const purchase of accepted) {
        const win = cardsOf(purchase).reduce((sum, c) => sum + (results.prizes.get(c.index) ?? 0), 0);
        const outcome: StudioBingoOutcome = {
          ...(purchase.outcome as StudioBingoOutcome),
          draw: called,
          drawClientSeed,
          stages: results.stages,
          totalWin: win,
        };
        await recordPurchaseResult(trx, purchase.id, win, outcome);
      }
      await recordDraw(
        trx,
        { id: game.id, seedId: game.seed_id, revealedSeed: seeds.serverSeed },
        {
          cardsSold: results.cardsSold,
          pot: results.pot,
          draw: called,
          results: results.stages,
          drawClientSeed,
          drawSeedParts,
        },
      );
      return 'drawn';
    });
  }

  /**
   * Pays a drawn game's wins through the wallet API: each purchase's win once (its transaction id is its round's,
   * so a second or concurrent settlement is answered the same and pays nothing more), then the game is closed.
   */
  async function settle(gameId: string): Promise<{ paid: number; pending: number; closed: boolean }> {
    const game = await gameById(db, gameId);
    if (!game || game.status === 'open') return { paid: 0, pending: 0, closed: false };
    let paid = 0;
    let pending = 0;
    for (const round of await purchasesOf(db, game.seed_id)) {
      if (round.status !== 'bet_accepted' || round.awaits_draw) continue;
      try {
        await flow.settle(round);
        paid += 1;
      } catch {
        pending += 1;
      }
    }
    const closed = await closeGameIfPaid(db, gameId, game.seed_id);
    return { paid, pending, closed };
  }

  return {
    schedule,
    draw,
    settle,

    /** One pass of the schedule (the job engine runs it): new games, due draws, wins to pay. */
    async tick(limit = 20) {
      const report = { scheduled: await schedule(), drawn: 0, waiting: 0, paid: 0, pending: 0 };
      for (const game of await pendingGames(db, limit)) {
        if (game.status === 'open') {
          const result = await draw(game.game_id);
          if (result === 'drawn') report.drawn += 1;
          if (result === 'waiting') report.waiting += 1;
          if (result !== 'drawn') continue;
        }
        const paid = await settle(game.game_id);
        report.paid += paid.paid;
        report.pending += paid.pending;
      }
      return report;
    },

    async rooms(session: Session): Promise<StudioBingoRooms> {
      const game = bingoGameOf(session);
      const rooms = [];
      for (const room of game.rooms) {
        const next = await gameOnSale(db, game.code, room.code);
        const last = await lastDrawn(db, game.code, room.code);
        const mine = next ? await purchasesOf(db, next.seed_id, session.player_key) : [];
        rooms.push({
          room: room.code,
          next: next ? summary(next) : null,
          myCards: mine.reduce((n, p) => n + cardsOf(p).length, 0),
          last: last ? summary(last) : null,
        });
      }
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
      return { now: iso(rows[0]!.now), rooms };
    },

    /** Buys cards in a game on sale: cards from the game's seeds, their price staked through the wallet API. */
    async buy(session: Session, body: StudioBingoBuyRequest): Promise<StudioBingoPurchase> {
      const game = bingoGameOf(session);
      // The pot is shared between members' real money: a free trial has no place in it.
      if (session.demo || !session.player_id) throw new StudioError('BET_INVALID');
      let round = (await roundByKey(db, session.player_key, body.idempotencyKey)) as Round | undefined;
      if (round) {
        const outcome = round.outcome as StudioBingoOutcome;
        if (outcome.gameId !== body.gameId || outcome.cards?.length !== body.count)
          throw new StudioError('CONFLICT');
      } else {
        try {
          round = await db.transaction().execute(async (trx) => {
            const row = await lockGameOnSale(trx, body.gameId, game.code);
            if (!row) {
              const known = await gameExists(trx, body.gameId);
              throw new StudioError(known ? 'SALES_CLOSED' : 'NOT_FOUND');
            }
            const room = roomOf(game, row.room_code);
            const held = (await purchasesOf(trx, row.seed_id, session.player_key)).reduce(
              (n, p) => n + cardsOf(p).length,
              0,
            );
            if (body.count > room.maxCards - held) throw new StudioError('BET_INVALID');
            // The buyer's own seed (their active pair's) enters the game's draw as it is now (bingoDrawSeedParts).
            const buyerSeed = await activeSeed(trx, session.player_key);
            const first = await takeCards(trx, row.id, body.count);
            const cards = bingoCards(
              { serverSeed: vault.open(row.server_seed_sealed), clientSeed: row.client_seed },
              first,
              body.count,
            );
            const outcome: StudioBingoOutcome = {
              gameId: row.game_id,
              room: row.room_code,
              cardPrice: Number(row.card_price),
              cards,
              ...(buyerSeed ? { buyerClientSeed: buyerSeed.client_seed } : {}),
              draw: null,
              stages: null,
              totalWin: 0,
            };
            return trx
              .insertInto('studio_rounds')
              .values({
                round_id: `SB${randomBytes(12).toString('hex')}`,
                player_key: session.player_key,
                player_id: session.player_id,
                idempotency_key: body.idempotencyKey,
                demo: false,
                game_code: game.code,
                variant: session.variant,
                currency: session.currency,
                seed_id: row.seed_id,
                client_seed: row.client_seed,
                nonce: first + 1,
                bet: Number(row.card_price) * body.count,
                win: 0,
                outcome: JSON.stringify(outcome),
                status: 'created',
                awaits_draw: true,
              })
              .returningAll()
              .executeTakeFirstOrThrow() as Promise<Round>;
          });
        } catch (error) {
          if (error instanceof StudioError) throw error;
          // The same key raced in from a retry: answer the purchase the other request recorded.
          round = (await roundByKey(db, session.player_key, body.idempotencyKey)) as Round | undefined;
          if (!round) throw error;
        }
      }
      if (round.status === 'created') round = await flow.placeBet(round);
      if (round.status === 'rolled_back')
        throw new StudioError(refusalCode((round.refusal ?? 'OK') as never));
      const outcome = round.outcome as StudioBingoOutcome;
      return {
        roundId: round.round_id,
        gameId: outcome.gameId,
        cards: outcome.cards,
        bet: Number(round.bet),
        balanceAfter: round.balance_before === null ? null : Number(round.balance_before) - Number(round.bet),
      };
    },

    /** A game as this member sees it: everyone's figures, the draw once drawn, and only the member's own cards. */
    async game(session: Session, gameId: string): Promise<StudioBingoGameState> {
      const game = bingoGameOf(session);
      const row = await gameById(db, gameId);
      if (!row || row.game_code !== game.code) throw new StudioError('NOT_FOUND');
      const mine = await purchasesOf(db, row.seed_id, session.player_key);
      const myCards: StudioBingoCard[] = mine.flatMap(cardsOf);
      const stages = row.status === 'open' ? null : (row.results as StudioBingoStageResult[]);
      const own = new Set(myCards.map((c) => c.index));
      const myWin = (stages ?? []).reduce(
        (sum, s) => sum + s.winners.reduce((w, card, i) => w + (own.has(card) ? s.prizes[i]! : 0), 0),
        0,
      );
      return {
        game: summary(row),
        draw: row.status === 'open' ? null : (row.draw as number[]),
        drawSeedParts: row.status === 'open' ? null : row.draw_seed_parts,
        stages,
        myCards,
        myWin,
      };
    },
  };
}
export type BingoService = ReturnType<typeof createBingoService>;

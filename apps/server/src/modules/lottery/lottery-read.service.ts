import type {
  Locale,
  LotteryDraw,
  LotteryGame,
  LotteryMenuGroup,
  LotteryOdds,
  MyLotteryBets,
  OpenedNumero,
} from '@suerte/contracts';
import { LOTTERY_MENU_TAGS } from '@suerte/contracts';
import { BET_SHAPES, BET_TYPES, costMultiplier } from '@suerte/contracts/lottery-rules';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { databaseNow, enabledGames, gameByCode, type GameRow } from './lottery-draws.repository.js';
import { termsFor } from './lottery-odds.repository.js';
import {
  betView,
  drawView,
  gameView,
  menuIconUrl,
  menuLabel,
  type BetFields,
  type DrawFields,
} from './lottery-views.js';

const DRAW_COLUMNS = sql`d.id, d.game_code, d.numero, d.draw_at, d.lock_at, d.status, d.seed_hash, d.server_seed,
  d.client_seed, d.nonce, d.result, d.demo`;
const SHOWN_RESULT = sql`d.status in ('RESULTED', 'SETTLED')`;

/** Each game's current draw (the next not drawn yet) and its last result. */
async function currentAndLast(db: Database) {
  const current = await sql<DrawFields>`
    select ${DRAW_COLUMNS} from lottery_games g
      cross join lateral (select * from lottery_draws d where d.game_code = g.code and d.draw_at > now()
        and d.status in ('OPEN', 'LOCKED') order by d.draw_at limit 1) d
     where g.enabled`.execute(db);
  const last = await sql<DrawFields>`
    select ${DRAW_COLUMNS} from lottery_games g
      cross join lateral (select * from lottery_draws d where d.game_code = g.code and ${SHOWN_RESULT}
        order by d.draw_at desc limit 1) d
     where g.enabled`.execute(db);
  return {
    current: new Map(current.rows.map((d) => [d.game_code, d])),
    last: new Map(last.rows.map((d) => [d.game_code, d])),
  };
}

export function createLotteryReads(db: Database) {
  async function games(
    locale: Locale,
  ): Promise<{ list: LotteryGame[]; serverTime: string; rows: GameRow[] }> {
    const [rows, now, draws] = await Promise.all([enabledGames(db), databaseNow(db), currentAndLast(db)]);
    const list = rows.map((g) =>
      gameView(g, draws.current.get(g.code) ?? null, draws.last.get(g.code) ?? null, now, locale),
    );
    return { list, serverTime: now.toISOString(), rows };
  }

  async function gameOrNotFound(code: string): Promise<GameRow> {
    const game = await gameByCode(db, code);
    if (!game) throw new AppError('NOT_FOUND');
    return game;
  }

  return {
    async games(locale: Locale) {
      const { list, serverTime } = await games(locale);
      return { list, serverTime };
    },

    /** The operator's popular games first (by rank), then the rest in menu order. */
    async popular(locale: Locale, count: number) {
      const { list, serverTime, rows } = await games(locale);
      const rank = new Map(rows.map((g) => [g.code, g.popular_rank ?? Number.MAX_SAFE_INTEGER]));
      const sorted = list
        .map((g, i) => ({ g, i }))
        .sort((a, b) => rank.get(a.g.code)! - rank.get(b.g.code)! || a.i - b.i)
        .map((x) => x.g);
      return { list: sorted.slice(0, count), serverTime };
    },

    async menu(locale: Locale): Promise<{ list: LotteryMenuGroup[]; serverTime: string }> {
      const { list, serverTime } = await games(locale);
      const groups = LOTTERY_MENU_TAGS.map((tag) => ({
        tag,
        gameMenuTag: tag,
        labelName: menuLabel(tag, locale),
        webIconUrl: menuIconUrl(tag),
        gameMenus: list.filter((g) => g.gameMenuTag === tag),
      })).filter((group) => group.gameMenus.length > 0);
      return { list: groups, serverTime };
    },

    /** The newest results over every game. */
    async recent(locale: Locale, count: number): Promise<{ list: LotteryDraw[] }> {
      const [rows, now] = await Promise.all([enabledGames(db), databaseNow(db)]);
      const byCode = new Map(rows.map((g) => [g.code, g]));
      const { rows: draws } = await sql<DrawFields>`
        select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code and g.enabled
         where ${SHOWN_RESULT} order by d.draw_at desc, d.id desc limit ${count}`.execute(db);
      return { list: draws.map((d) => drawView(d, byCode.get(d.game_code)!, now, locale)) };
    },

    async openedNumeros(locale: Locale, gameCodes: string[] | null) {
      const [rows, now, draws] = await Promise.all([enabledGames(db), databaseNow(db), currentAndLast(db)]);
      const list = rows
        .filter((g) => gameCodes === null || gameCodes.includes(g.code))
        .flatMap((g) => {
          const draw = draws.current.get(g.code);
          return draw ? [drawView(draw, g, now, locale)] : [];
        });
      return { list, serverTime: now.toISOString() };
    },

    async openedNumero(locale: Locale, gameCode: string): Promise<OpenedNumero> {
      const game = await gameOrNotFound(gameCode);
      const [now, draws] = await Promise.all([databaseNow(db), currentAndLast(db)]);
      const current = draws.current.get(game.code) ?? null;
      return {
        game: gameView(game, current, draws.last.get(game.code) ?? null, now, locale),
        draw: current ? drawView(current, game, now, locale) : null,
        serverTime: now.toISOString(),
      };
    },

    /** The results board: the game's last drawn draws, newest first. */
    async gameDraws(locale: Locale, gameCode: string, count: number) {
      const game = await gameOrNotFound(gameCode);
      const now = await databaseNow(db);
      const { rows } = await sql<DrawFields>`
        select ${DRAW_COLUMNS} from lottery_draws d
         where d.game_code = ${game.code} and ${SHOWN_RESULT}
         order by d.draw_at desc limit ${count}`.execute(db);
      return { list: rows.map((d) => drawView(d, game, now, locale)) };
    },

    async draw(locale: Locale, gameCode: string, numero: string): Promise<LotteryDraw> {
      const game = await gameOrNotFound(gameCode);
      const now = await databaseNow(db);
      const { rows } = await sql<DrawFields>`
        select ${DRAW_COLUMNS} from lottery_draws d
         where d.game_code = ${game.code} and d.numero = ${numero}`.execute(db);
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return drawView(rows[0], game, now, locale);
    },

    async odds(merchant: { code: string; currency: string }, gameCode: string): Promise<LotteryOdds> {
      const game = await gameOrNotFound(gameCode);
      const terms = await termsFor(db, merchant.code, game.region);
      const offered = BET_TYPES.filter(
        (t) =>
          BET_SHAPES[t].regions.includes(game.region) &&
          (game.game_type === 'ELOTT' || BET_SHAPES[t].digits > 0),
      );
      return {
        gameCode: game.code,
        region: game.region,
        currency: merchant.currency,
        betTypes: offered.map((betType) => {
          const shape = BET_SHAPES[betType];
          const t = terms[betType];
          return {
            betType,
            digits: shape.digits,
            setSize: shape.setSize ?? null,
            pricePerPoint: t.pricePerPoint,
            winPerPoint: t.winPerPoint,
            costMultiplier: costMultiplier(betType, game.region),
            ...t.limits,
          };
        }),
      };
    },

    async myBets(
      locale: Locale,
      memberId: number,
      q: { gameCode?: string; numero?: string; pageNo: number; pageSize: number },
    ): Promise<MyLotteryBets> {
      let query = db
        .selectFrom('lottery_bets as b')
        .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
        .where('b.member_id', '=', memberId);
      if (q.gameCode) query = query.where('d.game_code', '=', q.gameCode);
      if (q.numero) query = query.where('d.numero', '=', q.numero);
      const [rows, total, gameRows] = await Promise.all([
        query
          .selectAll('b')
          .select(['d.game_code', 'd.numero'])
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('lottery_games').selectAll().execute(),
      ]);
      const games = new Map(gameRows.map((g) => [g.code, { ...g, weekdays: [] as number[] }]));
      return {
        list: rows.map((b) => betView(b as BetFields, games.get(b.game_code)!, b.numero, locale)),
        total: Number(total.n),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
  };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;

import type {
  Game,
  GameListResponse,
  Locale,
  RankEntry,
  VendorGroup,
  favouriteListBodySchema,
  gameListBodySchema,
  rankListBodySchema,
  roomListBodySchema,
  vassGameTypeBodySchema,
} from '@suerte/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { pickLocalized } from '../../lib/localized.js';
import { pageCount, toGame } from './game-card.js';
import { maskName, searchPattern } from './game-search.js';
import { pageCache } from './page-cache.js';
import {
  addFavourite,
  favouriteNodeIds,
  favouritesAmong,
  isListedGame,
  listFavouriteGames,
  removeFavourite,
} from './favourites.repository.js';
import {
  type GameCardRow,
  type GameListFilter,
  launchableGame,
  listAlternatives,
  listGamesPage,
  listMerchantVendors,
  listNewGames,
  listRooms,
  listVendorRooms,
  listVendorClassifies,
  playableGameOf,
} from './games.repository.js';
import {
  listHotGames,
  listLeaders,
  listRecentGames,
  listWinners,
  merchantCurrency,
} from './played-games.repository.js';
import { buildVendorGroups } from './vendor-groups.js';

/** Spec §9: popular games 100. */
const HOT_GAMES_LIMIT = 100;

/** What a launch of a catalogue entry starts (see launchTarget). */
export type LaunchTarget =
  | { kind: 'not-found' }
  | { kind: 'maintenance'; game: { node_id: string; category: string; classify: string | null } }
  | {
      kind: 'playable';
      vendor: string;
      gameCode: string;
      demo: boolean;
      /** The catalogue entry's own vendor (the demo vendor for a demo entry). */
      listedVendor: string;
      /** 0: a free trial is offered (spec §2). */
      supportPlay: number;
    };

/** Who is asking: the request's merchant and language, and the member when a session came with it. */
export interface Viewer {
  merchantCode: string;
  memberId: number | null;
  locale: Locale;
}

/** Distinct game-list answers kept per node (each a page of at most 100 games). */
const CACHED_PAGES = 500;

/**
 * options.cacheMs: how long a game-list page is reused (the settings cache's lifetime; 0: never).
 * options.preparedPool: the pool under db when it is PostgreSQL, to run the game list as named prepared
 * statements (null on the embedded database, whose connections share one session).
 */
export function createGamesService(
  db: Database,
  options: { cacheMs?: number; preparedPool?: pg.Pool | null } = {},
) {
  const prepared = options.preparedPool ?? null;
  const pages = pageCache<{ rows: GameCardRow[]; total: number }>(options.cacheMs ?? 0, CACHED_PAGES);
  const hot = pageCache<GameCardRow[]>(options.cacheMs ?? 0, CACHED_PAGES);
  const newest = pageCache<GameCardRow[]>(options.cacheMs ?? 0, CACHED_PAGES);
  const ranks = pageCache<{ list: RankEntry[] }>(options.cacheMs ?? 0, CACHED_PAGES);

  /** A page and the count of all matches; past the last page there is no row to carry the count. */
  async function loadPage(filter: GameListFilter) {
    const rows = await listGamesPage(db, filter, prepared);
    if (rows.length > 0 || filter.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
    const first = await listGamesPage(db, { ...filter, limit: 1, offset: 0 }, prepared);
    return { rows, total: Number(first[0]?.total ?? 0) };
  }

  return {
    async vendorGroups(merchantCode: string, locale: Locale): Promise<VendorGroup[]> {
      return buildVendorGroups(await listMerchantVendors(db, merchantCode), locale);
    },

    /** GCSGAME_gameList: a page of a category's games with every filter of the slots page. */
    async gameList(viewer: Viewer, body: z.output<typeof gameListBodySchema>): Promise<GameListResponse> {
      // Pages are the same for every member (cached without isFav); the member's favourites come on top.
      const filter: GameListFilter = {
        merchantCode: viewer.merchantCode,
        memberId: null,
        category: body.gameType,
        vendor: body.vassalage,
        classify: body.gameClassify,
        namePattern: searchPattern(body.gameName),
        language: viewer.locale,
        maxMinBet: body.minBet,
        minLines: body.minLineNum,
        limit: body.pageSize,
        offset: (body.pageNo - 1) * body.pageSize,
      };
      const { rows, total } = await pages(JSON.stringify(filter), () => loadPage(filter));
      const favourites =
        viewer.memberId === null
          ? new Set<string>()
          : await favouritesAmong(
              db,
              viewer.memberId,
              rows.map((r) => r.node_id),
            );
      return {
        games: rows.map((r) => toGame(r, viewer.locale, favourites.has(r.node_id))),
        total,
        totalPages: pageCount(total, body.pageSize),
        pageNo: body.pageNo,
      };
    },

    async vassGameTypes(merchantCode: string, body: z.output<typeof vassGameTypeBodySchema>) {
      const rows = await listVendorClassifies(db, merchantCode, body.gameType, body.vassalage);
      return {
        list: rows.map((r) => ({ vassalage: r.vendor_code, gameClassify: r.classify!, count: r.count })),
      };
    },

    /** Hot games: an aggregate over a week of rounds, so shared per merchant like the list pages. */
    async hotGames(viewer: Viewer): Promise<Game[]> {
      const rows = await hot(viewer.merchantCode, () =>
        listHotGames(db, viewer.merchantCode, null, HOT_GAMES_LIMIT),
      );
      const favourites =
        viewer.memberId === null
          ? new Set<string>()
          : await favouritesAmong(
              db,
              viewer.memberId,
              rows.map((r) => r.node_id),
            );
      return rows.map((r) => toGame(r, viewer.locale, favourites.has(r.node_id)));
    },

    /** The newest games of the merchant, the same for everyone (cached like the list pages; no isFav). */
    async newGames(viewer: Viewer, count: number): Promise<Game[]> {
      const rows = await newest(`${viewer.merchantCode}:${count}`, () =>
        listNewGames(db, viewer.merchantCode, count),
      );
      return rows.map((r) => toGame(r, viewer.locale));
    },

    async recentGames(viewer: Viewer, count: number): Promise<Game[]> {
      if (viewer.memberId === null) return [];
      const rows = await listRecentGames(db, viewer.merchantCode, viewer.memberId, count);
      return rows.map((r) => toGame(r, viewer.locale));
    },

    /** Winner board and leaderboard: aggregates over a week of rounds, shared like the list pages. */
    async rankList(merchantCode: string, body: z.output<typeof rankListBodySchema>, locale: Locale) {
      return ranks(JSON.stringify([merchantCode, body, locale]), () =>
        loadRankList(db, merchantCode, body, locale),
      );
    },

    async rooms(merchantCode: string, body: z.output<typeof roomListBodySchema>, locale: Locale) {
      const [rows, reported] = await Promise.all([
        listRooms(db, merchantCode, body.gameType, body.vassalage),
        listVendorRooms(db, merchantCode, body.gameType, body.vassalage),
      ]);
      const card = (r: (typeof rows)[number]) => {
        const game = toGame(r, locale);
        return {
          nodeId: game.nodeId,
          gameName: game.gameName,
          vassalage: game.vassalage,
          iconUrl: game.iconUrl,
          minBet: game.minBet,
          status: game.status,
        };
      };
      return {
        rooms: [
          ...rows.map((r) => ({
            roomId: r.room_id!,
            ...card(r),
            roomName: null,
            seats: null,
            seated: null,
            roomStatus: null,
          })),
          // Tables the vendor reported, with their occupancy: each is its own room of the game.
          ...reported.map((r) => ({
            ...card(r),
            roomId: r.room_id,
            minBet: Number(r.stake),
            roomName: r.room_names?.[locale] ?? r.room_name,
            seats: r.seats,
            seated: r.seated,
            roomStatus: r.room_status,
          })),
        ],
      };
    },

    /** Favourites list: empty without a member (spec §6). */
    async favourites(viewer: Viewer, body: z.output<typeof favouriteListBodySchema>) {
      if (viewer.memberId === null) return { content: [], total: 0, totalPages: 0 };
      const offset = (body.pageNo - 1) * body.pageSize;
      const rows = await listFavouriteGames(db, viewer.merchantCode, viewer.memberId, {
        limit: body.pageSize,
        offset,
      });
      const total = Number(
        rows[0]?.total ?? (await favouriteNodeIds(db, viewer.merchantCode, viewer.memberId)).length,
      );
      return {
        content: rows.map((r) => toGame(r, viewer.locale)),
        total,
        totalPages: pageCount(total, body.pageSize),
      };
    },

    async favouriteIds(viewer: Viewer): Promise<string[]> {
      if (viewer.memberId === null) return [];
      return favouriteNodeIds(db, viewer.merchantCode, viewer.memberId);
    },

    /** Adds a game the member's merchant lists (NOT_FOUND otherwise); answers the favourites after it. */
    async addFavourite(merchantCode: string, memberId: number, nodeId: string, vendor: string) {
      if (!(await isListedGame(db, merchantCode, nodeId, vendor))) throw new AppError('NOT_FOUND');
      await addFavourite(db, memberId, nodeId);
      return favouriteNodeIds(db, merchantCode, memberId);
    },

    /**
     * What launching a listed game starts: the game itself, or for a demo catalogue entry the studio's playable
     * game of its kind (so every demo entry can be played). A game under maintenance (or a demo entry whose
     * studio has no playable game of its kind) comes back as such: the launch refuses it and offers
     * alternatives (spec §8).
     */
    async launchTarget(merchantCode: string, nodeId: string): Promise<LaunchTarget> {
      const game = await launchableGame(db, merchantCode, nodeId);
      if (!game) return { kind: 'not-found' };
      if (game.under_maintenance) return { kind: 'maintenance', game };
      const listing = { listedVendor: game.vendor_code, supportPlay: game.support_play };
      if (game.plays_as_vendor === null) {
        return {
          kind: 'playable',
          vendor: game.vendor_code,
          gameCode: game.node_id,
          demo: false,
          ...listing,
        };
      }
      const studio = await playableGameOf(db, game.plays_as_vendor, game.category, game.classify);
      if (!studio) return { kind: 'maintenance', game };
      return {
        kind: 'playable',
        vendor: studio.vendor_code,
        gameCode: studio.node_id,
        demo: true,
        ...listing,
      };
    },

    /** Playable games like one under maintenance (spec §8 "game under maintenance with alternatives"). */
    async alternatives(viewer: Viewer, nodeId: string, count = 6): Promise<Game[]> {
      const game = await launchableGame(db, viewer.merchantCode, nodeId);
      if (!game) return [];
      const rows = await listAlternatives(db, viewer.merchantCode, game, count);
      return rows.map((r) => toGame(r, viewer.locale));
    },

    async removeFavourite(merchantCode: string, memberId: number, nodeId: string, vendor: string) {
      await removeFavourite(db, memberId, nodeId, vendor);
      return favouriteNodeIds(db, merchantCode, memberId);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

/** The winner board or leaderboard of a merchant (see played-games.repository.ts). */
async function loadRankList(
  db: Database,
  merchantCode: string,
  body: z.output<typeof rankListBodySchema>,
  locale: Locale,
) {
  const currency = await merchantCurrency(db, merchantCode);
  if (body.type === 'LEADERBOARD') {
    const rows = await listLeaders(db, merchantCode, body.gameType, body.count);
    return {
      list: rows.map((r, i): RankEntry => ({
        rank: i + 1,
        name: maskName(r.username),
        nodeId: null,
        gameName: null,
        vassalage: '',
        amount: Number(r.won),
        currency,
        at: null,
      })),
    };
  }
  const rows = await listWinners(db, merchantCode, body.gameType, body.count);
  return {
    list: rows.map((r, i): RankEntry => ({
      rank: i + 1,
      name: maskName(r.username),
      nodeId: r.game_code,
      gameName: r.game_name ? pickLocalized(r.game_name, locale) : r.game_code,
      vassalage: r.vendor_code,
      amount: Number(r.win_total),
      currency,
      at: r.closed_at ? new Date(r.closed_at).toISOString() : null,
    })),
  };
}

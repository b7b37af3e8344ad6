import { z } from 'zod';
import { GAME_CATEGORIES } from './game-categories.js';
import { localeInputSchema } from './locale-schema.js';

export const gameCategorySchema = z.enum(GAME_CATEGORIES);

/** Slot kinds of the slots page tabs (spec §2): slot machine, video poker, table games, arcade. */
export const GAME_CLASSIFIES = ['JP', 'VP', 'TG', 'AC'] as const;
export const gameClassifySchema = z.enum(GAME_CLASSIFIES);
export type GameClassify = z.infer<typeof gameClassifySchema>;

/** ON: playable. MAINTENANCE: listed but not playable now (the vendor's feed, or an operator's kill switch). */
export const GAME_STATUSES = ['ON', 'MAINTENANCE'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Kinds of catalogue entry (spec §3 "isGame"): GAME, a game; VASSALAGE, a vendor entry listed like a game that
 * opens the list of its vendor's (vassalage's) games in its category (spec §4).
 */
export const GAME_ENTRY_KINDS = ['GAME', 'VASSALAGE'] as const;
export type GameEntryKind = (typeof GAME_ENTRY_KINDS)[number];

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  vendorName: z.string(),
  iconUrl: z.string(),
  maintenance: z.boolean(),
  demo: z.boolean(),
});
export const vendorLaneSchema = z.object({ title: z.string(), cards: z.array(vendorCardSchema) });
export const vendorGroupSchema = z.object({
  gameCategory: gameCategorySchema,
  vendors: z.array(vendorLaneSchema),
});
export type VendorGroup = z.infer<typeof vendorGroupSchema>;
export type VendorCard = z.infer<typeof vendorCardSchema>;
export const gameSchema = z.object({
  nodeId: z.string(),
  /** The vendor's own name of the game. */
  nodeName: z.string(),
  /** The name in the request's language (English when the game has none in it). */
  gameName: z.string(),
  iconUrl: z.string(),
  showIcon: z.boolean(),
  vassalage: z.string(),
  gameCategory: gameCategorySchema,
  gameClassify: gameClassifySchema.nullable(),
  /** 0: free trial available (spec §2 "free trial when supportPlay is 0"). */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isFav: z.boolean(),
  roomId: z.string().nullable(),
  /** Smallest bet, in minor units of the merchant's currency. */
  minBet: z.number().int(),
  minLineNum: z.number().int(),
  status: z.enum(GAME_STATUSES),
  /** Demo catalogue entry (labelled demo; it launches the studio game of its kind). */
  demo: z.boolean(),
  /** VASSALAGE: not a game but its vendor's entry; it opens the vendor's games (spec §4). */
  isGame: z.enum(GAME_ENTRY_KINDS),
});
export type Game = z.infer<typeof gameSchema>;

/** An empty string in a filter means "all", as the slots page sends it. */
const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GCSGAME_gameList (spec §7 "Slots list"). */
export const gameListBodySchema = z
  .object({
    clientType: z.number().int().min(0).max(99).default(3),
    platform: z.string().max(8).default('W'),
    channel: z.string().max(32).optional(),
    /** The merchant code; it must be the request's merchant (another merchant's list is empty). */
    merchant: allOr(z.string().max(32)),
    gameType: gameCategorySchema.default('RNG'),
    vassalage: allOr(z.string().max(32)),
    gameClassify: allOr(gameClassifySchema),
    /** Part of the name in the member's language; accents and case do not matter. */
    gameName: allOr(z.string().max(64)),
    /** Games playable with a bet of at most this (minor units): their smallest bet is not above it. */
    minBet: z.number().int().min(0).optional(),
    /** Games with at least this many lines. */
    minLineNum: z.number().int().min(0).optional(),
    pageNo: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
    language: localeInputSchema.optional(),
  })
  .strict();
export const gameListResponseSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageNo: z.number().int(),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** getVassGameType: the slot kinds each vendor of a category has, with how many games. */
export const vassGameTypeBodySchema = z
  .object({
    gameType: gameCategorySchema.default('RNG'),
    vassalage: allOr(z.string().max(32)),
    merchantCode: z.string().max(32).optional(),
  })
  .strict();
export const vassGameTypeResponseSchema = z.object({
  list: z.array(
    z.object({ vassalage: z.string(), gameClassify: gameClassifySchema, count: z.number().int() }),
  ),
});

/** Favourites list (spec §7): the member's favourite games; empty without a token (spec §6). */
export const favouriteListBodySchema = z
  .object({
    clientType: z.number().int().min(0).max(99).default(3),
    platform: z.string().max(8).default('W'),
    pageNo: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(999).default(999),
    language: localeInputSchema.optional(),
  })
  .strict();
export const favouriteListResponseSchema = z.object({
  content: z.array(gameSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});
/** Favourites get: the node ids of the member's favourites (spec §3), as strings. */
export const favouriteIdsBodySchema = z
  .object({
    clientType: z.number().int().min(0).max(99).optional(),
    platform: z.string().max(8).optional(),
  })
  .strict();
export const favouriteIdsResponseSchema = z.object({ list: z.array(z.string()) });
/** Favourite add / remove, by node id and vendor (spec §7); answers the favourites after the change. */
export const favouriteChangeBodySchema = z
  .object({ nodeId: z.string().min(1).max(64), vendor: z.string().min(1).max(32) })
  .strict();

/** GCSGAME_newGames: the games the merchant listed last, newest first (the home page's "New games"). */
export const newGamesBodySchema = z
  .object({
    count: z.number().int().min(1).max(100).default(20),
    language: localeInputSchema.optional(),
  })
  .strict();
export const newGamesResponseSchema = z.object({ list: z.array(gameSchema) });

/** GCS_recentGame: the games the member played last, newest first; empty without a token. */
export const recentGamesBodySchema = z
  .object({
    count: z.number().int().min(1).max(100).default(20),
    language: localeInputSchema.optional(),
  })
  .strict();
export const recentGamesResponseSchema = z.object({ list: z.array(gameSchema) });

/** GCSGAME_getRankList: WINNER, the newest winning rounds; LEADERBOARD, the biggest winners of the last 7 days. */
export const RANK_LIST_TYPES = ['WINNER', 'LEADERBOARD'] as const;
export const rankListBodySchema = z
  .object({
    type: z.enum(RANK_LIST_TYPES).default('WINNER'),
    gameType: allOr(gameCategorySchema),
    count: z.number().int().min(1).max(100).default(20),
    language: localeInputSchema.optional(),
  })
  .strict();
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  /** The member's name, masked (first two characters and the last one). */
  name: z.string(),
  nodeId: z.string().nullable(),
  gameName: z.string().nullable(),
  vassalage: z.string(),
  /** Won, in minor units of the merchant's currency. */
  amount: z.number().int(),
  currency: z.string(),
  /** When the round settled (WINNER); null for the leaderboard's sums. */
  at: z.string().nullable(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;
export const rankListResponseSchema = z.object({ list: z.array(rankEntrySchema) });

/** GLS2_roomList: the PVP rooms (games with a room) of the merchant's vendors. */
export const roomListBodySchema = z
  .object({
    gameType: gameCategorySchema.default('PVP'),
    vassalage: allOr(z.string().max(32)),
    language: localeInputSchema.optional(),
  })
  .strict();
export const roomListResponseSchema = z.object({
  rooms: z.array(
    z.object({
      roomId: z.string(),
      nodeId: z.string(),
      gameName: z.string(),
      vassalage: z.string(),
      iconUrl: z.string(),
      minBet: z.number().int(),
      status: z.enum(GAME_STATUSES),
      /** Occupancy the vendor reported (null for a room without a snapshot). */
      roomName: z.string().nullable().default(null),
      seats: z.number().int().nullable().default(null),
      seated: z.number().int().nullable().default(null),
      /** OPEN (seats free), PLAYING (a hand is being dealt) or CLOSED; null without a snapshot. */
      roomStatus: z.enum(['OPEN', 'PLAYING', 'CLOSED']).nullable().default(null),
    }),
  ),
});

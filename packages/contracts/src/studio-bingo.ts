import { z } from 'zod';
import { studioIdempotencyKeySchema } from './studio-shared.js';

/**
 * 75-ball bingo (kind `bingo`): rooms that run games on a schedule. Members buy cards while a game's sales are
 * open (`POST /studio/api/bingo/buy`); at the sales close (the database's clock) the game's 75 balls are drawn
 * from its seeds and the pot (a published share of the card sales) is split between the winners of each pattern.
 * Every card and the ball order come from the game's seeds: card i is the stream of nonce i + 1, the ball order
 * the stream of nonce 0 (the /fair verifier's "bingo-card" and "bingo-draw"). Amounts in minor units.
 */
export const BINGO_STAGE_PATTERNS = ['line', 'fourCorners', 'x', 'frame', 'blackout'] as const;
export type BingoStagePattern = (typeof BINGO_STAGE_PATTERNS)[number];

export const studioBingoStageSchema = z.object({
  pattern: z.enum(BINGO_STAGE_PATTERNS),
  /** Share of the pot in basis points (the stages of a room add up to 10 000). */
  shareBp: z.number().int(),
});

export const studioBingoRoomSchema = z.object({
  code: z.string(),
  cardPrice: z.number().int().positive(),
  /** Most cards one member holds in one game. */
  maxCards: z.number().int().positive(),
  /** A game every this many seconds; sales close at the end of each period. */
  periodSeconds: z.number().int().positive(),
  /** Share of card sales paid into the pot, basis points (8 500 = 85 %). */
  returnBp: z.number().int(),
  /** Patterns played in order, each with its share of the pot. */
  stages: z.array(studioBingoStageSchema),
});
export type StudioBingoRoom = z.infer<typeof studioBingoRoomSchema>;

/**
 * Bingo 75's published rooms (the studio plays them, the rules page shows them): a quick cheap room and a bigger
 * one; each pattern's share of a pot of 90 % of the card sales (the return the game's rules page publishes).
 */
export const BINGO_75_ROOMS: readonly StudioBingoRoom[] = [
  {
    code: 'sampaguita',
    cardPrice: 500,
    maxCards: 6,
    periodSeconds: 120,
    returnBp: 9_000,
    stages: [
      { pattern: 'line', shareBp: 2_000 },
      { pattern: 'fourCorners', shareBp: 2_000 },
      { pattern: 'blackout', shareBp: 6_000 },
    ],
  },
  {
    code: 'jade',
    cardPrice: 2_000,
    maxCards: 4,
    periodSeconds: 300,
    returnBp: 9_000,
    stages: [
      { pattern: 'line', shareBp: 1_500 },
      { pattern: 'x', shareBp: 2_500 },
      { pattern: 'blackout', shareBp: 6_000 },
    ],
  },
];

/** What a bingo session tells the game client besides the common fields (studio.ts). */
export const studioBingoGameShape = {
  rooms: z.array(studioBingoRoomSchema),
};

export const BINGO_GAME_STATUSES = ['OPEN', 'DRAWN', 'SETTLED'] as const;

/** One scheduled game of a room, as everyone sees it. */
export const studioBingoGameSummarySchema = z.object({
  gameId: z.string(),
  room: z.string(),
  status: z.enum(BINGO_GAME_STATUSES),
  /** ISO time of the sales close (the database's clock decides). */
  salesCloseAt: z.string(),
  /** SHA-256 of the game's server seed, published when its sales open. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The ball order's client seed (see the outcome's drawClientSeed): null until the draw, and for older games. */
  drawClientSeed: z.string().nullable(),
  /** Null until the draw. */
  serverSeed: z.string().nullable(),
  cardsSold: z.number().int(),
  /** The pot so far (sales × the room's share), or the pot played for once drawn. */
  pot: z.number().int(),
});
export type StudioBingoGameSummary = z.infer<typeof studioBingoGameSummarySchema>;

export const studioBingoCardSchema = z.object({
  /** 0-based index of the card in the game (sold order); its stream is nonce index + 1. */
  index: z.number().int(),
  /** 25 numbers row by row; 0 at the free centre. */
  numbers: z.array(z.number().int()),
});
export type StudioBingoCard = z.infer<typeof studioBingoCardSchema>;

export const studioBingoStageResultSchema = z.object({
  pattern: z.enum(BINGO_STAGE_PATTERNS),
  /** The stage's share of the pot. */
  pot: z.number().int(),
  /** 0-based index in the draw of the ball that won the stage; null with no cards. */
  ball: z.number().int().nullable(),
  /** Winning card indexes (game-wide). */
  winners: z.array(z.number().int()),
  /** What each winning card got, in the order of `winners`. */
  prizes: z.array(z.number().int()),
});
export type StudioBingoStageResult = z.infer<typeof studioBingoStageResultSchema>;

/** A member's purchase: its cards, and once drawn what they won (recall's outcome of a bingo round). */
export const studioBingoOutcomeSchema = z.object({
  gameId: z.string(),
  room: z.string(),
  cardPrice: z.number().int(),
  cards: z.array(studioBingoCardSchema),
  /** Balls in the order called (only as far as the last stage), null until the draw. */
  draw: z.array(z.number().int()).nullable(),
  /**
   * The client seed the balls were drawn with (nonce 0): made at the sales close from the game's client seed and
   * every purchase with its buyer's seed (bingoDrawClientSeed). Absent until the draw, and for older games (whose
   * order came from the game's client seed).
   */
  drawClientSeed: z.string().optional(),
  /** The buyer's client seed at the purchase, which enters the draw's client seed (absent on older purchases). */
  buyerClientSeed: z.string().optional(),
  /** The game's stage results, null until the draw. */
  stages: z.array(studioBingoStageResultSchema).nullable(),
  /** What this purchase's cards won in all. */
  totalWin: z.number().int(),
});
export type StudioBingoOutcome = z.infer<typeof studioBingoOutcomeSchema>;

// ---- GET /studio/api/bingo/rooms

export const studioBingoRoomStateSchema = z.object({
  room: z.string(),
  /** The game on sale (null for a moment between games). */
  next: studioBingoGameSummarySchema.nullable(),
  /** The member's cards in the game on sale. */
  myCards: z.number().int(),
  /** The room's latest drawn game. */
  last: studioBingoGameSummarySchema.nullable(),
});
export const studioBingoRoomsSchema = z.object({
  /** The server's clock (ISO), for the countdowns. */
  now: z.string(),
  rooms: z.array(studioBingoRoomStateSchema),
});
export type StudioBingoRooms = z.infer<typeof studioBingoRoomsSchema>;

// ---- POST /studio/api/bingo/buy

export const studioBingoBuyRequestSchema = z.strictObject({
  gameId: z.string().min(1).max(80),
  count: z.number().int().min(1).max(100),
  idempotencyKey: studioIdempotencyKeySchema,
});
export type StudioBingoBuyRequest = z.infer<typeof studioBingoBuyRequestSchema>;

export const studioBingoPurchaseSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  cards: z.array(studioBingoCardSchema),
  bet: z.number().int(),
  balanceAfter: z.number().int().nullable(),
});
export type StudioBingoPurchase = z.infer<typeof studioBingoPurchaseSchema>;

// ---- GET /studio/api/bingo/games/:gameId

/** A game as one member sees it: the game, its draw once drawn, and only this member's cards. */
export const studioBingoGameStateSchema = z.object({
  game: studioBingoGameSummarySchema,
  draw: z.array(z.number().int()).nullable(),
  /**
   * The parts the draw's client seed was mixed from, published with the draw: the game's client seed, then every
   * accepted purchase in card order as "firstCard:cards:buyerClientSeed"; SHA-256 of them joined by "/" is
   * game.drawClientSeed. Null until the draw, and for older games.
   */
  drawSeedParts: z.array(z.string()).nullable(),
  stages: z.array(studioBingoStageResultSchema).nullable(),
  myCards: z.array(studioBingoCardSchema),
  /** What the member's cards won in this game. */
  myWin: z.number().int(),
});
export type StudioBingoGameState = z.infer<typeof studioBingoGameStateSchema>;

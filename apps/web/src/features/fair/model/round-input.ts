import {
  COCK_RATING_MAX,
  DEFAULT_DRAW_BP,
  HIGH_CARD_MAX_PLAYERS,
  HIGH_CARD_MIN_PLAYERS,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  SPORTS_MAX_RATING,
  SPORTS_MIN_RATING,
  isValidClientSeed,
  mixClientSeed,
  parseSeedParts,
  type GameReplayInput,
  type ReplayGame,
} from '@suerte/fair';
import { LOTTERY_REGIONS, type LotteryRegionCode } from '@suerte/contracts/core';

/**
 * What a round needs besides its seeds: the player's mine count, the table size, the event's published ratings.
 * None of it is a bet or a balance; each is a whole number within the game's limits.
 */
export const PARAM_LIMITS = {
  mines: { min: MINES_MIN, max: MINES_MAX },
  players: { min: HIGH_CARD_MIN_PLAYERS, max: HIGH_CARD_MAX_PLAYERS },
  meron: { min: 1, max: COCK_RATING_MAX },
  wala: { min: 1, max: COCK_RATING_MAX },
  drawBp: { min: 1, max: 5000 },
  home: { min: SPORTS_MIN_RATING, max: SPORTS_MAX_RATING },
  away: { min: SPORTS_MIN_RATING, max: SPORTS_MAX_RATING },
} as const;
export type ParamName = keyof typeof PARAM_LIMITS;
export const PARAMS = Object.keys(PARAM_LIMITS) as ParamName[];

/**
 * A lottery draw: the region's prize layout drawn from the seeds (north 27 numbers, south and central 18), with
 * the game and draw number the link names, shown beside the result.
 */
export interface LotteryReplay {
  kind: 'lottery';
  region: LotteryRegionCode;
  gameCode?: string;
  numero?: string;
}

/** A game the verifier replays: a slot or baccarat (replayRound), a lottery draw, or another game (replayGame). */
export type FairReplay = ReplayGame | GameReplayInput | LotteryReplay;
type Params = Record<ParamName, number>;

interface FairGame {
  /** The `game` query parameter; the game's name is the `fair` catalog's games.<value>. */
  value: string;
  params: readonly ParamName[];
  replay: (params: Params, extra: LotteryFields) => FairReplay;
}

/** Lottery only: the region (its prize layout), and the game and draw the link names. */
export type LotteryField = 'region' | 'gameCode' | 'numero';
type LotteryFields = Record<LotteryField, string>;

/** The games a revealed round can be replayed for; the value is the `game` query parameter. */
export const FAIR_GAMES: readonly FairGame[] = [
  {
    value: 'lucky-dragon-94',
    params: [],
    replay: () => ({ kind: 'slot', gameId: 'lucky-dragon', variantId: '94' }),
  },
  {
    value: 'lucky-dragon-96',
    params: [],
    replay: () => ({ kind: 'slot', gameId: 'lucky-dragon', variantId: '96' }),
  },
  {
    value: 'jade-temple-95',
    params: [],
    replay: () => ({ kind: 'slot', gameId: 'jade-temple', variantId: '95' }),
  },
  { value: 'baccarat', params: [], replay: () => ({ kind: 'baccarat' }) },
  { value: 'mines', params: ['mines'], replay: (p) => ({ kind: 'mines', mines: p.mines }) },
  { value: 'crash', params: [], replay: () => ({ kind: 'crash' }) },
  { value: 'bingo-draw', params: [], replay: () => ({ kind: 'bingoDraw' }) },
  { value: 'bingo-card', params: [], replay: () => ({ kind: 'bingoCard' }) },
  { value: 'high-card', params: ['players'], replay: (p) => ({ kind: 'highCard', players: p.players }) },
  {
    value: 'cockfight',
    params: ['meron', 'wala', 'drawBp'],
    replay: (p) => ({ kind: 'cockfight', fight: { meron: p.meron, wala: p.wala, drawBp: p.drawBp } }),
  },
  {
    value: 'football',
    params: ['home', 'away'],
    replay: (p) => ({ kind: 'football', fixture: { home: p.home, away: p.away } }),
  },
  {
    value: 'lottery',
    params: [],
    replay: (_p, extra) => ({
      kind: 'lottery',
      region: extra.region as LotteryRegionCode,
      ...(GAME_CODE.test(extra.gameCode) ? { gameCode: extra.gameCode } : {}),
      ...(NUMERO.test(extra.numero) ? { numero: extra.numero } : {}),
    }),
  },
];

export const FIELDS = ['game', 'serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
export type FieldName = (typeof FIELDS)[number];
/** Mines only, optional: the tiles picked, in order (1–25, as the board numbers them), to replay the round. */
export type PicksField = 'picks';
/**
 * Games whose client seed is mixed from several parties' seeds (High Card: the table's and the seats'; a bingo
 * draw: the game's and every sale), optional: the parts joined by "/", as published. The page hashes them into
 * the client seed (SHA-256), which must then be the round's.
 */
export type SeedPartsField = 'seedParts';
export const MIXED_SEED_GAMES: readonly string[] = ['bingo-draw', 'high-card'];
export type RoundForm = Record<FieldName | ParamName | PicksField | SeedPartsField | LotteryField, string>;

/** What is wrong with a field: nothing typed, text of the wrong shape, or parts that do not give the seed. */
export type FieldIssue = 'required' | 'format' | 'mismatch';
export type FormIssues = Partial<
  Record<FieldName | ParamName | PicksField | SeedPartsField | 'region', FieldIssue>
>;

export interface RoundInput {
  game: FairReplay;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Mines: the tiles picked (0–24), in order, when given. */
  picks?: number[];
  /** The parts the client seed was mixed from, when given: SHA-256 of them joined by "/" is `clientSeed`. */
  seedParts?: string[];
}

// Server seeds are 32 CSPRNG bytes written as 64 lowercase hex characters; the commitment is SHA-256 in hex.
const SERVER_SEED = /^[0-9a-f]{64}$/;
const HASH = /^[0-9a-fA-F]{64}$/;
// Up to 2^53 - 1 (16 digits): the largest nonce a round can have.
const NONCE = /^\d{1,16}$/;
// The lottery's game codes and draw numbers (yyyyMMdd-N), only shown beside the recomputed draw.
const GAME_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const NUMERO = /^\d{8}-\d{1,5}$/;
const isRegion = (value: string): value is LotteryRegionCode =>
  (LOTTERY_REGIONS as readonly string[]).includes(value);

export const EMPTY_FORM: RoundForm = {
  game: FAIR_GAMES[0]!.value,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '',
  mines: '',
  players: '',
  meron: '',
  wala: '',
  // The published draw chance of a fight; a fight that published another one carries it in its link.
  drawBp: String(DEFAULT_DRAW_BP),
  home: '',
  away: '',
  picks: '',
  seedParts: '',
  region: 'north',
  gameCode: '',
  numero: '',
};

export function fairGame(value: string): FairGame | undefined {
  return FAIR_GAMES.find((g) => g.value === value);
}

/** The fields a game's round needs: the seeds, then its own parameters. */
export function fieldsOf(value: string): (FieldName | ParamName)[] {
  return [...FIELDS, ...(fairGame(value)?.params ?? [])];
}

const EXTRA_FIELDS = ['picks', 'seedParts', 'region', 'gameCode', 'numero'] as const;

/** The parts typed for a game that mixes its client seed (empty for the others). */
const seedPartsOf = (form: RoundForm) =>
  MIXED_SEED_GAMES.includes(form.game.trim()) ? form.seedParts.trim() : '';

/** The form as a link fills it (`/fair?game=…&serverSeed=…&mines=…`): unknown games fall back to the first one. */
export function formFromQuery(params: URLSearchParams): RoundForm {
  const form = { ...EMPTY_FORM };
  for (const field of [...FIELDS, ...PARAMS, ...EXTRA_FIELDS])
    form[field] = params.get(field)?.trim() ?? form[field];
  if (!fairGame(form.game)) form.game = EMPTY_FORM.game;
  return form;
}

/** True when a link carries every field its game needs, so the page can verify at once. */
export function queryIsComplete(params: URLSearchParams): boolean {
  const game = params.get('game')?.trim() ?? '';
  const form = formFromQuery(params);
  // A mixed client seed may come as its parts alone: the page computes it.
  const mixed = seedPartsOf(form) !== '';
  const given = (field: FieldName | ParamName, value: string) =>
    value !== '' || (field === 'clientSeed' && mixed);
  return (
    FIELDS.every((field) => given(field, params.get(field)?.trim() ?? '')) &&
    fieldsOf(game).every((field) => given(field, form[field]))
  );
}

const isParam = (field: FieldName | ParamName): field is ParamName => field in PARAM_LIMITS;

function fieldIssue(field: FieldName | ParamName, value: string): FieldIssue | undefined {
  if (value === '') return 'required';
  if (isParam(field)) {
    const { min, max } = PARAM_LIMITS[field];
    return /^\d{1,5}$/.test(value) && Number(value) >= min && Number(value) <= max ? undefined : 'format';
  }
  const valid = {
    game: () => fairGame(value) !== undefined,
    serverSeed: () => SERVER_SEED.test(value),
    serverSeedHash: () => HASH.test(value),
    clientSeed: () => isValidClientSeed(value),
    nonce: () => NONCE.test(value) && Number.isSafeInteger(Number(value)),
  }[field];
  return valid() ? undefined : 'format';
}

const PICKS = /^\d{1,2}(\s*,\s*\d{1,2})*$/;

/** The picks typed ("7, 12, 3", tiles 1–25) as tiles 0–24, or null when malformed, repeated or too many. */
export function parsePicks(text: string, mines: number): number[] | null {
  if (!PICKS.test(text)) return null;
  const tiles = text.split(',').map((t) => Number(t.trim()) - 1);
  const valid = tiles.every((t) => t >= 0 && t < MINES_TILES) && new Set(tiles).size === tiles.length;
  return valid && tiles.length <= MINES_TILES - mines ? tiles : null;
}

/** Checks every field the game needs; gives the round to replay, or the issues to show beside the fields. */
export function parseRoundForm(form: RoundForm): { input: RoundInput } | { issues: FormIssues } {
  const fields = fieldsOf(form.game.trim());
  const trimmed = Object.fromEntries(fields.map((f) => [f, form[f].trim()])) as RoundForm;
  const issues: FormIssues = {};
  for (const field of fields) {
    const issue = fieldIssue(field, trimmed[field]);
    if (issue) issues[field] = issue;
  }
  // Parts given: the client seed is their digest (typed as well, it must be that digest).
  const partsText = seedPartsOf(form);
  const seedParts = partsText ? parseSeedParts(partsText) : undefined;
  let clientSeed = trimmed.clientSeed;
  if (seedParts === null) issues.seedParts = 'format';
  else if (seedParts) {
    const mixed = mixClientSeed(seedParts);
    if (clientSeed === '') delete issues.clientSeed;
    else if (!issues.clientSeed && clientSeed !== mixed) issues.seedParts = 'mismatch';
    clientSeed = mixed;
  }
  const picksText = trimmed.game === 'mines' ? form.picks.trim() : '';
  const picks = picksText && !issues.mines ? parsePicks(picksText, Number(trimmed.mines)) : undefined;
  if (picks === null) issues.picks = 'format';
  const region = form.region.trim();
  if (trimmed.game === 'lottery' && !isRegion(region)) issues.region = 'format';
  if (Object.keys(issues).length > 0) return { issues };
  const game = fairGame(trimmed.game)!;
  const params = Object.fromEntries(game.params.map((p) => [p, Number(trimmed[p])])) as Params;
  return {
    input: {
      ...(picks ? { picks } : {}),
      ...(seedParts ? { seedParts } : {}),
      game: game.replay(params, {
        region,
        gameCode: form.gameCode.trim(),
        numero: form.numero.trim(),
      }),
      serverSeed: trimmed.serverSeed,
      serverSeedHash: trimmed.serverSeedHash,
      clientSeed,
      nonce: Number(trimmed.nonce),
    },
  };
}

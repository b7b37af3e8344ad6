import { GAME_CATEGORIES, GAME_CLASSIFIES, LOCALES } from '@suerte/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';

/**
 * The vendor feed `ops catalogue:import` reads (one format, as JSON or CSV; README "Game catalogue"):
 * one row per game with the fields below. JSON: an array of rows or `{ "games": [rows] }`, gameName an
 * object per language. CSV: a header row with the same names, the names per language as `gameName.en`,
 * `gameName.th`, ... Every row is checked before anything is written; a feed with any bad row imports nothing.
 */
const CODE = /^[A-Z0-9_]{2,32}$/;
const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
export const FEED_STATUSES = ['ON', 'MAINTENANCE', 'OFF'] as const;
/** GAME: a game. VASSALAGE: a vendor entry, listed like a game, that opens the list of its vendor's games. */
export const FEED_ENTRY_KINDS = ['GAME', 'VASSALAGE'] as const;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max}`);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), text(max).optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return fallback;
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ message: 'must be true or false' }),
  );
const count = (fallback: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(Number.MAX_SAFE_INTEGER, 'is too large'),
  );

const gameNameSchema = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, optionalText(120)])) as Record<string, z.ZodType>)
  .strict()
  .refine((names) => typeof names.en === 'string', { message: 'needs an English name (gameName.en)' });

export const feedRowSchema = z
  .object({
    vassalage: z.string().regex(CODE, 'must be a vendor code (A-Z, 0-9, _)'),
    nodeId: z.string().regex(NODE_ID, 'must be 1-64 letters, digits, _ . : -'),
    nodeName: text(120),
    gameName: gameNameSchema,
    iconUrl: text(300).refine((u) => u.startsWith('/') && !u.startsWith('//'), {
      message: 'must be a path on this site (starting with /): the portal loads no image from elsewhere',
    }),
    showIcon: flag(true),
    gameCategory: z.enum(GAME_CATEGORIES, { message: `must be one of ${GAME_CATEGORIES.join(', ')}` }),
    gameClassify: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(GAME_CLASSIFIES, { message: `must be one of ${GAME_CLASSIFIES.join(', ')}` }).optional(),
    ),
    supportPlay: z.preprocess(
      (v) => (v === undefined || v === '' ? 1 : Number(v)),
      z.union([z.literal(0), z.literal(1)], { message: 'must be 0 or 1' }),
    ),
    roomId: optionalText(64),
    minBet: count(0),
    minLineNum: count(0),
    status: z.preprocess(
      (v) => (v === undefined || v === '' ? 'ON' : v),
      z.enum(FEED_STATUSES, { message: `must be one of ${FEED_STATUSES.join(', ')}` }),
    ),
    isGame: z.preprocess(
      (v) => (v === undefined || v === '' ? 'GAME' : v),
      z.enum(FEED_ENTRY_KINDS, { message: `must be one of ${FEED_ENTRY_KINDS.join(', ')}` }),
    ),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.isGame !== 'VASSALAGE') return;
    // A vendor entry stands for the vendor's games: it has no game properties of its own.
    for (const field of ['gameClassify', 'roomId'] as const) {
      if (row[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'must be empty on a vendor entry (VASSALAGE)',
        });
    }
    for (const field of ['minBet', 'minLineNum'] as const) {
      if (row[field] !== 0)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'must be empty on a vendor entry (VASSALAGE)',
        });
    }
  });
export type FeedGame = z.output<typeof feedRowSchema>;

export interface FeedError {
  /** JSON: the row's position (1-based); CSV: the line number in the file. */
  row: number;
  nodeId: string | null;
  field: string;
  message: string;
}

export interface ParsedFeed {
  games: FeedGame[];
  errors: FeedError[];
}

/** Reads a feed file's text; `format` from the file name (.json or .csv). */
export function parseFeed(source: string, format: 'json' | 'csv'): ParsedFeed {
  const read = format === 'json' ? readJsonRows(source) : readCsvRows(source);
  if ('error' in read)
    return { games: [], errors: [{ row: 0, nodeId: null, field: 'file', message: read.error }] };
  return validateRows(read.rows, format === 'json' ? 1 : 2);
}

/** Checks every row, and that no node id appears twice. firstRow: the number of the first row in errors. */
export function validateRows(rows: readonly unknown[], firstRow: number): ParsedFeed {
  const games: FeedGame[] = [];
  const errors: FeedError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + firstRow;
    const parsed = feedRowSchema.safeParse(raw);
    const nodeId =
      typeof (raw as { nodeId?: unknown })?.nodeId === 'string' ? (raw as { nodeId: string }).nodeId : null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, nodeId, field: issue.path.join('.') || 'row', message: issue.message });
      }
      return;
    }
    const first = seen.get(parsed.data.nodeId);
    if (first !== undefined) {
      errors.push({ row, nodeId, field: 'nodeId', message: `repeats the node id of row ${first}` });
      return;
    }
    seen.set(parsed.data.nodeId, row);
    games.push(parsed.data);
  });
  if (rows.length === 0) errors.push({ row: 0, nodeId: null, field: 'file', message: 'has no games' });
  return { games: errors.length ? [] : games, errors };
}

function readJsonRows(source: string): { rows: unknown[] } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (err) {
    return { error: `is not valid JSON (${(err as Error).message})` };
  }
  const rows = Array.isArray(data) ? data : (data as { games?: unknown })?.games;
  if (!Array.isArray(rows)) return { error: 'must be an array of games or { "games": [...] }' };
  return { rows };
}

function readCsvRows(source: string): { rows: unknown[] } | { error: string } {
  let records: Record<string, string>[];
  try {
    records = parseCsv(source, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    return { error: `is not valid CSV (${(err as Error).message})` };
  }
  // gameName.<lang> columns become one gameName object, as in the JSON form.
  return {
    rows: records.map((record) => {
      const row: Record<string, unknown> = {};
      const names: Record<string, string> = {};
      for (const [key, value] of Object.entries(record)) {
        if (key.startsWith('gameName.')) {
          if (value !== '') names[key.slice('gameName.'.length)] = value;
        } else row[key] = value;
      }
      row.gameName = names;
      return row;
    }),
  };
}

/** One line per error, for the operator. */
export function describeFeedError(e: FeedError): string {
  const where = e.row === 0 ? 'feed' : `row ${e.row}${e.nodeId ? ` (${e.nodeId})` : ''}`;
  return `${where}: ${e.field} ${e.message}`;
}

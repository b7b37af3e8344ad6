import { isValidClientSeed, type ReplayGame } from '@suerte/fair';

/** The games a revealed round can be replayed for; the value is the `game` query parameter. */
export const FAIR_GAMES = [
  {
    value: 'lucky-dragon-94',
    name: 'Lucky Dragon 94',
    game: { kind: 'slot', gameId: 'lucky-dragon', variantId: '94' },
  },
  {
    value: 'lucky-dragon-96',
    name: 'Lucky Dragon 96',
    game: { kind: 'slot', gameId: 'lucky-dragon', variantId: '96' },
  },
  {
    value: 'jade-temple-95',
    name: 'Jade Temple 95',
    game: { kind: 'slot', gameId: 'jade-temple', variantId: '95' },
  },
  { value: 'baccarat', name: 'Baccarat', game: { kind: 'baccarat' } },
] as const satisfies readonly { value: string; name: string; game: ReplayGame }[];

export const FIELDS = ['game', 'serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const;
export type FieldName = (typeof FIELDS)[number];
export type RoundForm = Record<FieldName, string>;

/** What is wrong with a field: nothing typed, or text of the wrong shape. */
export type FieldIssue = 'required' | 'format';
export type FormIssues = Partial<Record<FieldName, FieldIssue>>;

export interface RoundInput {
  game: ReplayGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

// Server seeds are 32 CSPRNG bytes written as 64 lowercase hex characters; the commitment is SHA-256 in hex.
const SERVER_SEED = /^[0-9a-f]{64}$/;
const HASH = /^[0-9a-fA-F]{64}$/;
// Up to 2^53 - 1 (16 digits): the largest nonce a round can have.
const NONCE = /^\d{1,16}$/;

export const EMPTY_FORM: RoundForm = {
  game: FAIR_GAMES[0].value,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '',
};

/** The form as a link fills it (`/fair?game=…&serverSeed=…`): unknown games fall back to the first one. */
export function formFromQuery(params: URLSearchParams): RoundForm {
  const form = { ...EMPTY_FORM };
  for (const field of FIELDS) form[field] = params.get(field)?.trim() ?? form[field];
  if (!FAIR_GAMES.some((g) => g.value === form.game)) form.game = EMPTY_FORM.game;
  return form;
}

/** True when a link carries every field, so the page can verify at once. */
export function queryIsComplete(params: URLSearchParams): boolean {
  return FIELDS.every((field) => (params.get(field)?.trim() ?? '') !== '');
}

function fieldIssue(field: FieldName, value: string): FieldIssue | undefined {
  if (value === '') return 'required';
  const valid = {
    game: () => FAIR_GAMES.some((g) => g.value === value),
    serverSeed: () => SERVER_SEED.test(value),
    serverSeedHash: () => HASH.test(value),
    clientSeed: () => isValidClientSeed(value),
    nonce: () => NONCE.test(value) && Number.isSafeInteger(Number(value)),
  }[field];
  return valid() ? undefined : 'format';
}

/** Checks every field; gives the round to replay, or the issues to show beside the fields. */
export function parseRoundForm(form: RoundForm): { input: RoundInput } | { issues: FormIssues } {
  const trimmed = Object.fromEntries(FIELDS.map((f) => [f, form[f].trim()])) as RoundForm;
  const issues: FormIssues = {};
  for (const field of FIELDS) {
    const issue = fieldIssue(field, trimmed[field]);
    if (issue) issues[field] = issue;
  }
  if (Object.keys(issues).length > 0) return { issues };
  const game = FAIR_GAMES.find((g) => g.value === trimmed.game)!.game;
  return {
    input: {
      game,
      serverSeed: trimmed.serverSeed,
      serverSeedHash: trimmed.serverSeedHash,
      clientSeed: trimmed.clientSeed,
      nonce: Number(trimmed.nonce),
    },
  };
}

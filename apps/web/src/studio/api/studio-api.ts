import type {
  StudioBalance,
  StudioEventBet,
  StudioEventBetRequest,
  StudioEventList,
  BaccaratSpot,
  StudioBaccaratDeal,
  StudioBingoGameState,
  StudioBingoPurchase,
  StudioBingoRooms,
  StudioCrashPlay,
  StudioErrorCode,
  StudioFairness,
  StudioHighCardTable,
  StudioRotation,
  StudioRound,
  StudioSession,
  StudioSessionRequest,
  StudioSpin,
} from '@suerte/contracts';

/** The studio API on our own origin (contracts: studio.ts, STUDIO_API_PREFIX). */
export const STUDIO_API = '/studio/api';

/** A refused or failed studio call: the studio's code, or NETWORK_ERROR when no answer came. */
export class StudioApiError extends Error {
  constructor(
    readonly code: StudioErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** Calls the studio API and unwraps its envelope; the session token travels as a bearer token. */
export async function studioCall<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string | null; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${STUDIO_API}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new StudioApiError('NETWORK_ERROR', 'network link abnormal', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    const code = response.status >= 502 && response.status <= 504 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR';
    throw new StudioApiError(code, `unexpected answer (${response.status})`, response.status);
  }
  if (!envelope || typeof envelope.success !== 'boolean')
    throw new StudioApiError('INTERNAL_ERROR', `unexpected answer (${response.status})`, response.status);
  if (!envelope.success)
    throw new StudioApiError(envelope.code as StudioErrorCode, envelope.message, response.status);
  return envelope.value;
}

export const studioApi = {
  openSession: (request: StudioSessionRequest) =>
    studioCall<StudioSession>('POST', '/session', { body: request }),
  spin: (token: string, bet: number, idempotencyKey: string) =>
    studioCall<StudioSpin>('POST', '/slot/spin', { token, body: { bet, idempotencyKey } }),
  deal: (token: string, bets: Partial<Record<BaccaratSpot, number>>, idempotencyKey: string) =>
    studioCall<StudioBaccaratDeal>('POST', '/baccarat/deal', { token, body: { bets, idempotencyKey } }),
  crash: (token: string, stake: number, target: number, idempotencyKey: string) =>
    studioCall<StudioCrashPlay>('POST', '/crash/play', { token, body: { stake, target, idempotencyKey } }),
  highCardTables: (token: string, signal?: AbortSignal) =>
    studioCall<{ tables: StudioHighCardTable[] }>('GET', '/highcard/tables', { token, signal }),
  highCardTable: (token: string, tableId: string, signal?: AbortSignal) =>
    studioCall<StudioHighCardTable>('GET', `/highcard/tables/${encodeURIComponent(tableId)}`, {
      token,
      signal,
    }),
  joinTable: (token: string, tableId: string) =>
    studioCall<StudioHighCardTable>('POST', '/highcard/join', { token, body: { tableId } }),
  leaveTable: (token: string, tableId: string) =>
    studioCall<StudioHighCardTable>('POST', '/highcard/leave', { token, body: { tableId } }),
  bingoRooms: (token: string, signal?: AbortSignal) =>
    studioCall<StudioBingoRooms>('GET', '/bingo/rooms', { token, signal }),
  bingoBuy: (token: string, gameId: string, count: number, idempotencyKey: string) =>
    studioCall<StudioBingoPurchase>('POST', '/bingo/buy', { token, body: { gameId, count, idempotencyKey } }),
  bingoGame: (token: string, gameId: string, signal?: AbortSignal) =>
    studioCall<StudioBingoGameState>('GET', `/bingo/games/${encodeURIComponent(gameId)}`, { token, signal }),
  events: (token: string, signal?: AbortSignal) =>
    studioCall<StudioEventList>('GET', '/event/events', { token, signal }),
  eventBet: (token: string, body: StudioEventBetRequest) =>
    studioCall<StudioEventBet>('POST', '/event/bet', { token, body }),
  eventBets: (token: string, signal?: AbortSignal) =>
    studioCall<{ bets: StudioEventBet[] }>('GET', '/event/bets', { token, signal }),
  balance: (token: string, signal?: AbortSignal) =>
    studioCall<StudioBalance>('GET', '/balance', { token, signal }),
  setClientSeed: (token: string, clientSeed: string) =>
    studioCall<StudioFairness>('POST', '/fairness/client-seed', { token, body: { clientSeed } }),
  rotate: (token: string) => studioCall<StudioRotation>('POST', '/fairness/rotate', { token, body: {} }),
  rounds: (token: string, game: string, signal?: AbortSignal, limit = 20) =>
    studioCall<{ rounds: StudioRound[] }>('GET', `/rounds?game=${encodeURIComponent(game)}&limit=${limit}`, {
      token,
      signal,
    }),
  round: (token: string, roundId: string, signal?: AbortSignal) =>
    studioCall<StudioRound>('GET', `/rounds/${encodeURIComponent(roundId)}`, { token, signal }),
};

/** A fresh idempotency key for one spin the player means to play (a retry reuses it). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The lottery's calls (contracts lottery.ts): the game lists and menu of `/elott`, recent results, one game's
 * open draw, odds, results board, one draw, bet placement and the member's bets; each with its query options.
 */
import { queryOptions } from '@tanstack/react-query';
import { LOTTERY_POPULAR_COUNT, LOTTERY_RECENT_COUNT } from '@suerte/contracts/core';
import type {
  LotteryDraw,
  LotteryGameList,
  LotteryMenu,
  LotteryOdds,
  MyLotteryBets,
  OpenedNumero,
  PlaceLotteryBetsBody,
  PlaceLotteryBetsResult,
} from '@suerte/contracts';
import { api } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;
interface Request {
  query?: Query;
  params?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}
// The lottery's entries of the contracts' endpoint table (LOTTERY_ENDPOINTS), called by the same client.
const call = api.call as unknown as <T>(key: string, request?: Request) => Promise<T>;

const MENU = { prizeMode: 'SEA', device: 'WEB' } as const;

export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (merchant: string | null, language: string) => ['lottery', 'menu', merchant, language] as const,
  popular: (merchant: string | null, language: string) => ['lottery', 'popular', merchant, language] as const,
  recent: (token: string | null, language: string) => ['lottery', 'recent', token, language] as const,
  opened: (code: string, language: string) => ['lottery', 'opened', code, language] as const,
  odds: (code: string, token: string | null) => ['lottery', 'odds', code, token] as const,
  draws: (code: string, language: string) => ['lottery', 'draws', code, language] as const,
  draw: (code: string, numero: string) => ['lottery', 'draw', code, numero] as const,
  myBets: (token: string | null, code?: string, numero?: string, page = 1) =>
    ['lottery', 'bets', token, code ?? null, numero ?? null, page] as const,
};

export const menuQuery = (merchant: string | null, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.menu(merchant, language),
    queryFn: ({ signal }) => call<LotteryMenu>('GET /lgw/vn/games/game_menu', { query: MENU, signal }),
  });

export const gamesQuery = (merchant: string | null, language: string) =>
  queryOptions({
    queryKey: ['lottery', 'games', merchant, language] as const,
    queryFn: ({ signal }) => call<LotteryGameList>('GET /lgw/games', { query: MENU, signal }),
  });

export const popularQuery = (merchant: string | null, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.popular(merchant, language),
    queryFn: ({ signal }) =>
      call<LotteryGameList>('GET /lgw/games/popular', {
        query: { ...MENU, count: LOTTERY_POPULAR_COUNT },
        signal,
      }),
    staleTime: 60_000,
  });

export const recentQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(token, language),
    queryFn: ({ signal }) =>
      call<{ list: LotteryDraw[] }>('GET /lgw/vn/games/game_menu/recent', {
        query: { ...MENU, recentCount: LOTTERY_RECENT_COUNT },
        signal,
      }),
    enabled: Boolean(token),
  });

export const openedQuery = (code: string, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.opened(code, language),
    queryFn: ({ signal }) =>
      call<OpenedNumero>('GET /lotto/lgw/games/opened/numero', { query: { gameCode: code }, signal }),
  });

export const oddsQuery = (code: string, token: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.odds(code, token),
    queryFn: ({ signal }) =>
      call<LotteryOdds>('GET /lotto/lgw/games/:gameCode/odds', { params: { gameCode: code }, signal }),
    staleTime: 5 * 60_000,
  });

export const drawsQuery = (code: string, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.draws(code, language),
    queryFn: ({ signal }) =>
      call<{ list: LotteryDraw[] }>('GET /lotto/lgw/games/:gameCode/draws', {
        params: { gameCode: code },
        query: { count: 10 },
        signal,
      }),
  });

export const myBetsQuery = (token: string | null, code?: string, numero?: string, page = 1, pageSize = 20) =>
  queryOptions({
    queryKey: lotteryKeys.myBets(token, code, numero, page),
    queryFn: ({ signal }) =>
      call<MyLotteryBets>('GET /lotto/lgw/bets', {
        query: { gameCode: code, numero, pageNo: page, pageSize },
        signal,
      }),
    enabled: Boolean(token),
  });

export function placeBets(body: PlaceLotteryBetsBody): Promise<PlaceLotteryBetsResult> {
  return call<PlaceLotteryBetsResult>('POST /lotto/lgw/bets', { body });
}

export function launchLobby(query: {
  lottoGameCode?: string;
  lottoView: 'betting' | 'lobby';
  backUrl?: string;
}) {
  return call<{ gameUrl: string }>('GET /lotto/lgw/lobby', {
    query: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'SEA', device: 'WEB', ...query },
  });
}

import {
  envelopeSchema,
  gameDrawsQuerySchema,
  gameDrawsSchema,
  lotteryDrawSchema,
  lotteryGameListSchema,
  lotteryGamesQuerySchema,
  lotteryLobbyQuerySchema,
  lotteryLobbySchema,
  lotteryMenuSchema,
  lotteryOddsSchema,
  lotteryPopularQuerySchema,
  myLotteryBetsQuerySchema,
  myLotteryBetsSchema,
  openedNumeroQuerySchema,
  openedNumeroSchema,
  openedNumerosQuerySchema,
  openedNumerosSchema,
  placeLotteryBetsBodySchema,
  placeLotteryBetsResultSchema,
  recentResultsQuerySchema,
  recentResultsSchema,
} from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { ok } from '../../http/kernel/envelope.js';
import { requestOwner } from '../wallet/index.js';
import { placeSlip } from './lottery-bets.service.js';
import type { LotteryReads } from './lottery-read.service.js';

const gameParams = z.object({ gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) }).strict();
const drawParams = gameParams.extend({ numero: z.string().regex(/^\d{8}-\d{1,5}$/) }).strict();

/** The lottery calls of spec §7 (/lgw, /lotto) and the bet slip; thin: validate, one service call, envelope. */
export function lotteryRoutes(s: { db: Database; reads: LotteryReads }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['lottery'];
    const optional = { auth: 'optional' } as const;
    const member = { auth: 'member' } as const;

    app.get(
      '/lgw/games',
      {
        config: optional,
        schema: {
          tags,
          querystring: lotteryGamesQuerySchema,
          response: { 200: envelopeSchema(lotteryGameListSchema) },
        },
      },
      async (request) => ok(await s.reads.games(request.locale), request.locale),
    );
    app.get(
      '/lgw/games/popular',
      {
        config: optional,
        schema: {
          tags,
          querystring: lotteryPopularQuerySchema,
          response: { 200: envelopeSchema(lotteryGameListSchema) },
        },
      },
      async (request) => ok(await s.reads.popular(request.locale, request.query.count), request.locale),
    );
    app.get(
      '/lgw/vn/games/game_menu',
      {
        config: optional,
        schema: {
          tags,
          querystring: lotteryGamesQuerySchema,
          response: { 200: envelopeSchema(lotteryMenuSchema) },
        },
      },
      async (request) => ok(await s.reads.menu(request.locale), request.locale),
    );
    app.get(
      '/lgw/vn/games/game_menu/recent',
      {
        config: member,
        schema: {
          tags,
          querystring: recentResultsQuerySchema,
          response: { 200: envelopeSchema(recentResultsSchema) },
        },
      },
      async (request) => ok(await s.reads.recent(request.locale, request.query.recentCount), request.locale),
    );
    app.get(
      '/lgw/vn/numeros/opened/game',
      {
        config: optional,
        schema: {
          tags,
          querystring: openedNumerosQuerySchema,
          response: { 200: envelopeSchema(openedNumerosSchema) },
        },
      },
      async (request) => {
        const codes = request.query.gameCodes?.split(',').filter(Boolean) ?? null;
        return ok(await s.reads.openedNumeros(request.locale, codes), request.locale);
      },
    );
    app.get(
      '/lotto/lgw/games/opened/numero',
      {
        config: optional,
        schema: {
          tags,
          querystring: openedNumeroQuerySchema,
          response: { 200: envelopeSchema(openedNumeroSchema) },
        },
      },
      async (request) =>
        ok(await s.reads.openedNumero(request.locale, request.query.gameCode), request.locale),
    );
    app.get(
      '/lotto/lgw/lobby',
      {
        config: member,
        schema: {
          tags,
          querystring: lotteryLobbyQuerySchema,
          response: { 200: envelopeSchema(lotteryLobbySchema) },
        },
      },
      async (request) => {
        const { lottoView, lottoGameCode } = request.query;
        const gameUrl =
          lottoView === 'betting' && lottoGameCode
            ? `/vnlottery?code=${encodeURIComponent(lottoGameCode)}`
            : '/elott';
        return ok({ gameUrl }, request.locale);
      },
    );
    app.get(
      '/lotto/lgw/games/:gameCode/odds',
      {
        config: optional,
        schema: { tags, params: gameParams, response: { 200: envelopeSchema(lotteryOddsSchema) } },
      },
      async (request) => {
        const { merchant } = await request.context();
        const value = await s.reads.odds(
          { code: merchant.code, currency: merchant.currency_code },
          request.params.gameCode,
        );
        return ok(value, request.locale);
      },
    );
    app.get(
      '/lotto/lgw/games/:gameCode/draws',
      {
        config: optional,
        schema: {
          tags,
          params: gameParams,
          querystring: gameDrawsQuerySchema,
          response: { 200: envelopeSchema(gameDrawsSchema) },
        },
      },
      async (request) =>
        ok(
          await s.reads.gameDraws(request.locale, request.params.gameCode, request.query.count),
          request.locale,
        ),
    );
    app.get(
      '/lotto/lgw/draws/:gameCode/:numero',
      {
        config: optional,
        schema: { tags, params: drawParams, response: { 200: envelopeSchema(lotteryDrawSchema) } },
      },
      async (request) =>
        ok(
          await s.reads.draw(request.locale, request.params.gameCode, request.params.numero),
          request.locale,
        ),
    );
    app.post(
      '/lotto/lgw/bets',
      {
        config: member,
        schema: {
          tags,
          body: placeLotteryBetsBodySchema,
          response: { 200: envelopeSchema(placeLotteryBetsResultSchema) },
        },
      },
      async (request) => {
        const owner = await requestOwner(request);
        const bettor = { id: owner.id, merchantCode: owner.merchantCode, currency: owner.currency };
        return ok(await placeSlip(s.db, bettor, request.body, request.locale), request.locale);
      },
    );
    app.get(
      '/lotto/lgw/bets',
      {
        config: member,
        schema: {
          tags,
          querystring: myLotteryBetsQuerySchema,
          response: { 200: envelopeSchema(myLotteryBetsSchema) },
        },
      },
      async (request) => {
        const owner = await requestOwner(request);
        return ok(await s.reads.myBets(request.locale, owner.id, request.query), request.locale);
      },
    );
  };
}

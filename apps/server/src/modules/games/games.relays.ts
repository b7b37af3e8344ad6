import {
  favouriteChangeBodySchema,
  favouriteIdsBodySchema,
  favouriteIdsResponseSchema,
  favouriteListBodySchema,
  favouriteListResponseSchema,
  gameListBodySchema,
  gameListResponseSchema,
  gameVendorBodySchema,
  gameVendorResponseSchema,
  hotGamesBodySchema,
  hotGamesResponseSchema,
  newGamesBodySchema,
  newGamesResponseSchema,
  rankListBodySchema,
  rankListResponseSchema,
  recentGamesBodySchema,
  recentGamesResponseSchema,
  roomListBodySchema,
  roomListResponseSchema,
  vassGameTypeBodySchema,
  vassGameTypeResponseSchema,
  type Locale,
} from '@suerte/contracts';
import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../http/kernel/request-member.js';
import { defineRelay } from '../relay/index.js';
import type { GamesService, Viewer } from './games.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

/** The request's merchant and language, and its member when a valid session came with it. */
async function viewerOf(request: FastifyRequest, language?: Locale): Promise<Viewer> {
  const { merchant } = await request.context();
  return {
    merchantCode: merchant.code,
    memberId: request.member?.memberId ?? null,
    locale: language ?? request.locale,
  };
}

/** A body's merchant code must be the request's merchant: no peeking at another merchant's catalogue. */
const otherMerchant = async (request: FastifyRequest, code: string | undefined) =>
  code !== undefined && code !== (await request.context()).merchant.code;

export function gamesRelays(games: GamesService) {
  return [
    defineRelay({
      name: 'gameVendor',
      summary: 'Vendor groups per game category for the current merchant',
      body: gameVendorBodySchema,
      response: gameVendorResponseSchema,
      handler: async (body, request) => {
        if (await otherMerchant(request, body.merchantCode)) return [];
        const viewer = await viewerOf(request);
        return games.vendorGroups(viewer.merchantCode, viewer.locale);
      },
    }),
    defineRelay({
      name: 'GCSGAME_gameList',
      summary: "A page of a category's games: vendor, slot kind, name, smallest bet and lines filters",
      auth: 'optional',
      fastResponse: true,
      body: gameListBodySchema,
      response: gameListResponseSchema,
      handler: async (body, request) => {
        if (await otherMerchant(request, body.merchant)) {
          return { games: [], total: 0, totalPages: 0, pageNo: body.pageNo };
        }
        return games.gameList(await viewerOf(request, body.language), body);
      },
    }),
    defineRelay({
      name: 'getVassGameType',
      summary: 'The slot kinds each vendor of a category has, with their game counts',
      body: vassGameTypeBodySchema,
      response: vassGameTypeResponseSchema,
      handler: async (body, request) => {
        if (await otherMerchant(request, body.merchantCode)) return { list: [] };
        return games.vassGameTypes((await viewerOf(request)).merchantCode, body);
      },
    }),
    defineRelay({
      name: 'hotGamesV2',
      summary: 'Hot games: most played in rounds settled in the last 7 days',
      auth: 'optional',
      fastResponse: true,
      body: hotGamesBodySchema,
      response: hotGamesResponseSchema,
      handler: async (body, request) => {
        if (await otherMerchant(request, body.merchantCode)) return { list: [] };
        return { list: await games.hotGames(await viewerOf(request, body.language)) };
      },
    }),
    defineRelay({
      name: 'GCSGAME_newGames',
      summary: 'The newest games of the merchant (first listed last), every category',
      fastResponse: true,
      body: newGamesBodySchema,
      response: newGamesResponseSchema,
      handler: async (body, request) => ({
        list: await games.newGames(await viewerOf(request, body.language), body.count),
      }),
    }),
    defineRelay({
      name: 'GCS_recentGame',
      summary: "The member's recently played games (empty without a session)",
      auth: 'optional',
      body: recentGamesBodySchema,
      response: recentGamesResponseSchema,
      handler: async (body, request) => ({
        list: await games.recentGames(await viewerOf(request, body.language), body.count),
      }),
    }),
    defineRelay({
      name: 'GCSGAME_getRankList',
      summary: 'Winner board (newest wins) or leaderboard (biggest winners, 7 days), names masked',
      body: rankListBodySchema,
      response: rankListResponseSchema,
      handler: async (body, request) => {
        const viewer = await viewerOf(request, body.language);
        return games.rankList(viewer.merchantCode, body, viewer.locale);
      },
    }),
    defineRelay({
      name: 'GLS2_roomList',
      summary: 'PVP rooms of the merchant',
      body: roomListBodySchema,
      response: roomListResponseSchema,
      handler: async (body, request) => {
        const viewer = await viewerOf(request, body.language);
        return games.rooms(viewer.merchantCode, body, viewer.locale);
      },
    }),
    ...favouriteRelays(games),
  ];
}

function favouriteRelays(games: GamesService) {
  return [
    defineRelay({
      name: 'GCSGAME_favGameList',
      summary: "The member's favourite games (empty without a session)",
      auth: 'optional',
      body: favouriteListBodySchema,
      response: favouriteListResponseSchema,
      handler: async (body, request) => games.favourites(await viewerOf(request, body.language), body),
    }),
    defineRelay({
      name: 'GCSGAME_getFavGame',
      summary: "The node ids of the member's favourite games (empty without a session)",
      auth: 'optional',
      body: favouriteIdsBodySchema,
      response: favouriteIdsResponseSchema,
      handler: async (_body, request) => ({ list: await games.favouriteIds(await viewerOf(request)) }),
    }),
    defineRelay({
      name: 'GCSGAME_addFavGame',
      summary: 'Adds a favourite game by node id and vendor; answers the favourites after it',
      auth: 'member',
      body: favouriteChangeBodySchema,
      response: favouriteIdsResponseSchema,
      handler: async (body, request) => {
        const member = memberOf(request);
        return {
          list: await games.addFavourite(member.merchantCode, member.memberId, body.nodeId, body.vendor),
        };
      },
    }),
    defineRelay({
      name: 'GCSGAME_removeFavGame',
      summary: 'Removes a favourite game by node id and vendor; answers the favourites after it',
      auth: 'member',
      body: favouriteChangeBodySchema,
      response: favouriteIdsResponseSchema,
      handler: async (body, request) => {
        const member = memberOf(request);
        return {
          list: await games.removeFavourite(member.merchantCode, member.memberId, body.nodeId, body.vendor),
        };
      },
    }),
  ];
}

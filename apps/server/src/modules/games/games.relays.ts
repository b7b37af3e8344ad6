import {
  gameVendorBodySchema,
  gameVendorResponseSchema,
  hotGamesBodySchema,
  hotGamesResponseSchema,
} from '@suerte/contracts';
import { defineRelay } from '../relay/index.js';
import type { GamesService } from './games.service.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

export function gamesRelays(games: GamesService) {
  return [
    defineRelay({
      name: 'gameVendor',
      summary: 'Vendor groups per game category for the current merchant',
      body: gameVendorBodySchema,
      response: gameVendorResponseSchema,
      // The merchant comes from the request context; a body merchantCode must match it (no peeking at others).
      handler: async (body, request) => {
        const { merchant } = await request.context();
        if (body.merchantCode && body.merchantCode !== merchant.code) return [];
        return games.vendorGroups(merchant.code, request.locale);
      },
    }),
    defineRelay({
      name: 'hotGamesV2',
      summary: 'Hot games of the current merchant',
      body: hotGamesBodySchema,
      response: hotGamesResponseSchema,
      handler: async (body, request) => {
        const { merchant } = await request.context();
        return { list: await games.hotGames(merchant.code, body.language ?? request.locale) };
      },
    }),
  ];
}

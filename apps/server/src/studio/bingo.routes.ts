import { STUDIO_API_PREFIX, studioBingoBuyRequestSchema } from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioService, StudioSessionRow } from './studio.service.js';

const ok = <T>(value: T) => ({ success: true, code: 'OK', message: 'OK', value });

/** Bingo's calls under /studio/api/bingo (contracts: studio-bingo.ts), for a session of a bingo game. */
export function bingoRoutes(
  plain: FastifyInstance,
  service: StudioService,
  session: (request: FastifyRequest) => Promise<StudioSessionRow>,
): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['studio'];
  const prefix = `${STUDIO_API_PREFIX}/bingo`;
  app.get(`${prefix}/rooms`, { schema: { tags } }, async (request) =>
    ok(await service.bingo.rooms(await session(request))),
  );
  app.post(`${prefix}/buy`, { schema: { tags, body: studioBingoBuyRequestSchema } }, async (request) =>
    ok(await service.bingo.buy(await session(request), request.body)),
  );
  app.get(
    `${prefix}/games/:gameId`,
    { schema: { tags, params: z.object({ gameId: z.string().min(1).max(80) }) } },
    async (request) => ok(await service.bingo.game(await session(request), request.params.gameId)),
  );
}

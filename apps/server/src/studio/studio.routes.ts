import {
  STUDIO_API_PREFIX,
  STUDIO_HTTP_STATUS_OF,
  studioClientSeedRequestSchema,
  studioRotateRequestSchema,
  studioEventBetRequestSchema,
  studioRoundsQuerySchema,
  studioHighCardTableRequestSchema,
  studioSessionRequestSchema,
  type StudioErrorCode,
} from '@suerte/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bingoRoutes } from './bingo.routes.js';
import { STUDIO_KINDS } from './kinds/index.js';
import { StudioError } from './studio-error.js';
import type { EventService } from './events.service.js';
import type { StudioService } from './studio.service.js';
import type { TablesService } from './tables.service.js';

const ok = <T>(value: T) => ({ success: true, code: 'OK', message: 'OK', value });
const fail = (reply: FastifyReply, code: StudioErrorCode, message: string, status?: number) =>
  reply.status(status ?? STUDIO_HTTP_STATUS_OF[code]).send({ success: false, code, message, value: null });

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization?.trim() ?? '');
  return match ? match[1]! : null;
}

/** The studio's player API under /studio/api (contracts: studio.ts); the studio's own envelope and codes. */
export function studioRoutes(service: StudioService, tables: TablesService, events: EventService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof StudioError) return fail(reply, error.code, error.message);
      const status = (error as { statusCode?: number }).statusCode;
      // A request the framework refused before the handler (bad JSON, unsupported media type, too large).
      if ((error as { validation?: unknown }).validation || (status && status >= 400 && status < 500)) {
        const message = error instanceof Error ? error.message : 'invalid request';
        return fail(reply, 'VALIDATION_FAILED', message, status ?? 400);
      }
      request.log.error({ err: error }, 'studio call failed');
      return fail(reply, 'INTERNAL_ERROR', 'internal error');
    });
    const session = (request: FastifyRequest) => service.resolve(bearer(request));
    const tags = ['studio'];

    app.post(
      `${STUDIO_API_PREFIX}/session`,
      { schema: { tags, body: studioSessionRequestSchema } },
      async (request) => ok(await service.session(request.body, request.ip)),
    );
    // Each kind's play call (slots: /slot/spin), its body checked by the kind's request schema.
    for (const adapter of Object.values(STUDIO_KINDS)) {
      if (adapter.shared) continue;
      app.post(
        `${STUDIO_API_PREFIX}/${adapter.kind}/${adapter.action}`,
        { schema: { tags, body: adapter.request } },
        async (request) =>
          ok(await service.play(await session(request), adapter.kind, request.body as never)),
      );
    }
    // PVP tables (High Card): the session's tables, one table, a seat taken or given back.
    app.get(`${STUDIO_API_PREFIX}/highcard/tables`, { schema: { tags } }, async (request) =>
      ok({ tables: await tables.tables(await session(request)) }),
    );
    app.get(
      `${STUDIO_API_PREFIX}/highcard/tables/:tableId`,
      { schema: { tags, params: studioHighCardTableRequestSchema } },
      async (request) => ok(await tables.table(await session(request), request.params.tableId)),
    );
    app.post(
      `${STUDIO_API_PREFIX}/highcard/join`,
      { schema: { tags, body: studioHighCardTableRequestSchema } },
      async (request) => ok(await tables.join(await session(request), request.body.tableId)),
    );
    app.post(
      `${STUDIO_API_PREFIX}/highcard/leave`,
      { schema: { tags, body: studioHighCardTableRequestSchema } },
      async (request) => ok(await tables.leave(await session(request), request.body.tableId)),
    );
    // Scheduled kinds: bingo's rooms, purchases and games.
    bingoRoutes(plain, service, session);
    // Simulated events (kind `event`): the session's game's events, a bet on one, the player's bets.
    app.get(`${STUDIO_API_PREFIX}/event/events`, { schema: { tags } }, async (request) =>
      ok(await events.list(await session(request))),
    );
    app.post(
      `${STUDIO_API_PREFIX}/event/bet`,
      { schema: { tags, body: studioEventBetRequestSchema } },
      async (request) => ok(await events.bet(await session(request), request.body)),
    );
    app.get(`${STUDIO_API_PREFIX}/event/bets`, { schema: { tags } }, async (request) =>
      ok({ bets: await events.bets(await session(request)) }),
    );
    app.get(`${STUDIO_API_PREFIX}/balance`, { schema: { tags } }, async (request) =>
      ok(await service.balance(await session(request))),
    );
    app.post(
      `${STUDIO_API_PREFIX}/fairness/client-seed`,
      { schema: { tags, body: studioClientSeedRequestSchema } },
      async (request) => ok(await service.setClientSeed(await session(request), request.body.clientSeed)),
    );
    app.post(
      `${STUDIO_API_PREFIX}/fairness/rotate`,
      { schema: { tags, body: studioRotateRequestSchema.optional() } },
      async (request) => ok(await service.rotate(await session(request), request.body?.clientSeed)),
    );
    app.get(
      `${STUDIO_API_PREFIX}/rounds`,
      { schema: { tags, querystring: studioRoundsQuerySchema } },
      async (request) => {
        const s = await session(request);
        return ok({ rounds: await service.rounds(s, request.query.game, request.query.limit) });
      },
    );
    app.get(
      `${STUDIO_API_PREFIX}/rounds/:roundId`,
      { schema: { tags, params: z.object({ roundId: z.string().min(1).max(64) }) } },
      async (request) => ok(await service.round(await session(request), request.params.roundId)),
    );
  };
}

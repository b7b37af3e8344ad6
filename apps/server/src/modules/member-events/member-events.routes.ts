import websocket from '@fastify/websocket';
import { MEMBER_EVENTS_PATH } from '@suerte/contracts/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/kernel/app-error.js';
import type { MemberEventHub } from './member-event-hub.js';
import { serveMemberSocket, type SessionChecker, type SocketTimings } from './member-socket.js';
// request.context() is declared by the merchants module, beside the context's shape.
import type {} from '../merchants/index.js';

/**
 * GET /wps/member/events (WebSocket). The token comes in the first message, never in the URL: a query string
 * is refused before the upgrade, so a token cannot land in access logs or browser history.
 */
export function memberEventsRoutes(deps: {
  hub: MemberEventHub;
  sessions: SessionChecker;
  timings: SocketTimings;
  listening: Promise<void>;
}) {
  return async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    app.get(
      MEMBER_EVENTS_PATH,
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request) => {
          if (request.url.includes('?'))
            throw new AppError('VALIDATION_FAILED', 'no query string on this path');
        },
      },
      async (socket, request) => {
        const { merchant } = await request.context();
        serveMemberSocket(socket, { merchantCode: merchant.code, ...deps });
      },
    );
  };
}

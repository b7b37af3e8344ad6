import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService } from '../../modules/identity/index.js';
import { AppError } from '../kernel/app-error.js';
import { bearerToken } from '../kernel/request-member.js';

/** Resolves the member session of routes that ask for one; every refusal is a stable code. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('member', null);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (!config?.auth) return;
    const token = bearerToken(request);
    if (!token) {
      if (config.auth === 'member') throw new AppError('UNAUTHORIZED');
      return;
    }
    const { merchant } = await request.context();
    const member = await opts.sessions.authenticate(token, merchant.code);
    if (config.auth === 'optional' && member instanceof AppError) return;
    if (member instanceof AppError) throw member;
    if (member.passwordChangeRequired && !config.allowPendingPasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', undefined, { reason: member.passwordChangeRequired });
    }
    if (config.realAccountOnly && member.isAgent === 4) throw new AppError('NOT_REAL_ACCOUNT');
    request.member = member;
  });
});

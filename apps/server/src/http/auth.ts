import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService, AuthenticatedMember } from '../modules/identity/session.service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'member': a live member session is required; 'optional': read it when a token is sent. */
    auth?: 'member' | 'optional';
    /** The route answers while the member still has to change the password (change, logout, info). */
    allowPendingPasswordChange?: boolean;
    /** Refused to non-real (trial, free-play) accounts. */
    realAccountOnly?: boolean;
  }
  interface FastifyRequest {
    /** The member of this request's session, when the route reads one. */
    member: AuthenticatedMember | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1]! : null;
}

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

/** The member of a route declared with auth 'member'. */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}

import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The member of a request's session. The shape lives in the kernel so that routes of any module can read it;
 * the identity module fills it (through the auth hook above the modules).
 */
export interface AuthenticatedMember {
  sessionId: string;
  memberId: number;
  merchantCode: string;
  isAgent: number;
  loginType: string;
  passwordChangeRequired: 'weak' | 'expired' | null;
  firstTimeLogin: boolean;
}

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

/** The member of a route declared with auth 'member'. */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sends no browser security headers (server-to-server JSON on a hot path). */
    securityHeaders?: false;
  }
}

/** The headers helmet sets for these options, and those it removes. */
export interface SecurityHeaders {
  set: readonly (readonly [name: string, value: string])[];
  remove: readonly string[];
}

/**
 * Runs helmet once against a recording response: with static options its headers are the same on every
 * request, so they are computed at start instead of building helmet's middleware (parsing the CSP directives
 * again) on every request. Directive values that are functions (per-request nonces) cannot be precomputed and
 * are refused.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some((d) => d !== null && typeof d === 'object' && [...d].some((v) => typeof v === 'function'))
  ) {
    throw new Error('security headers: per-request CSP directive values cannot be precomputed');
  }
  const set = new Map<string, readonly [string, string]>();
  const remove = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number) {
      set.set(name.toLowerCase(), [name, String(value)]);
      remove.delete(name.toLowerCase());
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      remove.add(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) failure = err;
  });
  if (failure) throw failure;
  return { set: [...set.values()], remove: [...remove] };
}

/**
 * Helmet's browser security headers on every response (pages, API answers, errors, 404s), as @fastify/helmet
 * sets them but computed once at start. A route opts out with `config: { securityHeaders: false }`.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
  const { set, remove } = securityHeadersOf(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.securityHeaders !== false) {
      const res = reply.raw;
      for (const name of remove) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
    }
    done();
  });
});

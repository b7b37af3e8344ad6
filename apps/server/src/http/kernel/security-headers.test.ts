import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeadersOf, securityHeadersPlugin } from './security-headers.js';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's own middleware sets on a real response, run per request as @fastify/helmet did. */
async function helmetPerRequest(options: HelmetOptions): Promise<Record<string, unknown>> {
  const app = Fastify();
  app.get('/', (_request, reply) => {
    helmet(options)(_request.raw, reply.raw, () => undefined);
    return reply.send('ok');
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers;
}

const browserHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    ),
  );

describe('security headers', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  async function appWith(options: HelmetOptions) {
    app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/page', async () => 'ok');
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/hot', { config: { securityHeaders: false } }, async () => ({ ok: true }));
    app.get('/own-csp', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('x'),
    );
    return app;
  }

  it('are the very headers helmet sets per request, computed once', async () => {
    const expected = browserHeaders(await helmetPerRequest(OPTIONS));
    const res = await (await appWith(OPTIONS)).inject({ method: 'GET', url: '/page' });
    expect(browserHeaders(res.headers)).toEqual(expected);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('come with errors and unknown paths too, and a route may send its own policy', async () => {
    const server = await appWith(OPTIONS);
    for (const url of ['/boom', '/missing']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toMatch(/^default-src 'self'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const own = await server.inject({ method: 'GET', url: '/own-csp' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are left out on a route that opts out', async () => {
    const res = await (await appWith(OPTIONS)).inject({ method: 'GET', url: '/hot' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('remove X-Powered-By as helmet does', () => {
    expect(securityHeadersOf(OPTIONS).remove).toEqual(['x-powered-by']);
  });

  it('refuse per-request directive values, which cannot be computed once', () => {
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/per-request/);
  });
});

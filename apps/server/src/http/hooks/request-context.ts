import { API_HEADERS, COOKIES, normalizeLocale, type Locale } from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countryOf } from '../../lib/geo.js';
import type { MerchantService, RequestContext } from '../../modules/merchants/index.js';
import { AppError } from '../kernel/app-error.js';
import { readCookie } from '../kernel/cookies.js';
import type {} from '../kernel/request-locale.js';
import { isStorableText } from '../kernel/storable-text.js';

/** A header read before validation: text that cannot be stored is treated as absent, like a bad cookie. */
function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && isStorableText(value) ? value : null;
}

function localeOf(request: FastifyRequest): Locale {
  const explicit = header(request, API_HEADERS.language) ?? readCookie(request, COOKIES.language);
  if (explicit) return normalizeLocale(explicit);
  return normalizeLocale(header(request, 'accept-language')?.split(',')[0]);
}

/** Adds request.locale and request.context(), and closes API routes while the site is closed to the visitor. */
export const requestContextPlugin = fp(async (app: FastifyInstance, opts: { merchants: MerchantService }) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('context', async function (this: FastifyRequest) {
    throw new Error('request context is not ready');
  });

  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request);
    let cached: Promise<RequestContext> | null = null;
    request.context = () => {
      cached ??= (async () => {
        const countryCode = countryOf(request.ip);
        const merchant = await opts.merchants.resolve({
          requested: header(request, API_HEADERS.merchant) ?? readCookie(request, COOKIES.merchant),
          host: request.hostname ?? null,
          countryCode,
        });
        return { merchant, countryCode, status: opts.merchants.statusOf(merchant, countryCode, new Date()) };
      })();
      return cached;
    };
  });

  // Before the body is read or validated: a closed site answers the same to every call.
  app.addHook('onRequest', async (request) => {
    if (!closesWithTheSite(request)) return;
    const { status } = await request.context();
    if (status === 2) throw new AppError('REGION_RESTRICTED');
    if (status === 1) throw new AppError('MAINTENANCE');
  });
});

/**
 * Decided on the route the router matched, never on the raw URL: '/%77ps/captcha' is routed to '/wps/captcha'
 * and must be closed with it. A request no route matched (404) reaches nothing to close.
 */
function closesWithTheSite(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  return url !== undefined && !config?.allowWhenClosed && isApiPath(url);
}

export function isApiPath(url: string): boolean {
  return /^\/(wps|lgw|lotto)(\/|$|\?)/.test(url);
}

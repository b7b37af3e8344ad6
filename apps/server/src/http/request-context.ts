import { API_HEADERS, COOKIES, normalizeLocale, type Locale, type SystemStatus } from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countryOf } from '../lib/geo.js';
import type { MerchantRecord } from '../modules/merchants/merchant.repository.js';
import type { MerchantService } from '../modules/merchants/merchant.service.js';
import { AppError } from './app-error.js';

export interface RequestContext {
  merchant: MerchantRecord;
  countryCode: string | null;
  status: SystemStatus;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request (header, cookie, Accept-Language; unsupported → en). */
    locale: Locale;
    /** Merchant, country and system status; resolved once per request on first use. */
    context(): Promise<RequestContext>;
  }
  interface FastifyContextConfig {
    /** Route still answers while the site is in maintenance or the visitor's region is restricted. */
    allowWhenClosed?: boolean;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function cookie(request: FastifyRequest, name: string): string | null {
  const raw = request.headers.cookie;
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function localeOf(request: FastifyRequest): Locale {
  const explicit = header(request, API_HEADERS.language) ?? cookie(request, COOKIES.language);
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
          requested: header(request, API_HEADERS.merchant) ?? cookie(request, COOKIES.merchant),
          host: request.hostname ?? null,
          countryCode,
        });
        return { merchant, countryCode, status: opts.merchants.statusOf(merchant, countryCode, new Date()) };
      })();
      return cached;
    };
  });

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.allowWhenClosed) return;
    if (!isApiPath(request.url)) return;
    const { status } = await request.context();
    if (status === 2) throw new AppError('REGION_RESTRICTED');
    if (status === 1) throw new AppError('MAINTENANCE');
  });
});

export function isApiPath(url: string): boolean {
  return /^\/(wps|lgw|lotto)(\/|$|\?)/.test(url);
}

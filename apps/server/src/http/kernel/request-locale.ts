import type { Locale } from '@suerte/contracts';

/**
 * The request's language and the "open while closed" route switch, declared in the kernel so that routes of any
 * module can use them; the request-context hook (above the modules) fills and reads them.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request (header, cookie, Accept-Language; unsupported → en). */
    locale: Locale;
  }
  interface FastifyContextConfig {
    /** Route still answers while the site is in maintenance or the visitor's region is restricted. */
    allowWhenClosed?: boolean;
  }
}

/** Request headers the web client sends on every call. */
export const API_HEADERS = {
  /** The merchant (brand/region) the visitor chose; the server falls back to domain, then country, then default. */
  merchant: 'x-merchant-code',
  /** The interface language; messages in responses use it. */
  language: 'x-language',
  /** A random id the browser keeps: a new login from the same browser renews its session, not "elsewhere". */
  browser: 'x-browser-id',
} as const;

/** Cookie names shared by server and web. */
export const COOKIES = {
  language: 'suerte_lang',
  theme: 'suerte_theme',
  merchant: 'suerte_merchant',
} as const;

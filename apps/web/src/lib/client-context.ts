import { DEFAULT_LOCALE } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';

/**
 * What every API call carries: the chosen merchant, the interface language and the member token.
 * The session store keeps this in step; the API client only reads it.
 */
export interface ClientContext {
  merchantCode: string | null;
  language: Locale;
  token: string | null;
}

let context: ClientContext = { merchantCode: null, language: DEFAULT_LOCALE, token: null };

export function getClientContext(): ClientContext {
  return context;
}

export function setClientContext(next: Partial<ClientContext>): void {
  context = { ...context, ...next };
}

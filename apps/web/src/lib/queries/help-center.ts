import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../api-client';
import { useSessionStore } from '../session-store';

/**
 * Help topics of the merchant (tag, title, children); the footer links the top level. Same key and answer
 * as the help feature's own query, so both share one request.
 */
export function helpCenterQueryOptions(merchantCode: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['helpCenter', merchantCode, language] as const,
    queryFn: ({ signal }) =>
      api.call('GET /wps/system/helpCenter', { query: { lang: language, device: 'WEB' }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useHelpCenter() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(helpCenterQueryOptions(merchantCode, language));
}

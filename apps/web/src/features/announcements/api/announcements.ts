import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointBody, Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** Spec §7: every announcement type, for the web platform, in one page large enough for the whole list. */
export const ANNOUNCEMENTS_REQUEST: EndpointBody<'POST /wps/relay/MCSFE_getListAnnouncements'> = {
  types: 'B,PL,PU,PR,H',
  execution: 'B',
  platform: 'W',
  pageNo: 1,
  pageSize: 100,
};

export function announcementsQueryOptions(merchantCode: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['announcements', merchantCode, language],
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/MCSFE_getListAnnouncements', { body: ANNOUNCEMENTS_REQUEST, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The announcements of the current merchant in the interface language. */
export function useAnnouncements() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(announcementsQueryOptions(merchantCode, language));
}

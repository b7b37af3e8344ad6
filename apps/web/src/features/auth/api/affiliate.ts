import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function affiliateQueryOptions(affiliateCode: string) {
  return queryOptions({
    queryKey: ['affiliate', affiliateCode],
    queryFn: ({ signal }) => api.call('GET /wps/agent/affiliate', { query: { affiliateCode }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Whether an affiliate code from a link is real (spec §4); nothing is asked without a code. */
export function useAffiliateCheck(affiliateCode: string | null) {
  return useQuery({ ...affiliateQueryOptions(affiliateCode ?? ''), enabled: affiliateCode !== null });
}

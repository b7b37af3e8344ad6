import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Validation and authorization failures do not get better by retrying.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      // A form sent while the server is away fails at once with "server unreachable" instead of waiting
      // silently (queries, by contrast, pause and refetch when the server answers again: lib/online-state).
      mutations: { networkMode: 'always' },
    },
  });
}

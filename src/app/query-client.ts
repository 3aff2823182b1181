import { QueryClient } from '@tanstack/react-query';

/**
 * Reads are never retried, never refetched on focus, and fresh forever
 * unless a query says otherwise (meetings every 30 s, workflows 30 s, statistics 60 s).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const bookingKeys = {
  link: (user: string, type: string) => ['booking', 'link', user, type] as const,
};

/** GET /api/scheduling-links/{user}/{type}: public, always refetched (spec section 7). */
export const publicLinkQueryOptions = (user: string, type: string) =>
  queryOptions({
    queryKey: bookingKeys.link(user, type),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/scheduling-links/{user}/{type}', {
          params: { path: { user, type } },
          signal,
        }),
      ),
    staleTime: 0,
  });

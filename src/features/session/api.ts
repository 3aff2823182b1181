import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const sessionKeys = {
  me: ['session', 'me'] as const,
  scopes: ['session', 'scopes'] as const,
};

/** GET /api/auth/me. Any failure (not ok or network) means "no session" to the guards. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/me', { signal })),
  });

/** GET /api/auth/scopes, read by /access-issue. */
export const scopesQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.scopes,
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/scopes', { signal })),
  });

/**
 * POST /api/auth/logout, then go to "/". A failure is only logged; the cached
 * session is dropped either way so the login page asks the server again.
 */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/auth/logout')),
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => {
      queryClient.clear();
      onDone();
    },
  });
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';

/** One link of a host's public list: its slug, name, description and lengths. */
export type PublicLinkSummary = components['schemas']['PublicLinkSummary'];

/** The host as a link's public page names them. */
export type PublicHost = components['schemas']['PublicSchedulingLink']['host'];

/** One of the page's reads: its cache key and its request. */
export interface HostRead<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

export const hostPageKeys = {
  links: (user: string) => ['host-page', 'links', user] as const,
  host: (slug: string) => ['host-page', 'host', slug] as const,
};

/**
 * GET /api/hosts/{user}/scheduling-links: public. The host's listed links (switched on, not
 * secret, not a used single-use link); an unknown prefix answers `[]` as a host with none does.
 */
export const hostLinksQueryOptions = (user: string): HostRead<PublicLinkSummary[]> => ({
  queryKey: hostPageKeys.links(user),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/api/hosts/{user}/scheduling-links', { params: { path: { user } }, signal })),
});

/**
 * The host of a listed link (its name and picture), from the link's public page: the list does
 * not name the host.
 */
export const hostOfLinkQueryOptions = (slug: string): HostRead<PublicHost> => ({
  queryKey: hostPageKeys.host(slug),
  queryFn: async ({ signal }) => {
    const { user, type } = slugParts(slug);
    const link = await unwrap(
      api.GET('/api/scheduling-links/{user}/{type}', {
        params: { path: { user, type } },
        signal,
      }),
    );
    return link.host;
  },
});

/** A link's slug `{user}/{type}` as its booking page's two params. */
export function slugParts(slug: string): { user: string; type: string } {
  const cut = slug.indexOf('/');
  return { user: slug.slice(0, cut), type: slug.slice(cut + 1) };
}

/**
 * The page's reads, into the cache before its first render: the list, then the first listed
 * link's public page, which names the host (the list does not). A failure is left in the cache
 * as the page would have met it.
 */
export async function loadHostPageData(queryClient: QueryClient, user: string): Promise<void> {
  const links = await queryClient.fetchQuery(hostLinksQueryOptions(user)).catch(() => null);
  const first = links?.[0];
  if (!first) return;
  await queryClient.prefetchQuery(hostOfLinkQueryOptions(first.slug));
}

/** The host's prefix, decoded, from the page's address match; null for a mangled address. */
export function hostPageAddress(match: readonly (string | undefined)[] | null): string | null {
  if (!match || match[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * A read of the cache that the page's loader filled (`loadHostPageData`), fetched here when it is
 * not there (a test, a retry). Not `useQuery`: its observer lives in the booking page's chunk, which
 * this page would then load whole.
 */
export function useLoaded<T>(options: HostRead<T> & { enabled?: boolean }): {
  data: T | undefined;
  error: unknown;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = queryClient.getQueryState<T>(options.queryKey);
  const enabled = options.enabled ?? true;
  const missing = enabled && state?.data === undefined && state?.error == null;
  const key = JSON.stringify(options.queryKey);
  const fetch = () =>
    void queryClient
      .fetchQuery({ queryKey: options.queryKey, queryFn: options.queryFn, retry: false })
      .catch(() => undefined)
      .finally(rerender);
  useEffect(() => {
    if (missing) fetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the read
  }, [missing, key]);
  return { data: state?.data, error: state?.error ?? null, retry: fetch };
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { publicLinkQueryOptions } from './api';

/** One link of a host's public list: its slug, name, description and lengths. */
export type PublicLinkSummary = components['schemas']['PublicLinkSummary'];

export const hostPageKeys = {
  links: (user: string) => ['host-page', 'links', user] as const,
};

/**
 * GET /api/hosts/{user}/scheduling-links: public. The host's listed links (switched on, not
 * secret, not a used single-use link); an unknown prefix answers `[]` as a host with none does.
 */
export const hostLinksQueryOptions = (user: string) =>
  queryOptions({
    queryKey: hostPageKeys.links(user),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/hosts/{user}/scheduling-links', { params: { path: { user } }, signal })),
    staleTime: 0,
  });

/** A link's slug `{user}/{type}` as its booking page's two params. */
export function slugParts(slug: string): { user: string; type: string } {
  const cut = slug.indexOf('/');
  return { user: slug.slice(0, cut), type: slug.slice(cut + 1) };
}

/** The booking page's address of a slug, each part encoded. */
export const bookingAddressOf = (slug: string) => {
  const { user, type } = slugParts(slug);
  return `/book/${encodeURIComponent(user)}/${encodeURIComponent(type)}`;
};

/**
 * The page's reads, into the cache before its first render: the list, then the first listed
 * link's public page, which names the host (the list does not). A failure is left in the cache
 * as the page would have met it.
 */
export async function loadHostPageData(queryClient: QueryClient, user: string): Promise<void> {
  const links = await queryClient.fetchQuery(hostLinksQueryOptions(user)).catch(() => null);
  const first = links?.[0];
  if (!first) return;
  const { user: prefix, type } = slugParts(first.slug);
  await queryClient.prefetchQuery(publicLinkQueryOptions(prefix, type));
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

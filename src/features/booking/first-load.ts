import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, busySlotsQueryOptions, publicLinkQueryOptions } from './api';

/**
 * The booking page's params, decoded, from its address's match (`PUBLIC_PAGE_ADDRESSES.booking` of
 * src/app/public-pages-manifest.ts); null without a match or for a mangled address.
 */
export function bookingAddress(
  match: readonly (string | undefined)[] | null,
): { user: string; type: string } | null {
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  try {
    return { user: decodeURIComponent(match[1]), type: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/**
 * The booking page's two reads, into the query cache before the app's first render, through the
 * page's own query options (so through the requests index.html already started). While they run
 * the visitor sees index.html's skeleton, which is the page's own loading state; the first render
 * then draws the page at once, in one pass. A failure is left in the cache as the page would have
 * met it (the page shows its error state).
 */
export async function loadBookingData(
  queryClient: QueryClient,
  user: string,
  type: string,
): Promise<void> {
  const link = await queryClient.fetchQuery(publicLinkQueryOptions(user, type)).catch(() => null);
  if (!link) return;
  // The link is "always refetched" (staleTime 0), but this read was made for the page about to
  // mount: its first mount must not ask again (a second read would also move the booking window
  // and read the busy times again). Later mounts refetch as always.
  const key = bookingKeys.link(user, type);
  queryClient.setQueryDefaults(key, { refetchOnMount: false });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type !== 'observerAdded' ||
      event.query !== queryClient.getQueryCache().find({ queryKey: key, exact: true })
    )
      return;
    queryClient.setQueryDefaults(key, {});
    unsubscribe();
  });
  await queryClient.prefetchQuery(
    busySlotsQueryOptions(user, type, { startDate: link.startDate, endDate: link.endDate }),
  );
}

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ifMatch, versionConflictOf } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { defaultLinks, type LinkType } from '../../domain/links';
import { dropTeamLink, storeTeamLink } from './teams-api';

type Schemas = components['schemas'];
export type SchedulingLink = Schemas['SchedulingLink'];
export type SchedulingLinkCreate = Schemas['SchedulingLinkCreate'];
export type SchedulingLinkUpdate = Schemas['SchedulingLinkUpdate'];
export type CurrentUser = Schemas['CurrentUser'];

export const linksKeys = {
  all: ['scheduling-links'] as const,
  list: ['scheduling-links', 'list'] as const,
};

const TYPE_ORDER: Readonly<Record<LinkType, number>> = { high_priority: 0, standard: 1 };

/** High priority first, then standard (the order of the page's two cards). */
export function sortLinks(links: readonly SchedulingLink[]): SchedulingLink[] {
  return [...links].sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** GET /api/scheduling-links: the host's own links. */
export const schedulingLinksQueryOptions = () =>
  queryOptions({
    queryKey: linksKeys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/api/scheduling-links', { signal })),
    select: sortLinks,
  });

export function createSchedulingLink(body: SchedulingLinkCreate): Promise<SchedulingLink> {
  return unwrap(api.POST('/api/scheduling-links', { body }));
}

/** PATCH, naming the link's version the edits started from (`If-Match`): a stale one is a 412. */
export function updateSchedulingLink(
  id: string,
  body: SchedulingLinkUpdate,
  version?: number,
): Promise<SchedulingLink> {
  return unwrap(
    api.PATCH('/api/scheduling-links/{id}', {
      params: {
        path: { id },
        header: ifMatch(version),
      },
      body,
    }),
  );
}

/**
 * Puts a created or updated link into the cached list: an updated one in its place (the list's
 * order is the server's: spec links first, then the others oldest first), a new one last. A team
 * link goes to its team's links instead (`listTeams`).
 */
function storeLink(queryClient: QueryClient, link: SchedulingLink) {
  if (link.teamId !== undefined) return storeTeamLink(queryClient, link);
  queryClient.setQueryData<SchedulingLink[]>(linksKeys.list, (current = []) =>
    current.some((item) => item.id === link.id)
      ? current.map((item) => (item.id === link.id ? link : item))
      : [...current, link],
  );
}

/** POST /api/scheduling-links/{id}/duplicate: "Copy of {name}" at `{suffix}-copy`. */
export function duplicateSchedulingLink(id: string): Promise<SchedulingLink> {
  return unwrap(
    api.POST('/api/scheduling-links/{id}/duplicate', { params: { path: { id } }, body: {} }),
  );
}

/**
 * DELETE /api/scheduling-links/{id}, naming the version (`If-Match`). Refused (409
 * `link_has_bookings`) while upcoming bookings exist, unless `cancelBookings`: then they are
 * cancelled in the same step and their visitors told.
 */
export function deleteSchedulingLink(
  id: string,
  version: number | undefined,
  cancelBookings: boolean,
): Promise<unknown> {
  return unwrap(
    api.DELETE('/api/scheduling-links/{id}', {
      params: {
        path: { id },
        query: cancelBookings ? { cancelBookings: 'true' } : {},
        header: ifMatch(version),
      },
    }),
  );
}

/** Duplicates a link; the copy joins the cached list, last. */
export function useDuplicateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSchedulingLink,
    onSuccess: (link) => storeLink(queryClient, link),
  });
}

/**
 * Deletes a link and takes it off the cached list. Bookings it cancelled leave the host's
 * Bookings lists stale: those are read again.
 */
export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      link,
      cancelBookings,
    }: {
      link: Pick<SchedulingLink, 'id' | 'version'>;
      cancelBookings: boolean;
    }) => deleteSchedulingLink(link.id, link.version, cancelBookings),
    onSuccess: async (_answer, { link, cancelBookings }) => {
      queryClient.setQueryData<SchedulingLink[]>(linksKeys.list, (current = []) =>
        current.filter((item) => item.id !== link.id),
      );
      dropTeamLink(queryClient, link);
      if (cancelBookings) await queryClient.invalidateQueries({ queryKey: HOST_BOOKINGS_KEY });
    },
    onError: (error) => {
      // Changed elsewhere meanwhile: the list takes the newer link (and its version).
      const current = versionConflictOf<SchedulingLink>(error);
      if (current) storeLink(queryClient, current);
    },
  });
}

/** The host's Bookings screen's queries (`hostBookingKeys.all` in features/host-bookings). */
const HOST_BOOKINGS_KEY = ['host-bookings'] as const;

/** Switches a link off or on (`active`), naming its version: a 412 stores the newer link. */
export function useSwitchLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, active }: { link: SchedulingLink; active: boolean }) =>
      updateSchedulingLink(link.id, { active }, link.version),
    onSuccess: (link) => storeLink(queryClient, link),
    onError: (error) => {
      const current = versionConflictOf<SchedulingLink>(error);
      if (current) storeLink(queryClient, current);
    },
  });
}

/** POST /api/scheduling-links from the dialog in create mode. */
export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedulingLink,
    onSuccess: (link) => storeLink(queryClient, link),
  });
}

/** PATCH /api/scheduling-links/{id} from the dialog in edit mode. */
export function useUpdateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      version,
    }: {
      id: string;
      body: SchedulingLinkUpdate;
      version?: number;
    }) => updateSchedulingLink(id, body, version),
    onSuccess: (link) => storeLink(queryClient, link),
  });
}

/**
 * Auto-creation in flight, by query cache and user id. React's StrictMode runs effects twice and
 * a quick remount (navigating away and back) runs them again: every caller shares the one request
 * pair, so a host never gets four links. (The server also refuses a second link of one type: 409.)
 */
const autoCreations = new WeakMap<QueryClient, Map<string, Promise<SchedulingLink[]>>>();

/**
 * Creates the two default links of a host who has none, high priority first,
 * then stores them in the cached list. A failure leaves the cache as it was, re-read from the server.
 */
export function createDefaultLinks(
  queryClient: QueryClient,
  user: Pick<CurrentUser, 'id' | 'name'>,
): Promise<SchedulingLink[]> {
  let inFlight = autoCreations.get(queryClient);
  if (!inFlight) {
    inFlight = new Map();
    autoCreations.set(queryClient, inFlight);
  }
  const running = inFlight.get(user.id);
  if (running) return running;
  const run = (async () => {
    const created: SchedulingLink[] = [];
    try {
      for (const draft of defaultLinks(user)) {
        const link = await createSchedulingLink({ ...draft, customDescription: null });
        created.push(link);
        storeLink(queryClient, link);
      }
      return created;
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: linksKeys.list });
      throw error;
    } finally {
      inFlight.delete(user.id);
    }
  })();
  inFlight.set(user.id, run);
  return run;
}

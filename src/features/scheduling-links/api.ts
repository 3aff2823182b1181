import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { defaultLinks, type LinkType } from '../../domain/links';

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

/** Puts a created or updated link into the cached list (replacing the one with its id). */
function storeLink(queryClient: QueryClient, link: SchedulingLink) {
  queryClient.setQueryData<SchedulingLink[]>(linksKeys.list, (current = []) => [
    ...current.filter((item) => item.id !== link.id),
    link,
  ]);
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

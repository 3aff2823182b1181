/**
 * MSW handlers that put the Scheduling Links screen in a named state, for its component tests
 * and stories. Bodies are typed by the contract (`components['schemas']`).
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { jordan } from '../../test/fixtures';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type SchedulingLink = Schemas['SchedulingLink'];
type SchedulingLinkCreate = Schemas['SchedulingLinkCreate'];
type SchedulingLinkUpdate = Schemas['SchedulingLinkUpdate'];

const LINKS = '*/api/scheduling-links';
const LINK = '*/api/scheduling-links/:id';

export const highPriorityLink: SchedulingLink = {
  id: 'lnk-jordan-hp',
  slug: 'jordan-lee/high-priority',
  previousSlugs: [],
  name: '1-1 meeting',
  customDescription: null,
  type: 'high_priority',
  defaultDuration: 30,
  userId: jordan.id,
  version: 1,
  minimumNotice: null,
  dailyLimit: null,
};

export const standardLink: SchedulingLink = {
  id: 'lnk-jordan-std',
  slug: 'jordan-lee/standard',
  previousSlugs: [],
  name: '1-1 meeting',
  customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
  type: 'standard',
  defaultDuration: 45,
  userId: jordan.id,
  version: 1,
  minimumNotice: null,
  dailyLimit: null,
};

export const jordansLinks: SchedulingLink[] = [highPriorityLink, standardLink];

/** The standard link after two renames: its two earlier addresses still lead to it. */
export const renamedStandardLink: SchedulingLink = {
  ...standardLink,
  slug: 'jordan-lee/intro',
  previousSlugs: ['jordan-lee/standard', 'jordan-lee/chat'],
};

/** A host with one name part, for the prefix rule ('cher', not 'cher-cher'). */
export const cher: Schemas['CurrentUser'] = {
  id: 'user-cher',
  name: 'Cher',
  email: 'cher@example.com',
  picture: null,
  hasRequiredScopes: true,
  calendarStatus: 'connected',
};

export { signedInHost } from '../../test/fixtures';

export interface LinkCalls {
  list: number;
  created: SchedulingLinkCreate[];
  updated: { id: string; body: SchedulingLinkUpdate }[];
}

export const newCalls = (): LinkCalls => ({ list: 0, created: [], updated: [] });

export const linksApi = {
  listPending: () =>
    http.get(LINKS, async () => {
      await delay('infinite');
      return HttpResponse.json<SchedulingLink[]>([]);
    }),
  listFails: (error = 'Database unavailable', status = 500) =>
    http.get(LINKS, () => failure(error, status)),

  /**
   * A small link store in memory, like the server: GET lists it, POST adds (409 on a taken slug
   * or a second link of a type), PATCH changes (404 unknown id, 409 taken slug, a rename keeps the
   * old slug in `previousSlugs`, `previousSlugs` can only drop entries: 400). `calls` records
   * the requests; `latency` (ms or 'infinite') delays the writes, and so does `hold` until the
   * promise it gives settles.
   */
  stateful: ({
    initial = jordansLinks,
    calls,
    latency,
    hold,
  }: {
    initial?: SchedulingLink[];
    calls?: LinkCalls;
    latency?: number | 'infinite';
    hold?: () => Promise<unknown>;
  } = {}) => {
    let links = initial.map((link) => ({ ...link }));
    let next = 1;
    const taken = (slug: string, except?: string) =>
      links.some(
        (link) => (link.slug === slug || link.previousSlugs.includes(slug)) && link.id !== except,
      );
    return [
      http.get(LINKS, () => {
        if (calls) calls.list++;
        return HttpResponse.json<SchedulingLink[]>(links);
      }),
      http.post(LINKS, async ({ request }) => {
        const body = (await request.json()) as SchedulingLinkCreate;
        calls?.created.push(body);
        if (latency !== undefined) await delay(latency);
        if (hold) await hold();
        if (taken(body.slug)) {
          return failure(`The booking link /book/${body.slug} is already taken`, 409, 'slug_taken');
        }
        if (links.some((link) => link.type === body.type)) {
          return failure('You already have a link of this type', 409, 'link_type_exists');
        }
        const link: SchedulingLink = {
          id: `lnk-new-${next++}`,
          slug: body.slug,
          previousSlugs: [],
          name: body.name,
          customDescription: body.customDescription ?? null,
          type: body.type,
          defaultDuration: body.defaultDuration,
          userId: body.userId,
          version: 1,
          minimumNotice: body.minimumNotice ?? null,
          dailyLimit: body.dailyLimit ?? null,
        };
        links = [...links, link];
        return HttpResponse.json<SchedulingLink>(link, { status: 201 });
      }),
      http.patch(LINK, async ({ request, params }) => {
        const id = String(params.id);
        const body = (await request.json()) as SchedulingLinkUpdate;
        calls?.updated.push({ id, body });
        if (latency !== undefined) await delay(latency);
        if (hold) await hold();
        const link = links.find((item) => item.id === id);
        if (!link) return failure('Scheduling link not found', 404);
        if (body.slug !== undefined && taken(body.slug, id)) {
          return failure(`The booking link /book/${body.slug} is already taken`, 409, 'slug_taken');
        }
        const kept = body.previousSlugs ?? link.previousSlugs;
        if (kept.some((slug) => !link.previousSlugs.includes(slug))) {
          return failure('previousSlugs can only remove addresses', 400, 'invalid_request');
        }
        const renamed = body.slug !== undefined && body.slug !== link.slug;
        const previousSlugs = renamed
          ? [...kept.filter((slug) => slug !== body.slug), link.slug]
          : kept;
        const updated: SchedulingLink = {
          ...link,
          ...body,
          previousSlugs,
          version: link.version + 1,
        };
        links = links.map((item) => (item.id === id ? updated : item));
        return HttpResponse.json<SchedulingLink>(updated);
      }),
    ];
  },

  /** POST fails; with `error: null` the body carries no `error` field. */
  createFails: (error: string | null = 'Database unavailable', status = 500) =>
    http.post(LINKS, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status),
    ),
  /** PATCH fails; with `error: null` the body carries no `error` field. */
  updateFails: (error: string | null = 'Database unavailable', status = 500) =>
    http.patch(LINK, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status),
    ),
};

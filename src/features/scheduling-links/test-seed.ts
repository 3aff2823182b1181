/**
 * The Scheduling Links screen's data for its component tests and stories: the host's links,
 * written into the mock backend's database, which the mock's own handlers then serve
 * (`mocks/test/story-backend.ts`). The links are typed as the list answers them
 * (`components['schemas']`), so tests compare what the screen shows and sends with them.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Person } from '../../../mocks/scenarios';
import { DAY, HOUR } from '../../../mocks/scenarios/seed';
import {
  recordBodies,
  recordRequests,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type RequestEvents,
  type Seed,
} from '../../../mocks/test/story-backend';
import type { components } from '../../api/schema.gen';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type SchedulingLink = Schemas['SchedulingLink'];
type SchedulingLinkCreate = Schemas['SchedulingLinkCreate'];
type SchedulingLinkUpdate = Schemas['SchedulingLinkUpdate'];

/** Jordan Lee as these screens know him: the story host, under the fixtures' id. */
export const LINKS_HOST: Person = { ...STORY_HOST, id: 'user-jordan' };

/** A host with one name part, for the prefix rule ('cher', not 'cher-cher'). */
export const CHER: Person = {
  id: 'user-cher',
  name: 'Cher',
  email: 'cher@example.com',
  picture: null,
  timezone: 'UTC',
  slackId: null,
};

export const highPriorityLink: SchedulingLink = {
  id: 'lnk-jordan-hp',
  slug: 'jordan-lee/high-priority',
  previousSlugs: [],
  name: '1-1 meeting',
  customDescription: null,
  type: 'high_priority',
  defaultDuration: 30,
  userId: LINKS_HOST.id,
  version: 1,
  minimumNotice: null,
  dailyLimit: null,
  slotInterval: 30,
  bookingWindowDays: 14,
  active: true,
  durations: [30],
  location: null,
  questions: [],
  maxGuests: 0,
  changeCutoffHours: 0,
  requiresApproval: false,
  reminders: [
    { minutesBefore: 1440, enabled: true },
    { minutesBefore: 60, enabled: true },
  ],
};

export const standardLink: SchedulingLink = {
  id: 'lnk-jordan-std',
  slug: 'jordan-lee/standard',
  previousSlugs: [],
  name: '1-1 meeting',
  customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
  type: 'standard',
  defaultDuration: 45,
  userId: LINKS_HOST.id,
  version: 1,
  minimumNotice: null,
  dailyLimit: null,
  slotInterval: 30,
  bookingWindowDays: 21,
  active: true,
  durations: [45],
  location: null,
  questions: [],
  maxGuests: 0,
  changeCutoffHours: 0,
  requiresApproval: false,
  reminders: [
    { minutesBefore: 1440, enabled: true },
    { minutesBefore: 60, enabled: true },
  ],
};

export const jordansLinks: SchedulingLink[] = [highPriorityLink, standardLink];

/** The standard link after two renames: its two earlier addresses still lead to it. */
export const renamedStandardLink: SchedulingLink = {
  ...standardLink,
  slug: 'jordan-lee/intro',
  previousSlugs: ['jordan-lee/standard', 'jordan-lee/chat'],
};

/**
 * An extra meeting type of Jordan's: the scenario's "Office hours", 30 or 60 minutes,
 * in person, one required question, up to 2 guests.
 */
export const officeHoursLink: SchedulingLink = {
  ...standardLink,
  id: 'lnk-jordan-office',
  slug: 'jordan-lee/office-hours',
  name: 'Office hours',
  customDescription: 'Drop in with questions about the product.',
  defaultDuration: 30,
  durations: [30, 60],
  location: { kind: 'in_person', address: '1 Main Street, Springfield' },
  questions: [
    { id: 'topic', label: 'What would you like to discuss?', kind: 'short_text', required: true },
  ],
  maxGuests: 2,
};

/**
 * Writes `links` as the host's, with their ids, slugs, previous slugs, rules and meeting-type
 * fields. A link of `extras` is an extra meeting type (created without a type), not a spec link.
 */
export function seedLinks(
  seed: Seed,
  host: Person,
  links: readonly SchedulingLink[],
  extras: readonly SchedulingLink[] = [],
): void {
  for (const link of [...links, ...extras]) {
    const id = seed.link(host, link.type, {
      id: link.id,
      name: link.name,
      customDescription: link.customDescription,
      duration: link.defaultDuration,
    });
    const record = seed.data.links.find((l) => l.id === id)!;
    record.slug = link.slug;
    record.previousSlugs = [...link.previousSlugs];
    record.minimumNotice = link.minimumNotice ?? null;
    record.dailyLimit = link.dailyLimit ?? null;
    record.spec = !extras.includes(link);
    record.active = link.active;
    record.durations = [...link.durations];
    record.location = link.location;
    record.questions = link.questions.map((q) => ({ ...q }));
    record.maxGuests = link.maxGuests;
    record.requiresApproval = link.requiresApproval ?? false;
    record.changeCutoffHours = link.changeCutoffHours;
    record.reminders = link.reminders.map((r) => ({ ...r }));
    if (link.locations) record.locations = link.locations.map((place) => ({ ...place }));
    if (link.secret) record.secret = true;
    if (link.singleUse) record.singleUse = true;
    if (link.usedAt) record.usedAt = link.usedAt;
  }
}

/**
 * The Scheduling Links screen over the mock backend: the host (Jordan by default, no workflow
 * access) signed in with `links` (Jordan's two by default), the faults and overrides given.
 */
export function linksBackend(
  target: HandlerTarget,
  options: {
    links?: readonly SchedulingLink[];
    /** Extra meeting types, after the spec links. */
    extras?: readonly SchedulingLink[];
    host?: Person;
    faults?: string;
    /** Upcoming bookings made through a link: how many, by link id (tomorrow from 15:00). */
    upcoming?: Readonly<Record<string, number>>;
  } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  const host = options.host ?? LINKS_HOST;
  return seedBackend(
    target,
    {
      seed(seed) {
        seed.user(host);
        seedLinks(seed, host, options.links ?? jordansLinks, options.extras);
        for (const [linkId, count] of Object.entries(options.upcoming ?? {})) {
          const tomorrow = new Date(seed.now);
          tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
          const start = tomorrow.setUTCHours(15, 0, 0, 0);
          for (let i = 0; i < count; i++) {
            const visitor = { name: `Visitor ${i + 1}`, email: `visitor${i + 1}@example.com` };
            seed.booking(host, linkId, visitor, start + i * HOUR, DAY, { invite: false });
          }
        }
      },
      signedInAs: host.email,
      faults: options.faults,
    },
    ...overrides,
  );
}

const LINKS = '*/api/scheduling-links';
const LINK = '*/api/scheduling-links/:id';

/**
 * Failures with words of their own (the faults' messages are the mock's). With `error: null` the
 * body carries no `error` field.
 */
export const linksFail = {
  list: (error = 'Database unavailable', status = 500) =>
    http.get(LINKS, () => failure(error, status)),
  create: (error: string | null = 'Database unavailable', status = 500) =>
    http.post(LINKS, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status),
    ),
  update: (error: string | null = 'Database unavailable', status = 500) =>
    http.patch(LINK, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status),
    ),
  /** A 400 naming the body field at fault (`Error.field`), as the contract's checks answer. */
  fieldError: (method: 'post' | 'patch', field: string, error: string) =>
    http[method](method === 'post' ? LINKS : LINK, () =>
      HttpResponse.json({ error, code: 'invalid_request', field }, { status: 400 }),
    ),
};

export interface LinkCalls {
  /** The list reads. */
  list: number;
  created: SchedulingLinkCreate[];
  updated: { id: string; body: SchedulingLinkUpdate }[];
  /** The updates again, with the version each names (`If-Match`). */
  patches: { body: Record<string, unknown>; ifMatch: string | null }[];
  duplicated: string[];
  /** The deletions: the link, whether its bookings were to be cancelled, the version named. */
  deleted: { id: string; cancelBookings: boolean; ifMatch: string | null }[];
}

/**
 * The link requests the screen sends, in order, with their bodies. The listeners stay until the
 * events' listeners are removed (the test's afterEach).
 */
export function recordLinkCalls(target: RequestEvents): LinkCalls {
  const lists = recordRequests(target, '/api/scheduling-links', () => true, 'GET');
  const patch = /^\/api\/scheduling-links\/(.+)$/;
  const deletions: LinkCalls['deleted'] = [];
  target.events.on('request:start', ({ request }) => {
    if (request.method !== 'DELETE') return;
    const url = new URL(request.url);
    const match = patch.exec(url.pathname);
    if (!match) return;
    deletions.push({
      id: decodeURIComponent(match[1]!),
      cancelBookings: url.searchParams.get('cancelBookings') === 'true',
      ifMatch: request.headers.get('if-match'),
    });
  });
  return {
    get list() {
      return lists.length;
    },
    created: recordBodies<SchedulingLinkCreate>(target, 'POST', '/api/scheduling-links'),
    updated: recordBodies(target, 'PATCH', patch, (body: SchedulingLinkUpdate, { match }) => ({
      id: decodeURIComponent(match[1]!),
      body,
    })),
    patches: recordBodies(target, 'PATCH', patch, (body: Record<string, unknown>, { headers }) => ({
      body,
      ifMatch: headers.get('if-match'),
    })),
    duplicated: recordBodies(
      target,
      'POST',
      /^\/api\/scheduling-links\/(.+)\/duplicate$/,
      (_body: unknown, { match }) => decodeURIComponent(match[1]!),
    ),
    deleted: deletions,
  };
}

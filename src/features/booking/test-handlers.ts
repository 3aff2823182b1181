/**
 * MSW handlers that put the public booking page in a named state, for its component tests and
 * stories. Bodies are typed by the contract (`components['schemas']`). Windows are computed at
 * request time from the clock, so a story (real clock) and a test (frozen clock) both work.
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { DEFAULT_LINK_DESCRIPTIONS } from '../../domain/links';
import { bookingWindow } from '../../domain/slots';
import type { ErrorCode } from '../../api/errors';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type PublicLink = Schemas['PublicSchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];
type BusySlotsRequest = Schemas['BusySlotsRequest'];
type BookingRequest = Schemas['BookingRequest'];
type Booking = Schemas['Booking'];
type Interval = Schemas['TimeInterval'];

const LINK = '*/api/scheduling-links/:user/:type';
const BUSY = '*/api/scheduling-links/:user/:type/busy-slots';
const BOOK = '*/api/scheduling-links/:user/:type/book';

export const HOST_TIME_ZONE = 'America/New_York';

const off = { enabled: false, startHour: 9, endHour: 17 };
const nineToFive = { enabled: true, startHour: 9, endHour: 17 };

/** Jordan's slot preferences: Monday to Friday 9 to 17 in New York, 15 minutes of buffer. */
export const hostPreferences: BusySlots['preferences'] = {
  bufferTime: 15,
  noBufferNeeded: false,
  timezone: HOST_TIME_ZONE,
  dayAvailability: {
    '0': off,
    '1': nineToFive,
    '2': nineToFive,
    '3': nineToFive,
    '4': nineToFive,
    '5': nineToFive,
    '6': off,
  },
  dateAvailability: {},
};

/** No working day at all: a page with no slots anywhere. */
export const noWorkingDays: BusySlots['preferences'] = {
  ...hostPreferences,
  dayAvailability: {
    '0': off,
    '1': off,
    '2': off,
    '3': off,
    '4': off,
    '5': off,
    '6': off,
  },
};

export interface LinkOptions {
  type?: PublicLink['type'];
  slug?: string;
  defaultDuration?: number;
  name?: string;
  customDescription?: string | null;
  hostName?: string;
  picture?: string | null;
  ownerName?: string;
  ownerEmail?: string;
  timePreference?: PublicLink['preferences']['timePreference'];
  minimumNotice?: number | null;
}

/** The public view of one of Jordan's links, its window computed from `now` like the server. */
export function publicLink(options: LinkOptions = {}, now: Date = new Date()): PublicLink {
  const type = options.type ?? 'standard';
  const window = bookingWindow(type, now, HOST_TIME_ZONE);
  return {
    slug:
      options.slug ?? (type === 'standard' ? 'jordan-lee/standard' : 'jordan-lee/high-priority'),
    type,
    defaultDuration: options.defaultDuration ?? 30,
    name: options.name ?? '1-1 meeting',
    description: DEFAULT_LINK_DESCRIPTIONS[type],
    customDescription: options.customDescription ?? null,
    host: { name: options.hostName ?? 'Jordan Lee', picture: options.picture ?? null },
    owner: {
      name: options.ownerName ?? options.hostName ?? 'Jordan Lee',
      email: options.ownerEmail ?? 'jordan.lee@example.com',
    },
    preferences: { timePreference: options.timePreference ?? 'both' },
    startDate: window.start.toISOString(),
    endDate: window.end.toISOString(),
    minimumNotice: options.minimumNotice ?? null,
  };
}

/** A small data-URL picture, so the avatar's image needs no network. */
export const HOST_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#5f3dc4"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>',
  );

export interface BookingCalls {
  busy: BusySlotsRequest[];
  booked: BookingRequest[];
}

export const newBookingCalls = (): BookingCalls => ({ busy: [], booked: [] });

function bookingAnswer(body: BookingRequest, slug: string): Booking {
  const at = new Date().toISOString();
  return {
    id: 'bkg-test',
    token: 'tkn_test_0123456789abcdef0123456789abcdef',
    meetingId: 'evt-test',
    slug,
    title: body.title,
    startTime: body.startTime,
    endTime: body.endTime,
    attendeeName: body.attendeeName,
    attendeeEmail: body.attendeeEmail,
    status: 'confirmed',
    invitationSentTo: body.attendeeEmail,
    createdAt: at,
  };
}

const overlaps = (a: Interval, start: string, end: string) =>
  Date.parse(a.start) < Date.parse(end) && Date.parse(start) < Date.parse(a.end);

export const bookingApi = {
  link: (options: LinkOptions = {}) =>
    http.get(LINK, () => HttpResponse.json<PublicLink>(publicLink(options))),
  linkPending: () =>
    http.get(LINK, async () => {
      await delay('infinite');
      return HttpResponse.json<PublicLink>(publicLink());
    }),
  linkNotFound: () => http.get(LINK, () => failure('Scheduling link not found', 404)),

  busyPending: () =>
    http.post(BUSY, async () => {
      await delay('infinite');
      return HttpResponse.json<BusySlots>({ busySlots: [], preferences: hostPreferences });
    }),
  /**
   * Busy-slots fails; with `error: null` the body carries no `error` field. A 409 is the
   * expired calendar authorisation unless `code` says otherwise.
   */
  busyFails: (
    error: string | null = 'Google Calendar authentication expired for this host',
    status = 409,
    code: ErrorCode | undefined = status === 409 ? 'calendar_auth_expired' : undefined,
  ) =>
    http.post(BUSY, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status, code),
    ),

  bookFails: (error: string | null = 'Database unavailable', status = 500) =>
    http.post(BOOK, () =>
      error === null ? new HttpResponse(null, { status }) : failure(error, status),
    ),
  bookPending: () =>
    http.post(BOOK, async () => {
      await delay('infinite');
      return failure('never answered', 500);
    }),

  /**
   * A host's calendar in memory: busy-slots answers `busy` (plus what was booked since), book
   * answers 201 and marks the time busy, or 409 when it overlaps. `takenBySomeoneElse` books
   * the requested slot for another visitor first (the race a visitor can lose). `hold` delays
   * the book answer until the promise it gives settles.
   */
  calendar: ({
    busy = [],
    preferences = hostPreferences,
    calls,
    takenBySomeoneElse = false,
    hold,
  }: {
    busy?: Interval[];
    preferences?: BusySlots['preferences'];
    calls?: BookingCalls;
    takenBySomeoneElse?: boolean;
    hold?: () => Promise<unknown>;
  } = {}) => {
    const intervals = [...busy];
    return [
      http.post(BUSY, async ({ request }) => {
        const body = (await request.json()) as BusySlotsRequest;
        calls?.busy.push(body);
        const within = intervals.filter((b) => overlaps(b, body.startDate, body.endDate));
        return HttpResponse.json<BusySlots>({ busySlots: within, preferences });
      }),
      http.post(BOOK, async ({ request, params }) => {
        const body = (await request.json()) as BookingRequest;
        calls?.booked.push(body);
        if (hold) await hold();
        if (takenBySomeoneElse) intervals.push({ start: body.startTime, end: body.endTime });
        if (intervals.some((b) => overlaps(b, body.startTime, body.endTime))) {
          return failure(
            'This time slot is no longer available. Please choose another time.',
            409,
            'slot_taken',
          );
        }
        intervals.push({ start: body.startTime, end: body.endTime });
        const slug = `${String(params.user)}/${String(params.type)}`;
        return HttpResponse.json<Booking>(bookingAnswer(body, slug), { status: 201 });
      }),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// A booking's own page (`/bookings/{id}`, issue 15)
// ---------------------------------------------------------------------------------------------

type ManagedBooking = Schemas['ManagedBooking'];

const MANAGED = '*/api/bookings/:id';
export const MANAGED_ID = 'bkg-test';
export const MANAGED_TOKEN = 'tkn_test_0123456789abcdef0123456789abcdef';
/** The booking's page as the success page links it. */
export const MANAGED_PATH = `/bookings/${MANAGED_ID}?token=${MANAGED_TOKEN}`;

/** Alex's booking with Jordan: tomorrow 15:00–15:30 UTC (10:00 in New York). */
export function managedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(15, 0, 0, 0);
  return {
    id: MANAGED_ID,
    slug: 'jordan-lee/standard',
    linkName: '1-1 meeting',
    hostName: 'Jordan Lee',
    title: '1-1 meeting with Alex Morgan',
    startTime: day.toISOString(),
    endTime: new Date(day.getTime() + 30 * 60_000).toISOString(),
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    status: 'confirmed',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    rescheduledAt: null,
    rescheduledBy: null,
    ...overrides,
  };
}

const notFound = () => failure('Booking not found', 404);
const tokenOk = (request: Request) => request.headers.get('booking-token') === MANAGED_TOKEN;

export const manageApi = {
  /** The booking (404 for any other token); cancel answers it cancelled. */
  booking: (booking: ManagedBooking = managedBooking()) => {
    let current = booking;
    return [
      http.get(MANAGED, ({ request }) =>
        tokenOk(request) ? HttpResponse.json<ManagedBooking>(current) : notFound(),
      ),
      http.post(`${MANAGED}/cancel`, async ({ request }) => {
        if (!tokenOk(request)) return notFound();
        const body = (await request.json()) as { reason?: string };
        current = {
          ...current,
          status: 'cancelled',
          cancelledAt: new Date().toISOString(),
          cancelledBy: 'visitor',
          cancelReason: body.reason ?? null,
        };
        return HttpResponse.json<ManagedBooking>(current);
      }),
    ];
  },
  pending: () =>
    http.get(MANAGED, async () => {
      await delay('infinite');
      return notFound();
    }),
  fails: () => http.get(MANAGED, () => failure('Database unavailable', 500)),
};

/**
 * The public booking pages' data for their component tests and stories: Jordan's standard link,
 * his working hours (Monday to Friday, 9 to 17 in New York, 15 minutes of buffer) and calendar,
 * and Alex Morgan's booking with him, written into the mock backend's database, which the mock's
 * own handlers then serve (`mocks/test/story-backend.ts`). Only the failures and waits the mock
 * does not give on its own are handlers put in front.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { db } from '../../../mocks/db';
import { releaseHung } from '../../../mocks/faults/faults';
import type { OperationId } from '../../../mocks/faults/operations';
import {
  hangsAfter,
  recordBodies,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type RequestEvents,
  type Seed,
} from '../../../mocks/test/story-backend';
import type { components } from '../../api/schema.gen';
import type { ErrorCode } from '../../api/errors';
import { failure } from '../../test/api-failure';
import { OFFICE_HOURS_QUESTION } from '../../../mocks/scenarios/list/meeting-types';

type Schemas = components['schemas'];
export type PublicLink = Schemas['PublicSchedulingLink'];
type Interval = Schemas['TimeInterval'];

const BUSY = '*/api/scheduling-links/:user/:type/busy-slots';
const BOOK = '*/api/scheduling-links/:user/:type/book';
const MINUTE = 60_000;

/** A small data-URL picture, so the avatar's image needs no network. */
export const HOST_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#5f3dc4"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>',
  );

/**
 * Alex Morgan's booking with Jordan (`managed`): its id, its secret, and its page as the success
 * page links it.
 */
export const MANAGED_ID = 'bkg-test';
const MANAGED_TOKEN = 'tkn_test_0123456789abcdef0123456789abcdef';
export const MANAGED_PATH = `/bookings/${MANAGED_ID}?token=${MANAGED_TOKEN}`;

const ALEX = { name: 'Alex Morgan', email: 'alex.morgan@example.org' };

/** A meeting type's own settings on Jordan's link (docs/decisions.md#meeting-types). */
export interface MeetingTypeSetup {
  active?: boolean;
  durations?: number[];
  location?: Schemas['LinkLocation'] | null;
  /** The places the visitor chooses from, single use and when it was used (docs/decisions.md#meeting-types). */
  locations?: Schemas['LinkLocation'][];
  singleUse?: boolean;
  usedAt?: string | null;
  questions?: Schemas['LinkQuestion'][];
  maxGuests?: number;
}

/**
 * The scenario `meeting-types`' "Office hours" (mocks/scenarios/list/meeting-types.ts): 30 or 60
 * minutes, in person, one required question, up to 2 guests.
 */
export const OFFICE_HOURS: MeetingTypeSetup = {
  durations: [30, 60],
  location: { kind: 'in_person', address: '1 Main Street, Springfield' },
  questions: [{ ...OFFICE_HOURS_QUESTION }],
  maxGuests: 2,
};

/** What Alex's booking carries of a meeting type: its place, answers and guests. */
export interface ManagedExtras {
  location?: Schemas['BookingLocation'] | null;
  answers?: Schemas['BookingAnswers'];
  guests?: string[];
}

/** Alex's booking as the host or the visitor left it. */
export type ManagedState =
  | 'confirmed'
  | 'moved-by-host'
  | { cancelledBy: 'visitor' | 'host'; reason: string | null }
  /** A request on a link that requires confirmation (docs/decisions.md#approval-per-link), and one the host declined. */
  | 'pending'
  | { declined: string | null };

export interface BookingSetup {
  /**
   * The instant the mock's clock stands at. Default: the page's own clock at seeding (the fixed
   * one of the story tests, `.storybook/vitest.setup.ts`, or the test's `vi.setSystemTime`), so
   * the server's booking window and the visitor's "today" agree.
   */
  now?: string;
  /**
   * Jordan's standard link: its words and length (default: "1-1 meeting", 30 minutes); null: he
   * has none (its address is not found).
   */
  link?: { name?: string; customDescription?: string; duration?: number } | null;
  /** The link renamed: its slug now ends with this, the old address still answering. */
  renamedTo?: string;
  /** Jordan's name and picture on his account (default: Jordan Lee, no picture). */
  hostName?: string;
  picture?: string | null;
  /** Busy times in Jordan's calendar. */
  busy?: readonly Interval[];
  /** No working day at all: a page with no slot anywhere. */
  noWorkingDays?: boolean;
  /** Jordan's calendar authorisation expired: his busy times cannot be read. */
  calendarExpired?: boolean;
  /** Alex Morgan's booking, tomorrow (UTC) 15:00–15:30 (10:00 in New York). */
  managed?: ManagedState;
  /** Faults in the text form of `mocks/faults/faults.ts` (`getBusySlots:hang`). */
  faults?: string;
  /** The link's meeting-type settings (docs/decisions.md#meeting-types); default the spec link's. */
  meetingType?: MeetingTypeSetup;
  /** Alex's booking's place, answers and guests (docs/decisions.md#meeting-types). */
  managedExtras?: ManagedExtras;
  /** The link's change policy (docs/decisions.md#a-links-change-policy): hours before the start; default 0, no cutoff. */
  changeCutoffHours?: number;
}

const OFF = { enabled: false, startHour: 9, endHour: 17 };

/** Writes Jordan, his preferences, his link, his calendar and Alex's booking into the seed. */
export function seedBooking(seed: Seed, setup: BookingSetup = {}): void {
  const host = {
    ...STORY_HOST,
    name: setup.hostName ?? STORY_HOST.name,
    picture: setup.picture ?? null,
  };
  seed.user(host);
  if (setup.calendarExpired) {
    for (const calendar of seed.data.calendars) {
      if (calendar.userId === host.id) calendar.authExpired = true;
    }
  }
  seed.preferences(host, {
    dayAvailability: setup.noWorkingDays
      ? { 0: OFF, 1: OFF, 2: OFF, 3: OFF, 4: OFF, 5: OFF, 6: OFF }
      : undefined,
  });
  for (const busy of setup.busy ?? []) {
    const start = Date.parse(busy.start);
    seed.meeting({
      userId: host.id,
      calendarEmail: host.email,
      title: 'Busy',
      start,
      minutes: (Date.parse(busy.end) - start) / MINUTE,
    });
  }
  if (setup.link === null) return;
  // The slug is Jordan Lee's whatever his name now: jordan-lee/standard.
  const linkId = seed.link(STORY_HOST, 'standard', {
    ...setup.link,
    suffix: setup.renamedTo,
  });
  if (setup.renamedTo) {
    const link = seed.data.links.find((l) => l.id === linkId)!;
    link.previousSlugs = ['jordan-lee/standard'];
  }
  if (setup.meetingType) {
    const link = seed.data.links.find((l) => l.id === linkId)!;
    Object.assign(link, { spec: false, ...setup.meetingType });
  }
  if (setup.changeCutoffHours !== undefined) {
    const link = seed.data.links.find((l) => l.id === linkId)!;
    link.changeCutoffHours = setup.changeCutoffHours;
  }
  if (setup.managed) seedManaged(seed, host, linkId, setup.managed);
  if (setup.managed && setup.managedExtras) {
    const booking = seed.data.bookings.find((b) => b.id === MANAGED_ID)!;
    Object.assign(booking, setup.managedExtras);
  }
}

function seedManaged(seed: Seed, host: typeof STORY_HOST, linkId: string, state: ManagedState) {
  const tomorrow = new Date(seed.now);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const start = tomorrow.setUTCHours(15, 0, 0, 0);
  seed.booking(host, linkId, ALEX, start, 60 * MINUTE, {
    id: MANAGED_ID,
    token: MANAGED_TOKEN,
    cancelled:
      typeof state === 'object' && 'cancelledBy' in state
        ? { by: state.cancelledBy, at: seed.now, reason: state.reason }
        : undefined,
    moved:
      state === 'moved-by-host'
        ? { by: 'host', at: seed.now, from: start - 60 * MINUTE }
        : undefined,
  });
  if (state === 'pending' || (typeof state === 'object' && 'declined' in state)) {
    const link = seed.data.links.find((l) => l.id === linkId)!;
    link.requiresApproval = true;
    const booking = seed.data.bookings.find((b) => b.id === MANAGED_ID)!;
    if (state === 'pending') booking.status = 'pending';
    else
      Object.assign(booking, {
        status: 'declined',
        cancelledAt: seed.iso(seed.now),
        cancelledBy: 'host',
        cancelReason: state.declined,
      });
  }
}

/**
 * The public booking pages over the mock backend: nobody signed in, Jordan's standard link and
 * calendar as `setup` says, the faults and overrides given.
 */
export function bookingBackend(
  target: HandlerTarget,
  setup: BookingSetup = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: setup.now ?? new Date().toISOString(),
      seed: (seed) => seedBooking(seed, setup),
      faults: setup.faults,
    },
    ...overrides,
  );
}

/** Jordan's standard link as the mock answers a visitor for it, over the seeded data. */
export async function publicLinkAnswer(): Promise<PublicLink> {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const answer = await fetch(new URL('/api/scheduling-links/jordan-lee/standard', origin));
  if (!answer.ok) throw new Error(`The link did not load: ${answer.status}`);
  return (await answer.json()) as PublicLink;
}

// ---------------------------------------------------------------------------------------------
// Failures and waits the mock does not give on its own
// ---------------------------------------------------------------------------------------------

/**
 * Busy-slots fails with words of its own; with `error: null` the body carries no `error` field.
 * A 409 is the expired calendar authorisation unless `code` says otherwise.
 */
export const availabilityFails = (
  error: string | null,
  status: number,
  code: ErrorCode | undefined = status === 409 ? 'calendar_auth_expired' : undefined,
) =>
  http.post(BUSY, () =>
    error === null ? new HttpResponse(null, { status }) : failure(error, status, code),
  );

/**
 * Lets the request a `hang` fault holds go on to the mock's answer, as soon as it is held (the
 * page may still be sending it).
 */
export async function releaseHeld(operationId: OperationId): Promise<void> {
  for (let tries = 0; releaseHung(operationId) === 0; tries++) {
    if (tries > 500) throw new Error(`No ${operationId} request is held`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The booking request is sent and never answered. Not a `bookSlot:hang` fault: the next story's
 * or test's seeding clears the faults and so releases what they hold, and the released booking
 * would then be made in that story's data.
 */
export const bookingNeverAnswers = () => hangsAfter('post', BOOK, 0);

/**
 * Someone else takes the requested time first, the race a visitor can lose once their hold has
 * ended: the meeting lands in Jordan's calendar just before the mock's book handler checks it
 * (which then answers 409). Once.
 */
export const slotTakenMeanwhile = () =>
  http.post(
    BOOK,
    async ({ request }) => {
      const body = (await request.clone().json()) as Schemas['BookingRequest'];
      await db.meetings.create({
        id: 'evt_taken_meanwhile',
        userId: STORY_HOST.id,
        calendarEmail: STORY_HOST.email,
        title: '1-1 meeting with Sam Rivera',
        description: '',
        startTime: body.startTime,
        endTime: body.endTime,
        source: 'booking',
        attendees: [{ name: 'Sam Rivera', email: 'sam.rivera@example.org' }],
      });
      // The visitor's hold (docs/decisions.md#a-held-time) had ended: a valid one would have kept the time for them.
      await db.holds.deleteMany((q) => q.where(() => true));
      // Nothing returned: MSW hands the request on to the mock's handler.
      return undefined;
    },
    { once: true },
  );

/** The booking's own page fails to load, with words of its own. */
export const managedBookingFails = () =>
  http.get('*/api/bookings/:id', () => failure('Database unavailable', 500));

// ---------------------------------------------------------------------------------------------
// What the page sent
// ---------------------------------------------------------------------------------------------

export interface BookingCalls {
  busy: Schemas['BusySlotsRequest'][];
  booked: Schemas['BookingRequest'][];
}

/**
 * The bodies of the busy-slots and book requests the page sends, as they go by. The listeners
 * stay until the events' listeners are removed (the test's afterEach).
 */
export const recordBookingCalls = (target: RequestEvents): BookingCalls => ({
  busy: recordBodies(target, 'POST', /^\/api\/scheduling-links\/.+\/busy-slots$/),
  booked: recordBodies(target, 'POST', /^\/api\/scheduling-links\/.+\/book$/),
});

/**
 * The Bookings screen's data for its component tests and stories: Jordan's two links and the
 * bookings made through them, built around the seed's "now" and written into the mock backend's
 * database, which the mock's own handlers then serve (`mocks/test/story-backend.ts`): the list
 * pages by the contract's rules, cancel and reschedule change the records, and the reschedule
 * dialog reads the link's free times (weekdays 9 to 5 in New York) from the same data.
 */
import type { RequestHandler } from 'msw';
import { http } from 'msw';
import {
  recordBodies,
  recordRequests,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type RecordedRequest,
  type RequestEvents,
  type Seed,
} from '../../../mocks/test/story-backend';
import { failure } from '../../test/api-failure';
import type { HostBooking } from './api';

export const HOST_ZONE = STORY_HOST.timezone;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A booking of the host: who booked, when, through which link, and what became of it. */
export interface PlannedBooking {
  id: string;
  visitor: { name: string; email: string };
  /** Days from the seed's "now" and the hour, New York time (EST). */
  days: number;
  hour: number;
  /** `office_hours`: Jordan's third link, 30 or 60 minutes, a video call. */
  link?: 'standard' | 'high_priority' | 'office_hours';
  /** The booking's length when not its link's default (one of the link's durations). */
  minutes?: number;
  /** The booking's place, the visitor's answers, the guests (default none). */
  location?: HostBooking['location'];
  answers?: HostBooking['answers'];
  guests?: string[];
  /** The visitor's time zone as their booking page sent it (default: not known). */
  visitorTimeZone?: string;
  /** Hours before now the booking was moved (by the host) from the same time a day earlier. */
  movedHoursAgo?: number;
  cancelled?: { by: 'visitor' | 'host'; hoursAgo: number; reason: string | null };
  /** A request awaiting the host's confirmation, made this many hours ago. */
  pendingHoursAgo?: number;
}

/** `hour`:00 New York time (EST, UTC-5) on the UTC date `days` days from `now`. */
function at(now: number, days: number, hour: number): number {
  const base = new Date(now + days * DAY);
  base.setUTCHours(hour + 5, 0, 0, 0);
  return base.getTime();
}

const alex = { name: 'Alex Morgan', email: 'alex.morgan@example.org' };

/** A host's bookings in every tab: moved, cancelled by either side, past. */
export function sampleBookings(): PlannedBooking[] {
  return [
    { id: 'bkg_alex', visitor: alex, days: 2, hour: 10 },
    {
      id: 'bkg_dana',
      visitor: { name: 'Dana White', email: 'dana.white@example.org' },
      days: 3,
      hour: 14,
      link: 'high_priority',
      movedHoursAgo: 3,
    },
    {
      id: 'bkg_sam',
      visitor: { name: 'Sam Okafor', email: 'sam.okafor@example.org' },
      days: -6,
      hour: 11,
    },
    {
      id: 'bkg_lee',
      visitor: { name: 'Lee Tanaka', email: 'lee.tanaka@example.org' },
      days: 4,
      hour: 9,
      cancelled: { by: 'host', hoursAgo: 5, reason: 'I am travelling that day, sorry.' },
    },
    {
      id: 'bkg_ana',
      visitor: { name: 'Ana García', email: 'ana.garcia@example.org' },
      days: 1,
      hour: 15,
      cancelled: { by: 'visitor', hoursAgo: 24, reason: null },
    },
  ];
}

/** The sample with two requests awaiting confirmation: Jamie's and Robin's. */
export function bookingsWithRequests(): PlannedBooking[] {
  return [
    ...sampleBookings(),
    {
      id: 'bkg_jamie',
      visitor: { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' },
      days: 5,
      hour: 11,
      link: 'high_priority',
      pendingHoursAgo: 3,
    },
    {
      id: 'bkg_robin',
      visitor: { name: 'Robin Diaz', email: 'robin.diaz@example.org' },
      days: 6,
      hour: 14,
      link: 'high_priority',
      pendingHoursAgo: 1,
    },
  ];
}

/**
 * Riley's hour of "Office hours" (a 30-or-60-minute link): a video address of its own, two
 * guests and an answer of every kind, the long one on several lines.
 */
export const detailedBooking = (): PlannedBooking => ({
  id: 'bkg_riley',
  visitor: { name: 'Riley Chen', email: 'riley.chen@example.org' },
  days: 2,
  hour: 14,
  link: 'office_hours',
  minutes: 60,
  location: { kind: 'video', url: 'https://meet.slotwise.example/k7q2xw9pd' },
  guests: ['sam.lee@example.org', 'morgan.price@example.org'],
  visitorTimeZone: 'Asia/Tokyo',
  answers: [
    {
      questionId: 'topic',
      label: 'What would you like to discuss?',
      value: 'Our Q1 roadmap and the hiring plan',
    },
    {
      questionId: 'context',
      label: 'Anything we should know beforehand?',
      value:
        'We are a team of twelve, two of us in Lisbon.\nPlease send the slides afterwards.\n\nThanks!',
    },
    { questionId: 'size', label: 'Team size', value: '11-50' },
    { questionId: 'nda', label: 'Do you need an NDA?', value: true },
    { questionId: 'recording', label: 'May we record the call?', value: false },
  ],
});

/** The sample with Riley's detailed booking among the upcoming ones. */
export function bookingsWithDetails(): PlannedBooking[] {
  return [...sampleBookings(), detailedBooking()];
}

/** One upcoming booking of each other kind of place: a phone call either way, in person, custom. */
export function bookingsOfEveryPlace(): PlannedBooking[] {
  const visitor = (name: string) => ({
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  });
  return [
    {
      id: 'bkg_phone_host',
      visitor: visitor('Kim Park'),
      days: 2,
      hour: 10,
      location: { kind: 'phone', caller: 'host', number: '+1 555 0100' },
    },
    {
      id: 'bkg_phone_visitor',
      visitor: visitor('Noor Haddad'),
      days: 2,
      hour: 11,
      location: { kind: 'phone', caller: 'visitor', number: '+1 555 0199' },
    },
    {
      id: 'bkg_in_person',
      visitor: visitor('Eli Brooks'),
      days: 2,
      hour: 13,
      location: { kind: 'in_person', address: '1 Main Street, Springfield' },
    },
    {
      id: 'bkg_custom',
      visitor: visitor('Ivy Stone'),
      days: 2,
      hour: 15,
      location: { kind: 'custom', text: 'The café on the ground floor' },
    },
  ];
}

/** `count` past bookings, one a day back from yesterday: several pages. */
export function manyPastBookings(count: number): PlannedBooking[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `bkg_past_${String(i).padStart(4, '0')}`,
    visitor: { name: `Visitor ${i + 1}`, email: `visitor.${i + 1}@example.org` },
    days: -1 - i,
    hour: 9 + (i % 8),
  }));
}

/**
 * Jordan (New York, default preferences: weekdays 9 to 5) with his two links, 30 minutes each,
 * and `bookings` made two days ago through them.
 */
export function seedBookings(seed: Seed, bookings: readonly PlannedBooking[]): void {
  const host = STORY_HOST;
  seed.user(host);
  seed.preferences(host);
  const links = {
    high_priority: seed.link(host, 'high_priority'),
    standard: seed.link(host, 'standard'),
    office_hours: bookings.some((b) => b.link === 'office_hours') ? officeHours(seed) : '',
  };
  for (const planned of bookings) {
    const start = at(seed.now, planned.days, planned.hour);
    const { cancelled, movedHoursAgo } = planned;
    const link = seed.data.links.find((l) => l.id === links[planned.link ?? 'standard']);
    if (!link) throw new Error(`No link ${planned.link}`);
    // The seed books a link's default length: the booking's own, for as long as it is made.
    const defaultDuration = link.defaultDuration;
    link.defaultDuration = planned.minutes ?? defaultDuration;
    seed.booking(host, link.id, planned.visitor, start, 2 * DAY, {
      id: planned.id,
      invite: false,
      cancelled: cancelled && {
        by: cancelled.by,
        at: seed.now - cancelled.hoursAgo * HOUR,
        reason: cancelled.reason,
      },
      moved:
        movedHoursAgo === undefined
          ? undefined
          : { by: 'host', at: seed.now - movedHoursAgo * HOUR, from: start - DAY },
    });
    link.defaultDuration = defaultDuration;
    const record = seed.data.bookings.at(-1);
    if (record) {
      record.location = planned.location ?? null;
      record.answers = planned.answers ?? [];
      record.guests = planned.guests ?? [];
      record.timeZone = planned.visitorTimeZone ?? null;
      if (planned.pendingHoursAgo !== undefined) {
        // A request: on a link that requires approval, made recently (not expired).
        record.status = 'pending';
        record.createdAt = seed.iso(seed.now - planned.pendingHoursAgo * HOUR);
        link.requiresApproval = true;
      }
    }
  }
}

/** Jordan's "Office hours": 30 or 60 minutes, a video call, two questions, up to 2 guests. */
function officeHours(seed: Seed): string {
  const id = seed.link(STORY_HOST, 'standard', {
    id: 'lnk_jordan_office_hours',
    name: 'Office hours',
    suffix: 'office-hours',
    duration: 30,
  });
  const link = seed.data.links.find((l) => l.id === id);
  if (!link) throw new Error('Office hours was not seeded');
  Object.assign(link, {
    spec: false,
    durations: [30, 60],
    location: { kind: 'video' },
    questions: [
      { id: 'topic', label: 'What would you like to discuss?', kind: 'short_text', required: true },
      {
        id: 'context',
        label: 'Anything we should know beforehand?',
        kind: 'long_text',
        required: false,
      },
    ],
    maxGuests: 2,
  });
  return id;
}

/**
 * The Bookings screen over the mock backend: Jordan signed in with `bookings` (the sample by
 * default), the data relative to `now` (default: the clock's), the faults and overrides given.
 */
export function bookingsBackend(
  target: HandlerTarget,
  options: { bookings?: readonly PlannedBooking[]; now?: string; faults?: string } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: options.now ?? new Date().toISOString(),
      seed: (seed) => seedBookings(seed, options.bookings ?? sampleBookings()),
      signedInAs: STORY_HOST.email,
      faults: options.faults,
    },
    ...overrides,
  );
}

/** The list fails with words of its own (the faults' message is the mock's). */
export const listFails = () =>
  http.get('*/api/host/bookings', () => failure('Database unavailable', 500));

export interface HostBookingCalls {
  list: URLSearchParams[];
  cancel: { id: string; body: unknown }[];
  reschedule: { id: string; body: unknown }[];
}

/** The path of a booking's cancel or reschedule: its id is the first group. */
const write = (action: 'cancel' | 'reschedule') =>
  new RegExp(`^/api/host/bookings/([^/]+)/${action}$`);

/**
 * The bookings requests the screen sends, in order, with their bodies. The listeners stay until
 * the events' listeners are removed (the test's afterEach).
 */
export function recordBookingCalls(target: RequestEvents): HostBookingCalls {
  const withId = (body: unknown, { match }: RecordedRequest) => ({
    id: decodeURIComponent(match[1]!),
    body,
  });
  return {
    list: recordRequests(target, '/api/host/bookings', (url) => url.searchParams, 'GET'),
    cancel: recordBodies(target, 'POST', write('cancel'), withId),
    reschedule: recordBodies(target, 'POST', write('reschedule'), withId),
  };
}

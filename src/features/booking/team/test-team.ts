/**
 * The team pages' data for their component tests and stories: the `team` scenario's links
 * ("Kickoff", collective, Jordan and Noor; "Intro call", round robin, Jordan, Noor and Priya) as
 * the contract answers a visitor for them (`PublicSchedulingLink.team`, `BusySlotsResponse.hosts`,
 * `Booking.hosts`), put in front of the mock backend (`../test-seed.ts`'s `bookingBackend`). Each
 * host works Monday to Friday in their own zone: Jordan 9-5 New York, Noor 9-5 London ("Board
 * review" Wednesday 3 March 2027, 3:00-4:00 PM London), Priya 10-7 Kolkata; 15 minutes of buffer.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '../../../api/schema.gen';
import { DAY_MS } from '../../../domain/civil-date';
import dayjs from '../../../domain/dayjs';
import { bookingBackend, HOST_PICTURE } from '../test-seed';
import type { HandlerTarget } from '../../../../mocks/test/story-backend';

type Schemas = components['schemas'];
type Kind = Schemas['TeamKind'];

export const TEAM_NAME = 'Customer Success';

const weekdays = (startHour: number, endHour: number) => {
  const on = { enabled: true, startHour, endHour };
  const off = { enabled: false, startHour: 9, endHour: 17 };
  return { '0': off, '1': on, '2': on, '3': on, '4': on, '5': on, '6': off };
};

interface TeamHost {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  timezone: string;
  hours: [number, number];
  busy: Schemas['TimeInterval'][];
}

export const JORDAN: TeamHost = {
  id: 'usr_jordan_lee',
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  picture: HOST_PICTURE,
  timezone: 'America/New_York',
  hours: [9, 17],
  busy: [],
};
export const NOOR: TeamHost = {
  id: 'usr_noor_haddad',
  name: 'Noor Haddad',
  email: 'noor.haddad@example.com',
  picture: null,
  timezone: 'Europe/London',
  hours: [9, 17],
  busy: [{ start: '2027-03-03T15:00:00.000Z', end: '2027-03-03T16:00:00.000Z' }],
};
export const PRIYA: TeamHost = {
  id: 'usr_priya_shah',
  name: 'Priya Shah',
  email: 'priya.shah@example.com',
  picture: null,
  timezone: 'Asia/Kolkata',
  hours: [10, 19],
  busy: [],
};

const LINKS = {
  collective: { suffix: 'kickoff', name: 'Kickoff', hosts: [JORDAN, NOOR], windowDays: 30 },
  round_robin: {
    suffix: 'intro',
    name: 'Intro call',
    hosts: [JORDAN, NOOR, PRIYA],
    windowDays: 14,
  },
} as const;

/** The team link's path: `/book/customer-success/kickoff` or `/book/customer-success/intro`. */
export const teamLinkPath = (kind: Kind) => `/book/customer-success/${LINKS[kind].suffix}`;

/** Midnight starting the day after `now` in New York (the first host's zone): a standard link's window opens then. */
const tomorrowInNewYork = (now: number) =>
  dayjs(now).tz(JORDAN.timezone).add(1, 'day').startOf('day').toISOString();

/** The public view of the team's link of `kind`, its booking window read at `now`. */
export function teamLink(kind: Kind, now: number): Schemas['PublicSchedulingLink'] {
  const { suffix, name, hosts, windowDays } = LINKS[kind];
  return {
    team: {
      name: TEAM_NAME,
      slug: 'customer-success',
      kind,
      hosts: hosts.map(({ id, name: hostName, picture }) => ({ id, name: hostName, picture })),
    },
    active: true,
    durations: [30],
    location: null,
    questions: [],
    maxGuests: 0,
    changeCutoffHours: 0,
    requiresApproval: false,
    slotInterval: 30,
    bookingWindowDays: windowDays,
    minimumNotice: null,
    slug: `customer-success/${suffix}`,
    type: 'standard',
    defaultDuration: 30,
    name,
    description: 'Choose a slot that fits your schedule.',
    customDescription: null,
    host: { name: TEAM_NAME, picture: null },
    owner: { name: JORDAN.name, email: JORDAN.email },
    preferences: { timePreference: 'both' },
    startDate: tomorrowInNewYork(now),
    endDate: new Date(now + windowDays * DAY_MS).toISOString(),
  };
}

/** The busy-slots answer of the team's link of `kind`: every host's own times and rules. */
export function teamBusy(kind: Kind): Schemas['BusySlotsResponse'] {
  const hosts = LINKS[kind].hosts.map((host) => ({
    id: host.id,
    busySlots: host.busy,
    preferences: {
      timezone: host.timezone,
      dayAvailability: weekdays(...host.hours),
      bufferTime: 15,
      noBufferNeeded: false,
      dateAvailability: {},
    },
  }));
  const [first] = hosts;
  return { busySlots: first!.busySlots, preferences: first!.preferences, hosts };
}

/** A booking's hosts as `Booking.hosts` lists them (the assigned host first). */
export const bookingHosts = (...hosts: TeamHost[]): Schemas['BookingHost'][] =>
  hosts.map(({ id, name, email, picture }) => ({ id, name, email, picture }));

/**
 * The team's links over the mock backend: the public view and the busy times of both links, and
 * a booking of them answered with `booked` as its hosts (the mock's own answer otherwise).
 */
export function teamBackend(
  target: HandlerTarget,
  { booked = [] }: { booked?: Schemas['BookingHost'][] } = {},
): Promise<void> {
  const kindOf = (type: unknown): Kind | null =>
    type === 'kickoff' ? 'collective' : type === 'intro' ? 'round_robin' : null;
  const handlers: RequestHandler[] = [
    http.get('*/api/scheduling-links/customer-success/:type', ({ params }) => {
      const kind = kindOf(params.type);
      return kind ? HttpResponse.json(teamLink(kind, Date.now())) : undefined;
    }),
    http.post('*/api/scheduling-links/customer-success/:type/busy-slots', ({ params }) => {
      const kind = kindOf(params.type);
      return kind ? HttpResponse.json(teamBusy(kind)) : undefined;
    }),
    http.post('*/api/scheduling-links/customer-success/:type/book', async ({ request, params }) => {
      const kind = kindOf(params.type);
      if (!kind) return undefined;
      const body = (await request.json()) as Schemas['BookingRequest'];
      const booking: Schemas['Booking'] = {
        id: 'bkg_team_1',
        token: 'tkn_team_0123456789abcdef0123456789abcdef',
        meetingId: 'evt_team_1',
        slug: `customer-success/${LINKS[kind].suffix}`,
        title: body.title,
        startTime: body.startTime,
        endTime: body.endTime,
        duration: 30,
        location: null,
        answers: [],
        guests: body.guests ?? [],
        attendeeName: body.attendeeName,
        attendeeEmail: body.attendeeEmail,
        status: 'confirmed',
        invitationSentTo: body.attendeeEmail,
        createdAt: new Date(Date.now()).toISOString(),
        hosts: booked,
      };
      return HttpResponse.json(booking, { status: 201 });
    }),
  ];
  return bookingBackend(target, {}, ...handlers);
}

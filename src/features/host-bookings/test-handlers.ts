/**
 * MSW handlers that put the Bookings screen in a named state, for its component tests and
 * stories. The list is answered by the contract's own paging rules (`src/domain/host-bookings.ts`)
 * over fixture bookings built around the clock, so a story (real clock) and a test (frozen clock)
 * both work. Cancel and reschedule change the fixtures, like the backend.
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { pageHostBookings, type HostBookingStatus } from '../../domain/host-bookings';
import { bookingWindow } from '../../domain/slots';
import { failure } from '../../test/api-failure';

export { signedInHost } from '../../test/fixtures';

type Schemas = components['schemas'];
type HostBooking = Schemas['HostBooking'];
type HostBookingPage = Schemas['HostBookingPage'];

export const HOST_ZONE = 'America/New_York';
const LIST = '*/api/host/bookings';
const ONE = '*/api/host/bookings/:id';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The next weekday at `hour`:00 New York time (EST/EDT read from the offset), `days` ahead. */
function at(days: number, hour: number): number {
  const base = new Date(Date.now() + days * DAY);
  base.setUTCHours(hour + 5, 0, 0, 0);
  return base.getTime();
}

let counter = 0;
export function hostBooking(overrides: Partial<HostBooking> = {}): HostBooking {
  counter += 1;
  const start = at(2, 10);
  return {
    id: `bkg_test_${counter}`,
    meetingId: `evt_test_${counter}`,
    slug: 'jordan-lee/standard',
    linkName: '1-1 meeting',
    title: '1-1 meeting with Alex Morgan',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * 60_000).toISOString(),
    duration: 30,
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    status: 'confirmed',
    createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    rescheduledAt: null,
    rescheduledBy: null,
    rescheduledFrom: null,
    ...overrides,
  };
}

/** A host's bookings in every tab: moved, cancelled by either side, past. */
export function sampleBookings(): HostBooking[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const moved = at(3, 14);
  return [
    hostBooking({ id: 'bkg_alex' }),
    hostBooking({
      id: 'bkg_dana',
      slug: 'jordan-lee/high-priority',
      title: '1-1 meeting with Dana White',
      attendeeName: 'Dana White',
      attendeeEmail: 'dana.white@example.org',
      startTime: iso(moved),
      endTime: iso(moved + 30 * 60_000),
      rescheduledAt: iso(Date.now() - 3 * HOUR),
      rescheduledBy: 'host',
      rescheduledFrom: { startTime: iso(moved - DAY), endTime: iso(moved - DAY + 30 * 60_000) },
    }),
    hostBooking({
      id: 'bkg_sam',
      attendeeName: 'Sam Okafor',
      attendeeEmail: 'sam.okafor@example.org',
      startTime: iso(at(-6, 11)),
      endTime: iso(at(-6, 11) + 30 * 60_000),
    }),
    hostBooking({
      id: 'bkg_lee',
      attendeeName: 'Lee Tanaka',
      attendeeEmail: 'lee.tanaka@example.org',
      status: 'cancelled',
      startTime: iso(at(4, 9)),
      endTime: iso(at(4, 9) + 30 * 60_000),
      cancelledAt: iso(Date.now() - 5 * HOUR),
      cancelledBy: 'host',
      cancelReason: 'I am travelling that day, sorry.',
    }),
    hostBooking({
      id: 'bkg_ana',
      attendeeName: 'Ana García',
      attendeeEmail: 'ana.garcia@example.org',
      status: 'cancelled',
      startTime: iso(at(1, 15)),
      endTime: iso(at(1, 15) + 30 * 60_000),
      cancelledAt: iso(Date.now() - DAY),
      cancelledBy: 'visitor',
      cancelReason: null,
    }),
  ];
}

/** `count` past bookings, one a day back from yesterday: several pages. */
export function manyPastBookings(count: number): HostBooking[] {
  return Array.from({ length: count }, (_, i) => {
    const start = at(-1 - i, 9 + (i % 8));
    return hostBooking({
      id: `bkg_past_${String(i).padStart(4, '0')}`,
      attendeeName: `Visitor ${i + 1}`,
      attendeeEmail: `visitor.${i + 1}@example.org`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
    });
  });
}

export interface HostBookingCalls {
  list: URLSearchParams[];
  cancel: { id: string; body: unknown }[];
  reschedule: { id: string; body: unknown }[];
}

export const newCalls = (): HostBookingCalls => ({ list: [], cancel: [], reschedule: [] });

const notFound = () => failure('Booking not found', 404);

const off = { enabled: false, startHour: 9, endHour: 17 };
const nineToFive = { enabled: true, startHour: 9, endHour: 17 };

export const hostBookingsApi = {
  /** The list, one booking, cancel and reschedule over `bookings` (changed in place). */
  stateful(bookings: HostBooking[] = sampleBookings(), calls: HostBookingCalls = newCalls()) {
    const find = (id: unknown) => bookings.find((b) => b.id === id);
    return [
      http.get(LIST, ({ request }) => {
        const query = new URL(request.url).searchParams;
        calls.list.push(query);
        const status = (query.get('status') ?? 'upcoming') as HostBookingStatus;
        const result = pageHostBookings(
          bookings,
          {
            status,
            q: query.get('q') ?? '',
            limit: Number(query.get('limit') ?? '25'),
            cursor: query.get('cursor') ?? undefined,
          },
          Date.now(),
        );
        if (!result.ok) return failure(result.error, 400);
        return HttpResponse.json<HostBookingPage>({ ...result.page, timeZone: HOST_ZONE });
      }),
      http.get(ONE, ({ params }) => {
        const booking = find(params.id);
        return booking ? HttpResponse.json<HostBooking>(booking) : notFound();
      }),
      http.post(`${ONE}/cancel`, async ({ params, request }) => {
        const booking = find(params.id);
        if (!booking) return notFound();
        const body = (await request.json()) as { reason?: string };
        calls.cancel.push({ id: booking.id, body });
        if (booking.status === 'cancelled') {
          return failure('This booking is already cancelled', 409, 'booking_cancelled');
        }
        Object.assign(booking, {
          status: 'cancelled',
          cancelledAt: new Date().toISOString(),
          cancelledBy: 'host',
          cancelReason: body.reason ?? null,
        });
        return HttpResponse.json<HostBooking>(booking);
      }),
      http.post(`${ONE}/reschedule`, async ({ params, request }) => {
        const booking = find(params.id);
        if (!booking) return notFound();
        const body = (await request.json()) as { startTime: string; endTime: string };
        calls.reschedule.push({ id: booking.id, body });
        Object.assign(booking, {
          rescheduledFrom: { startTime: booking.startTime, endTime: booking.endTime },
          startTime: body.startTime,
          endTime: body.endTime,
          rescheduledAt: new Date().toISOString(),
          rescheduledBy: 'host',
        });
        return HttpResponse.json<HostBooking>(booking);
      }),
      // The link's public reads, for the reschedule dialog's free times: weekdays 9 to 5 in New
      // York, nothing busy.
      http.get('*/api/scheduling-links/:user/:type', ({ params }) => {
        const window = bookingWindow('standard', new Date(), HOST_ZONE);
        return HttpResponse.json<Schemas['PublicSchedulingLink']>({
          slug: `${String(params.user)}/${String(params.type)}`,
          type: 'standard',
          defaultDuration: 30,
          name: '1-1 meeting',
          description: 'Choose a slot that fits your schedule.',
          customDescription: null,
          host: { name: 'Jordan Lee', picture: null },
          owner: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
          preferences: { timePreference: 'both' },
          startDate: window.start.toISOString(),
          endDate: window.end.toISOString(),
          minimumNotice: null,
        });
      }),
      http.post('*/api/scheduling-links/:user/:type/busy-slots', () =>
        HttpResponse.json<Schemas['BusySlotsResponse']>({
          busySlots: [],
          preferences: {
            bufferTime: 15,
            noBufferNeeded: false,
            timezone: HOST_ZONE,
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
          },
        }),
      ),
    ];
  },
  pending: () =>
    http.get(LIST, async () => {
      await delay('infinite');
      return failure('never', 500);
    }),
  fails: () => http.get(LIST, () => failure('Database unavailable', 500)),
};

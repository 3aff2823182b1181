/**
 * The slot engine's edges, through bookings (contract: `bookSlot`'s description, the buffer and
 * the weekly hours): where a server's rules are most often off by one. On two links of its own:
 *
 * - the buffer: around a booked meeting, the slot starting at its end and the one ending at its
 *   start are 409, the nearest on the link's grid a buffer away are 201 (before and after), and a
 *   reschedule into the buffer is 409;
 * - the day's hours: a day's first and last offered times book (201); one interval before the
 *   first and one after the last are 409; a start on the quarter hour between two offered times is
 *   409; with the weekday switched off, a time it offered is 409;
 * - `Idempotency-Key`: the key reused with another body (another time) is 400
 *   `idempotency_key_reused`, that time stays free, and the first body still answers its booking.
 *
 * It deletes its links (their bookings cancelled) and puts the preferences back.
 */
import type { Slot } from '../../src/domain/slots';
import { localDateOf } from '../../src/domain/slots';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import {
  freeSlots,
  iso,
  MINUTE,
  overlaps,
  slugParams,
  type Run,
  type Schemas,
  type Undo,
} from '../core';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Preferences = Schemas['Preferences'];
type BusySlots = Schemas['BusySlotsResponse'];
type Booking = Schemas['Booking'];
type Params = { user: string; type: string };

const FILE = 'conformance/areas/buffer-hours.ts';

/** A link of the run's own, read as a visitor: its page and its offered slots by host-local day. */
interface Page {
  link: Link;
  pub: PublicLink;
  params: Params;
  zone: string;
  buffer: number;
  days: [string, Slot[]][];
}

async function openPage(run: Run, me: Schemas['CurrentUser'], what: string): Promise<Page | null> {
  const check = run.checker(FILE);
  const made = await check.expect(
    'createSchedulingLink',
    `creates a link for the ${what} checks`,
    {
      as: run.host,
      json: {
        name: `Conformance ${what}`,
        slug: `${me.slugPrefix}/conformance-${what}-${run.runId}`,
        userId: me.id,
      },
    },
    201,
  );
  const link = made?.body as Link | undefined;
  if (!link) return null;
  const params = slugParams(link.slug);
  const read = await check.expect(
    'getPublicSchedulingLink',
    `reads the ${what} link`,
    { as: null, params },
    200,
  );
  const pub = read?.body as PublicLink | undefined;
  if (!pub) return { link, pub: {} as PublicLink, params, zone: 'UTC', buffer: 0, days: [] };
  const range = { startDate: pub.startDate, endDate: pub.endDate };
  const busy = await check.expect(
    'getBusySlots',
    `busy times of the ${what} link`,
    { as: null, params, json: range },
    200,
  );
  if (!busy) return { link, pub, params, zone: 'UTC', buffer: 0, days: [] };
  const prefs = (busy.body as BusySlots).preferences;
  const byDay = new Map<string, Slot[]>();
  for (const slot of Object.values(freeSlots(pub, busy, range)).flat()) {
    const day = localDateOf(slot.start, prefs.timezone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return {
    link,
    pub,
    params,
    zone: prefs.timezone,
    buffer: prefs.noBufferNeeded ? 0 : prefs.bufferTime,
    days: [...byDay.entries()],
  };
}

const at = (ms: number, minutes: number): Slot => ({
  start: iso(ms),
  end: iso(ms + minutes * MINUTE),
  label: '',
});

export async function bufferHours(
  run: Run,
  { me }: { me: Schemas['CurrentUser'] },
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  run.log('the engine’s edges: buffer, the day’s hours, a disabled weekday, Idempotency-Key reuse');
  const pages: Page[] = [];
  try {
    const edges = await openPage(run, me, 'buffer');
    if (edges) pages.push(edges);
    if (edges?.days.length) await bufferChecks(run, edges);
    const hours = await openPage(run, me, 'hours');
    if (hours) pages.push(hours);
    if (hours?.days.length) await hoursChecks(run, hours, undo);
  } finally {
    for (const page of pages) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes the run’s link (its bookings are cancelled)',
        { as: run.host, params: { id: page.link.id }, query: { cancelBookings: 'true' } },
        204,
      );
    }
  }
}

function booker(run: Run, page: Page) {
  const check = run.checker(FILE);
  return (
    slot: Slot,
    name: string,
    status: number,
    headers?: Record<string, string>,
    code = status === 409 ? 'slot_taken' : undefined,
  ) =>
    check.expect(
      'bookSlot',
      name,
      {
        as: null,
        params: page.params,
        headers,
        json: {
          title: 'Conformance edges',
          description: 'Booked by the Slotwise conformance kit.',
          startTime: slot.start,
          endTime: slot.end,
          attendeeEmail: `conformance.edges+${run.runId}@example.com`,
          attendeeName: 'Edge Visitor',
        },
      },
      status,
      code ? withCode(code) : undefined,
    );
}

async function bufferChecks(run: Run, page: Page): Promise<void> {
  const check = run.checker(FILE);
  const { pub, days, buffer } = page;
  const length = pub.defaultDuration;
  const step = pub.slotInterval;
  if (buffer <= 0) {
    check.skip('bookSlot', 'the buffer’s edges', 'the host’s preferences have no buffer');
    return;
  }
  // A meeting with offered times a buffer away on both sides (on the link's grid).
  const offered = new Set(days.flatMap(([, slots]) => slots.map((s) => s.start)));
  const gap = Math.ceil((length + buffer) / step) * step;
  let meeting: Slot | undefined;
  for (const [, slots] of days.slice(1)) {
    meeting = slots.find((s) => {
      const t = Date.parse(s.start);
      return offered.has(iso(t - gap * MINUTE)) && offered.has(iso(t + gap * MINUTE));
    });
    if (meeting) break;
  }
  if (!meeting) {
    check.skip('bookSlot', 'the buffer’s edges', 'no offered time with free times around it');
    return;
  }
  const t = Date.parse(meeting.start);
  const book = booker(run, page);
  const kept = await book(meeting, 'books a meeting to test its buffer', 201);
  if (!kept) return;
  await book(
    at(Date.parse(meeting.end), length),
    '409 for the slot starting at a meeting’s end (its buffer)',
    409,
  );
  await book(
    at(t - length * MINUTE, length),
    '409 for the slot ending at a meeting’s start (its buffer)',
    409,
  );
  await book(
    at(t + gap * MINUTE, length),
    '201 for the first time on the grid a buffer after a meeting',
    201,
  );
  const before = await book(
    at(t - gap * MINUTE, length),
    '201 for the last time on the grid a buffer before a meeting',
    201,
  );
  const moved = before?.body as Booking | undefined;
  if (moved) {
    const into = at(Date.parse(meeting.end), length);
    await check.expect(
      'rescheduleBooking',
      '409 for a reschedule into a meeting’s buffer',
      {
        as: null,
        params: { id: moved.id },
        headers: { 'booking-token': moved.token },
        json: { startTime: into.start, endTime: into.end },
      },
      409,
      withCode('slot_taken'),
    );
  }
  // Idempotency-Key reused with another body: the far end of the window, clear of the meeting.
  const spare = days.at(-1)?.[1];
  const [first, other] = [spare?.[0], spare?.at(-1)];
  if (!first || !other || first.start === other.start) return;
  const key = `conformance-reuse-${run.runId}`;
  const made = await book(first, '201 with an Idempotency-Key', 201, { 'idempotency-key': key });
  const id = (made?.body as Booking | undefined)?.id;
  await book(
    other,
    '400 idempotency_key_reused for the same Idempotency-Key with another time',
    400,
    { 'idempotency-key': key },
    'idempotency_key_reused',
  );
  const range = { startDate: pub.startDate, endDate: pub.endDate };
  await check.expect(
    'getBusySlots',
    'the reused key booked nothing: the other time is free',
    { as: null, params: page.params, json: range },
    200,
    (a) =>
      overlaps((a.body as BusySlots).busySlots, other)
        ? { path: '$.busySlots', expected: `${other.start} free`, got: 'busy' }
        : null,
  );
  const again = await book(first, 'the first body again with its key: its booking', 201, {
    'idempotency-key': key,
  });
  check.verdict(
    'bookSlot',
    'the first body again with its key answers the same booking',
    (again?.body as Booking | undefined)?.id === id
      ? null
      : {
          path: '$.id',
          expected: String(id),
          got: String((again?.body as Booking | undefined)?.id),
        },
  );
}

async function hoursChecks(run: Run, page: Page, undo: Undo): Promise<void> {
  const check = run.checker(FILE);
  const { pub, days, zone } = page;
  const length = pub.defaultDuration;
  const step = pub.slotInterval;
  const book = booker(run, page);
  // A day well inside the window, with its offered times: its first and last are the day's hours.
  const [, slots] = days.at(-2) ?? [];
  const first = slots?.[0];
  const last = slots?.at(-1);
  if (!first || !last || first.start === last.start) {
    check.skip('bookSlot', 'the day’s hours', 'no day with two offered times');
    return;
  }
  await book(
    at(Date.parse(first.start) - step * MINUTE, length),
    '409 for one interval before the day’s first offered time',
    409,
  );
  await book(
    at(Date.parse(last.start) + step * MINUTE, length),
    '409 for one interval after the day’s last offered time',
    409,
  );
  if (step > 15 && slots.length >= 2)
    await book(
      at(Date.parse(first.start) + 15 * MINUTE, length),
      '409 for a start between two offered times (off the link’s interval)',
      409,
    );
  await book(first, '201 for the day’s first offered time', 201);
  await book(last, '201 for the day’s last offered time', 201);

  // A weekday switched off: a time it offered is refused.
  const [offDay, offSlots] = days.at(-3) ?? [];
  const offSlot = offSlots?.[Math.floor(offSlots.length / 2)];
  const read = await check.expect('getPreferences', 'reads the preferences', { as: run.host }, 200);
  const prefs = read?.body as Preferences | undefined;
  if (!offDay || !offSlot || !prefs) return;
  const weekday = String(
    new Date(`${offDay}T12:00:00Z`).getUTCDay(),
  ) as unknown as keyof Preferences['dayAvailability'];
  const editable = {
    timePreference: prefs.timePreference,
    timezone: prefs.timezone,
    dayAvailability: prefs.dayAvailability,
    bufferTime: prefs.bufferTime,
    noBufferNeeded: prefs.noBufferNeeded,
    timeOff: prefs.timeOff,
    dateOverrides: prefs.dateOverrides,
  };
  undo.preferencesTouched = true;
  const off = await check.expect(
    'updatePreferences',
    'switches a weekday off',
    {
      as: run.host,
      json: {
        ...editable,
        dayAvailability: {
          ...prefs.dayAvailability,
          [weekday]: { enabled: false, startHour: 0, endHour: 0 },
        },
      },
    },
    200,
  );
  if (off) await book(offSlot, `409 on a weekday switched off (${offDay} in ${zone})`, 409);
  await check.expect(
    'updatePreferences',
    'puts the weekday back',
    { as: run.host, json: editable },
    200,
    (a) => firstDifference({ dayAvailability: prefs.dayAvailability }, a.body),
  );
}

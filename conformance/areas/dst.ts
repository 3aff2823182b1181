/**
 * Daylight saving time (the contract: hours are local times of each date in the host's zone):
 * with the host in America/New_York, then Europe/London, on a link of the run's own, the first and
 * last offered times of the days on each side of the zone's next change book (201), and the time
 * an hour after each day's last one is 409. A server that takes one UTC offset for every date (the
 * offset of the moment of the request) refuses one of them.
 *
 * Against the mock server the kit sets the mock clock (`POST /__mock/clock`, mock-only) a few days
 * before the change and puts it back at the end; against another server it uses the next change
 * in the booking window, and reports the checks as skipped when there is none. It puts the
 * preferences back and deletes its links (their bookings cancelled).
 */
import { addDays, parseCivil, formatCivil } from '../../src/domain/civil-date';
import type { Slot } from '../../src/domain/slots';
import { localDateOf } from '../../src/domain/slots';
import { zoneOffset } from '../../src/domain/zone-clock';
import { withCode } from '../checker';
import {
  DAY,
  HOUR,
  freeSlots,
  iso,
  serverNow,
  slugParams,
  type Run,
  type Schemas,
  type Undo,
} from '../core';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Preferences = Schemas['Preferences'];

const FILE = 'conformance/areas/dst.ts';
const ZONES = ['America/New_York', 'Europe/London'] as const;
/** The clock is set this long before the change: both sides fall in a standard link's window. */
const LEAD = 4 * DAY;

/** The zone's next change of UTC offset after `from` (to the hour), or null within a year. */
export function nextOffsetChange(zone: string, from: number): number | null {
  const start = Math.ceil(from / HOUR) * HOUR;
  const offset = zoneOffset(start, zone);
  for (let t = start + HOUR; t < start + 366 * DAY; t += HOUR) {
    if (zoneOffset(t, zone) !== offset) return t;
  }
  return null;
}

interface ClockSetting {
  frozenAt: number | null;
  offsetMs: number;
}

async function mockClock(run: Run): Promise<ClockSetting | null> {
  const state = await run.http.send({ method: 'GET', url: '/__mock/state', cookie: null });
  return ((state.body ?? {}) as { clock?: ClockSetting | null }).clock ?? null;
}

async function setMockClock(run: Run, body: { now: string | null; running?: boolean }) {
  const answer = await run.http.send({
    method: 'POST',
    url: '/__mock/clock',
    cookie: null,
    json: body,
  });
  return answer.status === 200;
}

export async function dst(
  run: Run,
  { me }: { me: Schemas['CurrentUser'] },
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  run.log('daylight saving time: the days on each side of a change');
  const read = await check.expect('getPreferences', 'reads the preferences', { as: run.host }, 200);
  const prefs = read?.body as Preferences | undefined;
  if (!prefs) return;
  const editable = {
    timePreference: prefs.timePreference,
    timezone: prefs.timezone,
    dayAvailability: prefs.dayAvailability,
    bufferTime: prefs.bufferTime,
    noBufferNeeded: prefs.noBufferNeeded,
    timeOff: prefs.timeOff,
    dateOverrides: prefs.dateOverrides,
  };
  const clock = run.mock ? await mockClock(run) : null;
  undo.preferencesTouched = true;
  try {
    for (const zone of ZONES) await aroundChange(run, me, editable, zone);
  } finally {
    if (run.mock) {
      const back =
        clock === null
          ? { now: null }
          : clock.frozenAt !== null
            ? { now: iso(clock.frozenAt) }
            : { now: iso(Date.now() + clock.offsetMs), running: true };
      await setMockClock(run, back);
    }
    await check.expect(
      'updatePreferences',
      'puts the host’s zone back',
      { as: run.host, json: editable },
      200,
    );
  }
}

async function aroundChange(
  run: Run,
  me: Schemas['CurrentUser'],
  editable: Record<string, unknown>,
  zone: string,
): Promise<void> {
  const check = run.checker(FILE);
  const name = `the days around ${zone}’s next change`;
  const change = nextOffsetChange(zone, Date.now());
  if (change === null) {
    check.skip('bookSlot', name, `${zone} has no change within a year`);
    return;
  }
  // The mock server: its clock a few days before the change. Elsewhere: now.
  let at = Date.now();
  if (run.mock) {
    at = change - LEAD;
    if (!(await setMockClock(run, { now: iso(at), running: true }))) {
      check.fail('bookSlot', name, { path: 'POST /__mock/clock', expected: '200', got: 'refused' });
      return;
    }
  }
  const saved = await check.expect(
    'updatePreferences',
    `sets the host’s zone to ${zone}`,
    { as: run.host, json: { ...editable, timezone: zone } },
    200,
  );
  if (!saved) return;
  const slug = `${me.slugPrefix}/conformance-dst-${zone.toLowerCase().replace(/[^a-z]+/g, '-')}-${run.runId}`;
  const made = await check.expect(
    'createSchedulingLink',
    `creates a link for ${zone}`,
    { as: run.host, json: { name: `Conformance ${zone}`, slug, userId: me.id } },
    201,
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  try {
    const params = slugParams(link.slug);
    const pubRead = await check.expect(
      'getPublicSchedulingLink',
      `reads the ${zone} link`,
      { as: null, params },
      200,
    );
    const pub = pubRead?.body as PublicLink | undefined;
    if (!pub) return;
    const range = { startDate: pub.startDate, endDate: pub.endDate };
    const busy = await check.expect(
      'getBusySlots',
      `busy times in ${zone}`,
      { as: null, params, json: range },
      200,
    );
    if (!busy) return;
    const serverAt = run.mock ? at : serverNow(busy);
    const byDay = new Map<string, Slot[]>();
    for (const slot of Object.values(freeSlots(pub, busy, range, 'standard', serverAt)).flat()) {
      const day = localDateOf(slot.start, zone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    const changeDay = parseCivil(localDateOf(change, zone));
    const sides = [formatCivil(addDays(changeDay, -1)), formatCivil(addDays(changeDay, 1))];
    const days = sides.map((d) => [d, byDay.get(d)] as const);
    if (days.some(([, slots]) => !slots || slots.length < 2)) {
      check.skip(
        'bookSlot',
        name,
        `no offered times on ${sides.join(' and ')} (the change is not in the booking window)`,
      );
      return;
    }
    const book = (slot: Slot, what: string, status: number) =>
      check.expect(
        'bookSlot',
        what,
        {
          as: null,
          params,
          json: {
            title: 'Conformance DST',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: `conformance.dst+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
          },
        },
        status,
        status === 409 ? withCode('slot_taken') : undefined,
      );
    for (const [day, slots] of days) {
      const first = slots?.[0] as Slot;
      const last = slots?.at(-1) as Slot;
      const side = `${day}, ${day < sides[1]! ? 'before' : 'after'} ${zone}’s change`;
      await book(first, `201 for the first offered time of ${side}`, 201);
      await book(last, `201 for the last offered time of ${side}`, 201);
      const past = {
        start: iso(Date.parse(last.start) + HOUR),
        end: iso(Date.parse(last.end) + HOUR),
        label: '',
      };
      await book(past, `409 an hour after the last offered time of ${side}`, 409);
    }
  } finally {
    await check.expect(
      'deleteSchedulingLink',
      `deletes the ${zone} link (its bookings are cancelled)`,
      { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
      204,
    );
  }
}

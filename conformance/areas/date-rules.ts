/**
 * Availability by date, through the API
 * (`docs/decisions.md#availability-by-date-time-off-date-overrides-minimum-notice-daily-limit`):
 * time off and date overrides in the host's preferences, minimum notice and a daily limit on the high-priority link, read as a visitor:
 *
 * - saved time off and overrides are answered back by getPreferences;
 * - getBusySlots shows those dates closed (`enabled: false`, 0 to 0) and never the host's note;
 * - a booking into time off is 409 `time_off`; onto a date an override closes, 409 `slot_taken`;
 * - with a daily limit of 1, a day holding a booking is closed in getBusySlots and a second
 *   booking that day is 409 `daily_limit_reached`;
 * - with a minimum notice longer than the window, any slot is 409 `notice_too_short`, and the
 *   public link tells the notice.
 *
 * It puts everything back: the preferences' lists, the link's two fields, and cancels its booking.
 */
import type { Slot } from '../../src/domain/slots';
import { localDateOf } from '../../src/domain/slots';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import { preview } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas, type Undo } from '../core';

type BusySlots = Schemas['BusySlotsResponse'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];
type Link = Schemas['SchedulingLink'];
type Booking = Schemas['Booking'];
type PublicLink = Schemas['PublicSchedulingLink'];
interface Page {
  params: { user: string; type: string };
  range: { startDate: string; endDate: string };
}

const FILE = 'conformance/areas/date-rules.ts';
const OPERATIONS = [
  'updatePreferences',
  'getBusySlots',
  'bookSlot',
  'updateSchedulingLink',
  'getPublicSchedulingLink',
] as const;
const CLOSED = { enabled: false, startHour: 0, endHour: 0 };
/**
 * Two touching ranges, 12:00 to 1:00 AM and 1:00 to 2:00 AM: no working-hours slot lies in them.
 * startHour/endHour are what the contract makes of the first range.
 */
const EARLY_RANGES = {
  enabled: true,
  startHour: 0,
  endHour: 1,
  ranges: [
    { start: 0, end: 60 },
    { start: 60, end: 120 },
  ],
};

/** Takes the host's links (schedulingLinks); gives nothing, and puts back what it changes. */
export async function dateRules(
  run: Run,
  { links }: { links: Schemas['SchedulingLink'][] },
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  run.log('availability by date');
  // The high-priority link: the standard one's booking quota (the rate limit) is spent by the areas
  // before; this one's is left to the rate-limit checks, which count what remains.
  const link = links.find((l) => l.type === 'high_priority');
  if (!link) {
    run.blocked(check, OPERATIONS, 'the host has no high-priority link');
    return;
  }
  const params = slugParams(link.slug);
  const pubAnswer = await check.expect(
    'getPublicSchedulingLink',
    'reads the high-priority link as a visitor',
    { as: null, params },
    200,
  );
  const pub = pubAnswer?.body as PublicLink | undefined;
  if (!pub) {
    run.blocked(check, OPERATIONS, 'the high-priority link could not be read');
    return;
  }
  const range = { startDate: pub.startDate, endDate: pub.endDate };
  const page = { params, range };
  const note = `Private note ${run.runId}`;

  const read = await check.expect('getPreferences', 'reads the preferences', { as: run.host }, 200);
  const before = read?.body as Preferences | undefined;
  const busy = await check.expect(
    'getBusySlots',
    'reads the busy times',
    { as: null, params, json: range },
    200,
  );
  if (!before || !busy) {
    run.blocked(check, OPERATIONS, 'the preferences or the busy times could not be read');
    return;
  }
  const zone = (busy.body as BusySlots).preferences.timezone;
  // Three days with free slots (host-local dates): time off, a closed override, a daily limit.
  const byDay = new Map<string, Slot[]>();
  for (const slot of Object.values(freeSlots(pub, busy, range)).flat()) {
    const day = localDateOf(slot.start, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const withTwo = [...byDay.entries()].filter(([, slots]) => slots.length >= 2);
  const days = withTwo.slice(-3);
  // A fourth day, when there is one, gets an override of two early-morning ranges (several ranges a day).
  const ranged = withTwo.length >= 4 ? withTwo[withTwo.length - 4] : undefined;
  if (days.length < 3) {
    run.blocked(check, OPERATIONS, 'fewer than three days with two free slots in the window');
    return;
  }
  const [[offDay, offSlots], [closedDay, closedSlots], [limitDay, limitSlots]] = days as [
    [string, Slot[]],
    [string, Slot[]],
    [string, Slot[]],
  ];

  // Time off and a closed override, saved with the other fields as they are.
  undo.preferencesTouched = true;
  const editable = {
    timePreference: before.timePreference,
    timezone: before.timezone,
    dayAvailability: before.dayAvailability,
    bufferTime: before.bufferTime,
    noBufferNeeded: before.noBufferNeeded,
  };
  const withRules: PreferencesInput = {
    ...editable,
    timeOff: [
      ...before.timeOff,
      { id: `conformance-${run.runId}`, startDate: offDay, endDate: offDay, note },
    ],
    dateOverrides: [
      ...before.dateOverrides.filter((o) => o.date !== closedDay && o.date !== ranged?.[0]),
      { date: closedDay, enabled: false, startHour: 9, endHour: 17 },
      ...(ranged ? [{ date: ranged[0], ...EARLY_RANGES }] : []),
    ].sort((a, b) => a.date.localeCompare(b.date)),
  };
  await check.expect(
    'updatePreferences',
    '400 for time off ending before it starts',
    {
      as: run.host,
      json: {
        ...editable,
        timeOff: [{ id: 'backwards', startDate: limitDay, endDate: offDay, note: null }],
      },
    },
    400,
    withCode('invalid_request'),
  );
  await check.expect(
    'updatePreferences',
    '400 for new time off that ended before today',
    {
      as: run.host,
      json: {
        ...editable,
        timeOff: [
          ...before.timeOff,
          { id: `past-${run.runId}`, startDate: '2001-01-01', endDate: '2001-01-02', note: null },
        ],
      },
    },
    400,
    withCode('invalid_request'),
  );
  await check.expect(
    'updatePreferences',
    '400 for a date override ending before it starts',
    {
      as: run.host,
      json: {
        ...editable,
        dateOverrides: [{ date: closedDay, enabled: true, startHour: 15, endHour: 13 }],
      },
    },
    400,
    withCode('invalid_request'),
  );
  const saved = await check.expect(
    'updatePreferences',
    'saves time off and a date override',
    { as: run.host, json: withRules },
    200,
    (a) =>
      firstDifference(
        { timeOff: withRules.timeOff, dateOverrides: withRules.dateOverrides },
        a.body,
      ),
  );

  try {
    if (saved) {
      await check.expect(
        'getBusySlots',
        'shows the day off and the closed date as closed, without the note',
        { as: null, params, json: range },
        200,
        (a) => {
          if (a.text.includes(note)) {
            return { path: '$', expected: 'no trace of the host’s note', got: preview(a.text) };
          }
          const dates = (a.body as BusySlots).preferences.dateAvailability;
          return firstDifference({ [offDay]: CLOSED, [closedDay]: CLOSED }, dates);
        },
      );
      const off = offSlots[0] as Slot;
      await check.expect(
        'bookSlot',
        '409 time_off for a slot in time off',
        { as: null, params, json: booking(run, off) },
        409,
        withCode('time_off'),
      );
      const closed = closedSlots[0] as Slot;
      await check.expect(
        'bookSlot',
        '409 slot_taken for a slot on a date an override closes',
        { as: null, params, json: booking(run, closed) },
        409,
        withCode('slot_taken'),
      );
      if (ranged) {
        const [rangedDay, rangedSlots] = ranged;
        await check.expect(
          'getBusySlots',
          'tells the ranges of a date override',
          { as: null, params, json: range },
          200,
          (a) =>
            firstDifference(
              { [rangedDay]: { enabled: true, ranges: EARLY_RANGES.ranges } },
              (a.body as BusySlots).preferences.dateAvailability,
            ),
        );
        // A slot the weekday offered, now outside every range of the date.
        await check.expect(
          'bookSlot',
          '409 slot_taken for a slot outside every range of the day',
          { as: null, params, json: booking(run, rangedSlots[0] as Slot) },
          409,
          withCode('slot_taken'),
        );
      } else {
        check.skip(
          'bookSlot',
          '409 slot_taken for a slot outside every range of the day',
          'fewer than four days with two free slots in the window',
        );
      }
    }
    await dailyLimit(run, page, link, limitDay, limitSlots);
    await minimumNotice(run, page, link, limitSlots[limitSlots.length - 1] as Slot);
  } finally {
    await check.expect(
      'updatePreferences',
      'puts the time off and overrides back',
      {
        as: run.host,
        json: { ...editable, timeOff: before.timeOff, dateOverrides: before.dateOverrides },
      },
      200,
      (a) =>
        firstDifference({ timeOff: before.timeOff, dateOverrides: before.dateOverrides }, a.body),
    );
  }
}

function booking(run: Run, slot: Slot) {
  return {
    title: 'Date rules with Conformance Kit',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.dates+${run.runId}@example.com`,
    attendeeName: 'Conformance Kit',
  };
}

/** A daily limit of 1: the day of a booking closes, and a second booking that day is refused. */
async function dailyLimit(
  run: Run,
  { params, range }: Page,
  link: Link,
  day: string,
  slots: Slot[],
): Promise<void> {
  const check = run.checker(FILE);
  const first = slots[0] as Slot;
  const second = slots[slots.length - 1] as Slot;
  const made = await check.expect(
    'bookSlot',
    '201 books a slot on the day to be limited',
    { as: null, params, json: booking(run, first) },
    201,
  );
  const made1 = made?.body as Booking | undefined;
  const limited = await check.expect(
    'updateSchedulingLink',
    'sets a daily limit of 1',
    { as: run.host, params: { id: link.id }, json: { dailyLimit: 1 } },
    200,
    (a) => firstDifference({ dailyLimit: 1 }, a.body),
  );
  try {
    if (limited && made1) {
      await check.expect(
        'getBusySlots',
        'shows the full day as closed',
        { as: null, params, json: range },
        200,
        (a) =>
          firstDifference({ [day]: CLOSED }, (a.body as BusySlots).preferences.dateAvailability),
      );
      await check.expect(
        'bookSlot',
        '409 daily_limit_reached for a second booking that day',
        { as: null, params, json: { ...booking(run, second), attendeeName: 'Second Visitor' } },
        409,
        withCode('daily_limit_reached'),
      );
    }
  } finally {
    await check.expect(
      'updateSchedulingLink',
      'puts the daily limit back',
      { as: run.host, params: { id: link.id }, json: { dailyLimit: link.dailyLimit ?? null } },
      200,
    );
    if (made1) {
      await check.expect(
        'cancelBooking',
        'cancels the booking of the limited day',
        {
          as: null,
          params: { id: made1.id },
          headers: { 'booking-token': made1.token },
          json: { reason: 'Conformance kit clean-up' },
        },
        200,
      );
    }
  }
}

/** A minimum notice longer than the window: the public link tells it, and every slot is refused. */
async function minimumNotice(run: Run, { params }: Page, link: Link, slot: Slot): Promise<void> {
  const check = run.checker(FILE);
  const notice = 43_200;
  const set = await check.expect(
    'updateSchedulingLink',
    'sets a minimum notice of 30 days',
    { as: run.host, params: { id: link.id }, json: { minimumNotice: notice } },
    200,
    (a) => firstDifference({ minimumNotice: notice }, a.body),
  );
  try {
    if (!set) return;
    await check.expect(
      'getPublicSchedulingLink',
      'tells the minimum notice',
      { as: null, params },
      200,
      (a) => firstDifference({ minimumNotice: notice }, a.body),
    );
    await check.expect(
      'bookSlot',
      '409 notice_too_short for a slot sooner than the notice',
      { as: null, params, json: booking(run, slot) },
      409,
      withCode('notice_too_short'),
    );
  } finally {
    await check.expect(
      'updateSchedulingLink',
      'puts the minimum notice back',
      {
        as: run.host,
        params: { id: link.id },
        json: { minimumNotice: link.minimumNotice ?? null },
      },
      200,
    );
  }
}

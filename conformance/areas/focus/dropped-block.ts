/**
 * With next week cut to one free range the length of a block, a high-priority booking inside the
 * block there drops it: `dropped`, with its notice, no longer a meeting, and the goal shows the
 * block's length short (the focus rules for links; run by `next-week.ts`).
 */
import { addDays, formatCivil } from '../../../src/domain/civil-date';
import { weekAt } from '../../../src/domain/week';
import { wallClock } from '../../../src/domain/zone-clock';
import { firstDifference } from '../../compare';
import { asArray, iso, MINUTE, type Run, type Schemas, type Undo } from '../../core';
import {
  blockOf,
  fail,
  focusBooking,
  LINK_OPERATIONS,
  minutesOf,
  overlap,
  weekRangeOf,
  type Span,
} from './rules';
import type { Params } from './setup';

type FocusWeek = Schemas['FocusWeek'];
type FocusProposals = Schemas['FocusProposals'];
type Meeting = Schemas['Meeting'];
type Preferences = Schemas['Preferences'];
type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/focus/dropped-block.ts';

/**
 * Cuts next week to one range of `length` minutes (date overrides: the other dates closed),
 * applies the second goal's block there and books a high-priority slot inside it: the week has
 * no room left, so the block is dropped, the host told, and the goal shows `length` short. Puts
 * the overrides back. Answers the booking (to cancel), or null.
 */
export async function droppedByBooking(
  run: Run,
  {
    week,
    prefs,
    length,
    duration,
    others,
    highSlots,
    highParams,
    undo,
  }: {
    week: string;
    prefs: Preferences;
    length: number;
    duration: number;
    others: readonly Span[];
    highSlots: (name: string) => Promise<{ start: string; end: string }[]>;
    highParams: Params;
    undo: Undo;
  },
): Promise<Booking | null> {
  const check = run.checker(FILE);
  const zone = prefs.timezone;
  const buffer = (prefs.noBufferNeeded ? 0 : prefs.bufferTime) * MINUTE;
  const slots = await highSlots('the high-priority link’s free times next week');
  const listed = await check.expect(
    'listMeetings',
    'next week’s meetings, before the week is cut',
    { as: run.host, query: weekRangeOf(week) },
    200,
  );
  // Busy for a block: the meetings and their buffer, and the other blocks.
  const taken = [
    ...asArray<Meeting>(listed?.body)
      .filter((m) => m.kind !== 'focus')
      .map((m) => ({
        start: Date.parse(m.startTime) - buffer,
        end: Date.parse(m.endTime) + buffer,
      })),
    ...others,
  ];
  // A slot starting on a half hour of the host's clock, with a block's length from there that
  // lies in one day and keeps clear of the meetings, their buffer and the other blocks.
  const slot = slots.find((s) => {
    const start = wallClock(Date.parse(s.start), zone);
    const minute = start.hour * 60 + start.minute;
    const span = { start: Date.parse(s.start), end: Date.parse(s.start) + length * MINUTE };
    return (
      weekAt(span.start, zone).monday === week &&
      minute % 30 === 0 &&
      minute + length <= 24 * 60 &&
      !taken.some((t) => overlap(t, span))
    );
  });
  if (!slot || duration > length) {
    run.blocked(check, LINK_OPERATIONS, 'no free high-priority time next week for a block');
    return null;
  }
  const startWall = wallClock(Date.parse(slot.start), zone);
  const date = formatCivil(startWall);
  const first = startWall.hour * 60 + startWall.minute;
  const dates = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(week, i));
  const editable = {
    timePreference: prefs.timePreference,
    timezone: prefs.timezone,
    dayAvailability: prefs.dayAvailability,
    bufferTime: prefs.bufferTime,
    noBufferNeeded: prefs.noBufferNeeded,
  };
  const dateOverrides = [
    ...prefs.dateOverrides.filter((o) => !dates.includes(o.date)),
    ...dates.map((d) =>
      d === date
        ? {
            date: d,
            enabled: true,
            startHour: Math.min(23, Math.ceil(first / 60)),
            endHour: Math.min(23, Math.floor((first + length) / 60)),
            ranges: [{ start: first, end: first + length }],
          }
        : { date: d, enabled: false, startHour: 9, endHour: 17 },
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  undo.preferencesTouched = true;
  const cut = await check.expect(
    'updatePreferences',
    `cuts next week to one range of ${length} minutes`,
    { as: run.host, json: { ...editable, timeOff: prefs.timeOff, dateOverrides } },
    200,
  );
  let booking: Booking | null = null;
  try {
    if (!cut) return null;
    const place = { start: Date.parse(slot.start), end: Date.parse(slot.start) + length * MINUTE };
    const proposed = await check.expect(
      'proposeFocusBlocks',
      'proposes the week’s one free range for the second goal',
      { as: run.host, json: { weekStartDate: week } },
      200,
      (a) => {
        const own = (a.body as FocusProposals).proposals.filter((x) => x.goalIndex === 1);
        const at = own[0];
        return own.length === 1 && at && Date.parse(at.startTime) === place.start
          ? null
          : fail('$.proposals', `one block of the second goal at ${iso(place.start)}`, own);
      },
    );
    const proposal = proposed?.body as FocusProposals | undefined;
    const p = proposal?.proposals.find((x) => x.goalIndex === 1);
    if (!proposal || !p) return null;
    const applied = await check.expect(
      'applyFocusBlocks',
      'applies the block of the week’s last free range',
      {
        as: run.host,
        json: {
          weekStartDate: week,
          blocks: [{ goalIndex: 1, startTime: p.startTime, endTime: p.endTime }],
        },
        headers: { 'If-Match': `"${proposal.version}"` },
      },
      201,
    );
    const block = (applied?.body as FocusWeek | undefined)?.blocks.find(
      (b) => b.goalIndex === 1 && b.startTime === p.startTime,
    );
    if (!block) return null;
    const made = await check.expect(
      'bookSlot',
      'books a high-priority slot inside the week’s last free range',
      { as: null, params: highParams, json: focusBooking(run, slot) },
      201,
    );
    booking = (made?.body as Booking | undefined) ?? null;
    if (!booking) return null;
    await check.expect(
      'getFocusWeek',
      'with no room left in the week, the block is dropped, the host told, the goal short',
      { as: run.host, query: { weekStartDate: week } },
      200,
      (a) => {
        const w = a.body as FocusWeek;
        const found = blockOf(w, block.id, `the block ${block.id}, dropped`);
        if (!('b' in found)) return found;
        const { b, path } = found;
        if (b.status !== 'dropped') return fail(`${path}.status`, 'dropped', b.status);
        if (b.version <= block.version)
          return fail(`${path}.version`, `above ${block.version}`, b.version);
        if (!b.notice?.trim())
          return fail(`${path}.notice`, 'the words the host was told', b.notice);
        const planned = w.blocks
          .filter((x) => x.goalIndex === 1 && x.status === 'planned')
          .reduce((sum, x) => sum + minutesOf(x), 0);
        const short = (w.minutesNeeded[1] ?? 0) - planned;
        return short === length
          ? null
          : fail('$.minutesNeeded[1]', `${length} minutes needed and none planned`, short);
      },
    );
    await check.expect(
      'proposeFocusBlocks',
      'finds no room for the dropped time: the goal’s shortfall',
      { as: run.host, json: { weekStartDate: week } },
      200,
      (a) => {
        const p2 = a.body as FocusProposals;
        if (p2.proposals.some((x) => x.goalIndex === 1))
          return fail('$.proposals', 'nothing for the second goal', p2.proposals);
        return p2.shortMinutes[1] === length
          ? null
          : fail('$.shortMinutes[1]', String(length), p2.shortMinutes[1]);
      },
    );
    await check.expect(
      'listMeetings',
      'a dropped block is no longer among the meetings',
      { as: run.host, query: weekRangeOf(week) },
      200,
      (a) => {
        const still = asArray<Meeting>(a.body).find((m) => m.id === block.id);
        return still ? fail('$', `no meeting ${block.id}`, still) : null;
      },
    );
    return booking;
  } finally {
    await check.expect(
      'updatePreferences',
      'puts next week’s overrides back',
      {
        as: run.host,
        json: { ...editable, timeOff: prefs.timeOff, dateOverrides: prefs.dateOverrides },
      },
      200,
      (a) => firstDifference({ dateOverrides: prefs.dateOverrides }, a.body),
    );
  }
}

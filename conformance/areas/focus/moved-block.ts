/**
 * A high-priority booking inside a focus block moves the block to the next free time of its week,
 * at its length, with the notice the host was told (the focus rules for links; run by
 * `next-week.ts`).
 */
import { asArray, serverNow, iso, type Run, type Schemas } from '../../core';
import {
  blockOf,
  fail,
  focusBooking,
  minutesOf,
  nextFreeTime,
  overlap,
  spanOf,
  weekRangeOf,
} from './rules';
import type { Params } from './setup';

type FocusWeek = Schemas['FocusWeek'];
type FocusBlock = Schemas['FocusBlock'];
type Meeting = Schemas['Meeting'];
type Preferences = Schemas['Preferences'];
type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/focus/moved-block.ts';

/**
 * A high-priority booking inside `block` (one of the link's free slots there): the block moves to
 * the next free time of its week, at its length, and carries the host's notice. Answers the
 * booking (to cancel) and the block where it went.
 */
export async function movedByBooking(
  run: Run,
  {
    week,
    prefs,
    block,
    highSlots,
    highParams,
  }: {
    week: string;
    prefs: Preferences;
    block: FocusBlock;
    highSlots: (name: string) => Promise<{ start: string; end: string }[]>;
    highParams: Params;
  },
): Promise<{ booking: Booking | null; block: FocusBlock | null }> {
  const check = run.checker(FILE);
  const name =
    'a high-priority booking inside a block moves it to the next free time of its week, at its length, and tells the host';
  const was = spanOf(block);
  const slots = await highSlots('the high-priority link’s free times, a focus block’s included');
  const inside = slots.find(
    (s) => was.start <= Date.parse(s.start) && Date.parse(s.end) <= was.end,
  );
  if (!inside) {
    check.skip('getFocusWeek', name, 'the high-priority link offers no time inside the block');
    return { booking: null, block: null };
  }
  const made = await check.expect(
    'bookSlot',
    'books a high-priority slot inside a focus block',
    { as: null, params: highParams, json: focusBooking(run, inside) },
    201,
  );
  const booking = (made?.body as Booking | undefined) ?? null;
  if (!booking) return { booking, block: null };
  const weekRange = weekRangeOf(week);
  const listed = await check.expect(
    'listMeetings',
    'next week’s meetings, the booking among them',
    { as: run.host, query: weekRange },
    200,
  );
  const meetings = asArray<Meeting>(listed?.body);
  const read = await check.expect(
    'getFocusWeek',
    name,
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => {
      const found = blockOf(a.body as FocusWeek, block.id);
      if (!('b' in found)) return found;
      const { b, path } = found;
      if (b.status !== 'planned') return fail(`${path}.status`, 'planned', b.status);
      if (b.weekStartDate !== week) return fail(`${path}.weekStartDate`, week, b.weekStartDate);
      if (minutesOf(b) !== minutesOf(block))
        return fail(path, `${minutesOf(block)} minutes, as before`, `${minutesOf(b)} minutes`);
      if (overlap(spanOf(b), spanOf(booking)))
        return fail(`${path}.startTime`, `clear of the booking ${booking.startTime}`, b.startTime);
      if (b.moves !== block.moves + 1)
        return fail(`${path}.moves`, String(block.moves + 1), b.moves);
      if (b.version <= block.version)
        return fail(`${path}.version`, `above ${block.version}`, b.version);
      if (!b.notice?.trim()) return fail(`${path}.notice`, 'the words the host was told', b.notice);
      const expected = nextFreeTime(was.start, minutesOf(block), {
        week,
        prefs,
        meetings,
        blocks: meetings
          .filter((m) => m.kind === 'focus' && m.id !== block.id)
          .map((m) => spanOf(m)),
        now: serverNow(a),
      });
      if (expected === null) return fail(`${path}.status`, 'dropped: no free time left', b.status);
      return Date.parse(b.startTime) === expected
        ? null
        : fail(`${path}.startTime`, `the next free time, ${iso(expected)}`, b.startTime);
    },
  );
  const after = (read?.body as FocusWeek | undefined)?.blocks.find((b) => b.id === block.id);
  if (after)
    await check.expect(
      'listMeetings',
      'lists the moved block at its new time',
      { as: run.host, query: weekRange },
      200,
      (a) => {
        const m = asArray<Meeting>(a.body).find((x) => x.id === block.id);
        return m?.kind === 'focus' && m.startTime === after.startTime
          ? null
          : fail('$', `the focus meeting ${block.id} at ${after.startTime}`, m);
      },
    );
  return { booking, block: after ?? null };
}

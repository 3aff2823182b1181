/**
 * The focus rules' shared reading (no checks of its own): a proposed block's problems by the
 * proposal's rules, spans and the week's range, the next free time a moved block goes to, and
 * the kit's high-priority booking.
 *
 * "Inside the weekly availability" is inside one of the day's ranges (the date's override when
 * it has one), as the booking page reads them.
 */
import { addDays, dayOfWeek, formatCivil, parseCivil } from '../../../src/domain/civil-date';
import { engineRanges, type DayHours } from '../../../src/domain/day-ranges';
import { wallClock, zonedInstant } from '../../../src/domain/zone-clock';
import { preview, type Difference } from '../../contract';
import { DAY, iso, MINUTE, type Run, type Schemas } from '../../core';

type FocusProposals = Schemas['FocusProposals'];
type Meeting = Schemas['Meeting'];
type Preferences = Schemas['Preferences'];
export type Span = { start: number; end: number };

/** Every operation the rules on the host's links use: reported not run when they cannot run. */
export const LINK_OPERATIONS = [
  'getBusySlots',
  'bookSlot',
  'getFocusWeek',
  'proposeFocusBlocks',
  'applyFocusBlocks',
  'updatePreferences',
] as const;

export const fail = (path: string, expected: string, got: unknown): Difference => ({
  path,
  expected,
  got: preview(got),
});
export const minutesOf = (s: { startTime: string; endTime: string }) =>
  (Date.parse(s.endTime) - Date.parse(s.startTime)) / MINUTE;

/** Why a proposed block breaks the proposal's rules, or null. */
export function proposalProblem(
  p: FocusProposals['proposals'][number],
  index: number,
  prefs: Preferences,
  meetings: readonly Meeting[],
): Difference | null {
  const at = `$.proposals[${index}]`;
  const minutes = minutesOf(p);
  if (minutes < 30 || minutes > 120 || minutes % 30 !== 0)
    return fail(at, '30 minutes to 2 hours in half hours', `${minutes} minutes`);
  const start = wallClock(Date.parse(p.startTime), prefs.timezone);
  const end = wallClock(Date.parse(p.endTime) - 1, prefs.timezone);
  // The date's override, else its weekday: its ranges, else startHour to endHour.
  const date = formatCivil(start);
  const override = (prefs.dateOverrides ?? []).find((o) => o.date === date);
  const day: (DayHours & { enabled: boolean }) | undefined =
    override ??
    (prefs.dayAvailability as Record<string, (DayHours & { enabled: boolean }) | undefined>)[
      String(dayOfWeek(start))
    ];
  if (start.minute % 30 !== 0) return fail(at, 'a start on the half hour', p.startTime);
  const from = start.hour * 60 + start.minute;
  const to = end.hour * 60 + end.minute + 1;
  const inside =
    !!day?.enabled &&
    formatCivil(end) === date &&
    engineRanges(day).some((r) => r.start <= from && to <= r.end);
  if (!inside) return fail(at, 'inside the weekly availability', `${p.startTime} – ${p.endTime}`);
  const buffer = (prefs.noBufferNeeded ? 0 : prefs.bufferTime) * MINUTE;
  for (const m of meetings) {
    if (m.kind === 'focus') continue;
    const clash =
      Date.parse(p.startTime) < Date.parse(m.endTime) + buffer &&
      Date.parse(m.startTime) - buffer < Date.parse(p.endTime);
    if (clash) return fail(at, 'clear of every meeting and its buffer', m.id);
  }
  if (!p.reason.trim()) return fail(`${at}.reason`, 'a reason', p.reason);
  return null;
}

/** A week's meetings' range for listMeetings: a day either side, whatever the host's zone. */
export const weekRangeOf = (week: string) => ({
  startDate: new Date(Date.parse(`${week}T00:00:00Z`) - DAY).toISOString(),
  endDate: new Date(Date.parse(`${addDays(week, 7)}T00:00:00Z`) + DAY).toISOString(),
});
export const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
export const spanOf = (s: { startTime: string; endTime: string }): Span => ({
  start: Date.parse(s.startTime),
  end: Date.parse(s.endTime),
});

/**
 * The time a block of `minutes` the kit finds free in `week` by the proposal's rules (inside the
 * availability, clear of meetings and their buffer, of `blocks` and of what has begun): the first
 * at or after `from`, else the first earlier one, else null. As the contract's "the next free
 * time of its week at the same length".
 */
export function nextFreeTime(
  from: number,
  minutes: number,
  {
    week,
    prefs,
    meetings,
    blocks,
    now,
  }: {
    week: string;
    prefs: Preferences;
    meetings: readonly Meeting[];
    blocks: readonly Span[];
    now: number;
  },
): number | null {
  const weekStart = zonedInstant(parseCivil(week), 0, prefs.timezone);
  const weekEnd = zonedInstant(parseCivil(addDays(week, 7)), 0, prefs.timezone);
  const free: number[] = [];
  for (let start = weekStart; start + minutes * MINUTE <= weekEnd; start += 30 * MINUTE) {
    const span = { start, end: start + minutes * MINUTE };
    if (start < now || blocks.some((b) => overlap(b, span))) continue;
    const candidate = { goalIndex: 0, startTime: iso(span.start), endTime: iso(span.end) };
    if (!proposalProblem({ ...candidate, reason: 'free' }, 0, prefs, meetings)) free.push(start);
  }
  return free.find((s) => s >= from) ?? free[0] ?? null;
}

/** A booking of `slot` by the kit as a visitor of the high-priority link. */
export function focusBooking(run: Run, slot: { start: string; end: string }) {
  return {
    title: 'Focus rules with Conformance Kit',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.focus+${run.runId}@example.com`,
    attendeeName: 'Conformance Kit',
  };
}

/** The block `id` of a focus week and its path, or the difference saying it is missing. */
export function blockOf(
  w: Schemas['FocusWeek'],
  id: string,
  missing = `the block ${id}`,
): { b: Schemas['FocusBlock']; path: string } | Difference {
  const at = w.blocks.findIndex((b) => b.id === id);
  const b = w.blocks[at];
  return b ? { b, path: `$.blocks[${at}]` } : fail('$.blocks', missing, w.blocks);
}

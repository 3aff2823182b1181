/**
 * Focus time for the weekly goals (`docs/decisions.md#focus-time-for-the-weekly-goals`), the mock's
 * side: the planner's week read from the database, the blocks as the contract shows them and the
 * standard link's extra busy times. The assistant's answer to bookings that take or free a block's
 * time is `focus-yield.ts`; the rules themselves are `src/domain/focus-planner.ts`.
 */
import { addDays, parseCivil, type CivilDate, DAY_MS } from '../../src/domain/civil-date';
import { overrideHours } from '../../src/domain/date-rules';
import { mondayOf } from '../../src/domain/civil-date';
import { type FocusWeek, type Span } from '../../src/domain/focus-planner';
import type { DayAvailability } from '../../src/domain/preferences';
import { holdValid } from '../../src/domain/slot-hold';
import { zonedInstant } from '../../src/domain/zone-clock';
import { now } from '../clock';
import { db, type FocusBlockRecord, type GoalsRecord, type UserRecord } from '../db';
import { civilDate } from '../time';
import { formatCivil } from '../../src/domain/civil-date';
import { hostPreferences, visibleMeetings, type Schemas } from './shared';

/** The colour of focus blocks in the planner (none of the calendars' colours). */
export const FOCUS_COLOR = '#2F9E44';

/** The week's span on the host's clock: Monday 00:00 to the next Monday 00:00. */
export function weekSpan(weekStartDate: CivilDate, zone: string): Span {
  return {
    start: zonedInstant(parseCivil(weekStartDate), 0, zone),
    end: zonedInstant(parseCivil(addDays(weekStartDate, 7)), 0, zone),
  };
}

/** The goals week (its Monday's date in the host's zone) holding `instant`. */
export function weekOfInstant(instant: number, zone: string): CivilDate {
  return formatCivil(mondayOf(civilDate(instant, zone)));
}

export function goalsOfWeek(userId: string, weekStartDate: string) {
  return db.goals.findFirst((q) => q.where({ userId, weekStartDate }));
}

/** The three goals' needs, all 0 for a week without any. */
export function minutesNeededOf(goals: GoalsRecord | undefined): number[] {
  return [0, 1, 2].map((i) => goals?.minutesNeeded?.[i] ?? 0);
}

/** The planned blocks of the host overlapping [from, to). */
export function plannedBlocks(userId: string, from?: number, to?: number) {
  return db.focusBlocks.findMany((q) =>
    q.where((b) => {
      if (b.userId !== userId || b.status !== 'planned') return false;
      if (from === undefined || to === undefined) return true;
      return Date.parse(b.endTime) > from && Date.parse(b.startTime) < to;
    }),
  );
}

export function focusTitle(goals: GoalsRecord | undefined, goalIndex: number): string {
  const goal = goals?.goals[goalIndex]?.trim() ?? '';
  return goal === '' ? 'Focus' : `Focus: ${goal}`;
}

export function toFocusBlock(record: FocusBlockRecord): Schemas['FocusBlock'] {
  return {
    id: record.id,
    version: record.version,
    weekStartDate: record.weekStartDate,
    goalIndex: record.goalIndex,
    title: focusTitle(goalsOfWeek(record.userId, record.weekStartDate), record.goalIndex),
    startTime: record.startTime,
    endTime: record.endTime,
    status: record.status,
    moves: record.moves,
    notice: record.notice,
  };
}

export function toFocusWeek(userId: string, weekStartDate: string): Schemas['FocusWeek'] {
  const goals = goalsOfWeek(userId, weekStartDate);
  const blocks = db.focusBlocks
    .findMany((q) => q.where({ userId, weekStartDate }))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  return {
    weekStartDate,
    version: goals?.focusVersion ?? 0,
    minutesNeeded: minutesNeededOf(goals),
    blocks: blocks.map(toFocusBlock),
  };
}

/** Focus blocks as the planner's meetings (`kind: focus`). */
export function focusMeetings(userId: string, from?: number, to?: number): Schemas['Meeting'][] {
  return plannedBlocks(userId, from, to).map((b) => ({
    id: b.id,
    title: focusTitle(goalsOfWeek(userId, b.weekStartDate), b.goalIndex),
    startTime: b.startTime,
    endTime: b.endTime,
    color: FOCUS_COLOR,
    kind: 'focus' as const,
    goalIndex: b.goalIndex,
    version: b.version,
    attendees: [],
  }));
}

/**
 * The planner's week for the host: their hours (time off closed, overrides as given), time
 * preference, buffer, meetings (`exceptMeetingId` left out), the times visitors hold now (busy
 * for focus time: a hold is a booking on its way) and planned blocks (`exceptBlockId` left
 * out), at the mock's now.
 */
export function plannerWeek(
  user: UserRecord,
  weekStartDate: CivilDate,
  options: { exceptBlockId?: string; exceptMeetingId?: string } = {},
): FocusWeek {
  const prefs = hostPreferences(user);
  const zone = prefs.timezone;
  const span = weekSpan(weekStartDate, zone);
  const at = now().getTime();
  const dateAvailability: Record<string, DayAvailability> = overrideHours(prefs.dateOverrides);
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStartDate, i);
    if (prefs.timeOff.some((r) => r.startDate <= date && date <= r.endDate))
      dateAvailability[date] = { enabled: false, startHour: 9, endHour: 17 };
  }
  return {
    weekStartDate,
    timeZone: zone,
    dayAvailability: prefs.dayAvailability,
    dateAvailability,
    timePreference: prefs.timePreference,
    bufferMinutes: prefs.noBufferNeeded ? 0 : prefs.bufferTime,
    meetings: visibleMeetings(user.id, span.start - DAY_MS, span.end + DAY_MS)
      .filter((m) => m.id !== options.exceptMeetingId)
      .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) })),
    held: db.holds
      .findMany((q) =>
        q.where(
          (h) =>
            h.hostUserId === user.id &&
            holdValid(h, at) &&
            Date.parse(h.endTime) > span.start - DAY_MS &&
            Date.parse(h.startTime) < span.end + DAY_MS,
        ),
      )
      .map((h) => ({ start: Date.parse(h.startTime), end: Date.parse(h.endTime) })),
    blocks: plannedBlocks(user.id, span.start, span.end)
      .filter((b) => b.id !== options.exceptBlockId)
      .map((b) => ({
        goalIndex: b.goalIndex,
        start: Date.parse(b.startTime),
        end: Date.parse(b.endTime),
      })),
    now: at,
  };
}

/** Bumps the week's focus version (every change of its blocks). */
export async function bumpFocusVersion(userId: string, weekStartDate: string): Promise<number> {
  const goals = goalsOfWeek(userId, weekStartDate);
  if (!goals) return 0;
  const next = (goals.focusVersion ?? 0) + 1;
  await db.goals.update(goals, {
    data(g) {
      g.focusVersion = next;
    },
  });
  return next;
}

/** The focus blocks the standard link treats as busy, overlapping [from, to). */
export function focusBusy(userId: string, from: number, to: number): Span[] {
  return plannedBlocks(userId, from, to).map((b) => ({
    start: Date.parse(b.startTime),
    end: Date.parse(b.endTime),
  }));
}

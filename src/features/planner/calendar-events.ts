import { toWallClockDate, wallClockMidnight } from '../../domain/week';
import type { Meeting } from './api';
import { eventColors, type EventColors } from './event-colors';
import { addDays, type CivilDate } from '../../domain/civil-date';

/** A meeting as react-big-calendar sees it: floating wall-clock dates (see `toWallClockDate`). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  meeting: Meeting;
  colors: EventColors;
  /** A focus block the assistant proposes: drawn dashed, with why. */
  proposedReason?: string;
}

/** The fill of focus blocks, and the light one of proposed blocks. */
export const FOCUS_EVENT_COLOR = '#2F9E44';

/** A proposal's blocks as planner meetings (`kind: focus`), titled by their goals. */
export function proposedMeetings(
  proposals: readonly { goalIndex: number; startTime: string; endTime: string; reason: string }[],
  titles: readonly string[],
): { meeting: Meeting; reason: string }[] {
  return proposals.map((p, i) => ({
    meeting: {
      id: `proposed-${i}`,
      title: titles[p.goalIndex] ?? 'Focus',
      startTime: p.startTime,
      endTime: p.endTime,
      color: FOCUS_EVENT_COLOR,
      kind: 'focus',
      goalIndex: p.goalIndex,
      attendees: [],
    },
    reason: p.reason,
  }));
}

/** Meetings of several weeks, once each (a meeting across Sunday midnight is in both weeks). */
export function uniqueMeetings(weeks: readonly (readonly Meeting[] | undefined)[]): Meeting[] {
  const seen = new Set<string>();
  const meetings: Meeting[] = [];
  for (const week of weeks) {
    for (const meeting of week ?? []) {
      if (seen.has(meeting.id)) continue;
      seen.add(meeting.id);
      meetings.push(meeting);
    }
  }
  return meetings;
}

/**
 * The calendar's events for the civil dates `from` to `to` only: the view never receives more
 * than it shows (a busy week holds hundreds of meetings).
 */
export function calendarEvents(
  meetings: readonly Meeting[],
  zone: string,
  from: CivilDate,
  to: CivilDate,
): CalendarEvent[] {
  const first = +wallClockMidnight(from);
  const last = +wallClockMidnight(addDays(to, 1));
  const events: CalendarEvent[] = [];
  for (const meeting of meetings) {
    const startMs = Date.parse(meeting.startTime);
    const endMs = Date.parse(meeting.endTime);
    if (Number.isNaN(startMs) || Number.isNaN(endMs)) continue;
    const start = toWallClockDate(startMs, zone);
    // On a fall-back day the wall clock repeats an hour, so a meeting inside or across it can read
    // shorter than it is (or end before it starts): draw it at least at its real length.
    const end = new Date(Math.max(+start + (endMs - startMs), +toWallClockDate(endMs, zone)));
    const overlaps = +start < last && (+end > first || +start >= first);
    if (!overlaps) continue;
    events.push({
      id: meeting.id,
      title: meeting.title,
      start,
      end,
      meeting,
      colors: eventColors(meeting.color),
    });
  }
  return events;
}

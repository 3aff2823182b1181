/**
 * Finding the meeting a request is about: the host's upcoming meetings (connected calendars, the
 * next MEETING_HORIZON_DAYS days) that fit the meeting's day and time when given, scored by the
 * title said whole (strongest), then by the request words found in the title, an attendee's name
 * or e-mail. "my next meeting" is the earliest upcoming one. No match, or two or more with the
 * best score, fails with a message saying what was missing or ambiguous — never a random pick.
 */
import { formatZonedMoment } from '../../src/domain/workflow-intent';
import type { MeetingRecord } from '../db';
import { civilDate, localParts } from '../time';
import type { ParsedRequest } from './parse-request';
import { tokenize } from './request-words';
import { addDays, dayNumber, mondayOf, DAY_MS } from '../../src/domain/civil-date';
import { dayText } from '../../src/domain/time-text';
import { zonedInstant } from '../../src/domain/zone-clock';

/** How far ahead the meeting meant is looked for. */
export const MEETING_HORIZON_DAYS = 14;

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function meetingWords(meeting: MeetingRecord): Set<string> {
  const words = new Set(tokenize(meeting.title).map((t) => t.word));
  for (const a of meeting.attendees) {
    const email = a.email.toLowerCase();
    words.add(email);
    for (const part of email.split('@')[0]?.split(/[._+-]/) ?? []) words.add(part);
    for (const t of tokenize(a.name ?? '')) words.add(t.word);
  }
  return words;
}

/**
 * 0 unless every word of the request naming the meeting is found in its title, an attendee's
 * name or e-mail ("budget review" is not "Design review"); then higher when the title is said
 * whole ("Sync" over "Roadmap sync" for "the sync").
 */
function score(meeting: MeetingRecord, parsed: ParsedRequest): number {
  const words = meetingWords(meeting);
  if (!parsed.words.every((w) => words.has(w))) return 0;
  const title = tokenize(meeting.title).map((t) => t.word);
  return (containsSequence(parsed.sequence, title) ? 1000 + title.length : 0) + 1;
}

function describeMeetingAsked(parsed: ParsedRequest, timeZone: string): string {
  const parts: string[] = [];
  if (parsed.words.length > 0) parts.push(`matching '${parsed.words.join(' ')}'`);
  if (parsed.meetingDay) {
    const noon = zonedInstant(parsed.meetingDay, 12 * 60, timeZone);
    parts.push(`on ${dayText(noon, timeZone)}`);
  }
  if (parsed.meetingMinutes !== null) {
    const h = Math.floor(parsed.meetingMinutes / 60);
    const m = parsed.meetingMinutes % 60;
    parts.push(`at ${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`);
  }
  return parts.join(' ');
}

/** How many candidate meetings the assistant offers at most when the request is ambiguous. */
export const MAX_MEETING_OPTIONS = 5;

export type MeetingSearch =
  | { ok: true; meeting: MeetingRecord }
  | { ok: false; message: string; candidates?: MeetingRecord[] };

/**
 * The meeting the request is about; when several fit equally well (or a bare weekday could be
 * this week's or next week's), up to MAX_MEETING_OPTIONS candidates to ask about, earliest first;
 * else why it cannot be told.
 */
export function findMeeting(
  parsed: ParsedRequest,
  meetings: readonly MeetingRecord[],
  now: number,
  timeZone: string,
): MeetingSearch {
  const named = parsed.words.length > 0;
  if (!named && !parsed.meetingDay && parsed.meetingMinutes === null && !parsed.nextMeeting)
    return {
      ok: false,
      message:
        'Which meeting? The request names none: say its title, an attendee, or its day and time',
    };
  const horizon = now + MEETING_HORIZON_DAYS * DAY_MS;
  const days = parsed.meetingDay
    ? [
        dayNumber(parsed.meetingDay),
        ...(parsed.meetingDayBare ? [dayNumber(parsed.meetingDay) + 7] : []),
      ]
    : null;
  const upcoming = meetings
    .filter((m) => Date.parse(m.startTime) > now && Date.parse(m.startTime) < horizon)
    .filter((m) => {
      const local = localParts(Date.parse(m.startTime), timeZone);
      if (days && !days.includes(dayNumber(local))) return false;
      if (
        parsed.meetingMinutes !== null &&
        local.hour * 60 + local.minute !== parsed.meetingMinutes
      )
        return false;
      return true;
    })
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  const scored = upcoming
    .map((meeting) => ({ meeting, score: named ? score(meeting, parsed) : 1 }))
    .filter((s) => s.score > 0);
  const asked = describeMeetingAsked(parsed, timeZone);
  if (scored.length === 0)
    return {
      ok: false,
      message: `Which meeting? Found none ${asked} in the next ${MEETING_HORIZON_DAYS} days`,
    };
  const best = Math.max(...scored.map((s) => s.score));
  const tied = scored.filter((s) => s.score === best).map((s) => s.meeting);
  if (tied.length === 1 || parsed.nextMeeting) return { ok: true, meeting: tied[0]! };

  const thisWeekEnd = zonedInstant(addDays(mondayOf(civilDate(now, timeZone)), 7), 0, timeZone);
  const scope = tied.every((m) => Date.parse(m.startTime) < thisWeekEnd)
    ? 'this week'
    : `in the next ${MEETING_HORIZON_DAYS} days`;
  const titles = new Set(tied.map((m) => m.title));
  const shown = tied.slice(0, 4);
  const list = shown
    .map((m) => {
      const when = formatZonedMoment(m.startTime, timeZone);
      return titles.size === 1 ? when : `${m.title} (${when})`;
    })
    .join('; ');
  const more = tied.length > shown.length ? `; and ${tied.length - shown.length} more` : '';
  const what = titles.size === 1 ? `called '${tied[0]!.title}'` : asked;
  const message = `Which meeting? Found ${tied.length} ${what} ${scope}: ${list}${more}. Name its day or time`;
  return tied.length <= MAX_MEETING_OPTIONS
    ? { ok: false, message, candidates: tied }
    : { ok: false, message };
}

/**
 * The mock assistant's understanding of a rescheduling request (`parsing_input`) and its search
 * for a new time inside the wish (`find_new_slots_for_selected_meeting`, approval).
 *
 * Reading a request ("move my Roadmap sync on Thursday to next Tuesday afternoon"):
 *  - dates and times are read by chrono-node (casual English), extended with two parsers of our
 *    own: week phrases ("this week", "later this week", "next week", "the week after next") and
 *    hour bounds ("after 2", "before 11am", "between 2 and 4"); the reference is `now` in the
 *    host's zone, and only the calendar fields chrono reports (year, month, day, hour, minute) are
 *    used, turned into instants in the host's zone (so DST weeks and half-hour zones hold);
 *  - the words "to", "until", "till", "into", "onto", "for" (not "need to", "want to" …) split
 *    the request: date expressions after the split (or followed by "instead") are the wish, those
 *    before it name the meeting's own day and time;
 *  - "next <weekday>" is that weekday of next week (weeks start on Monday); "this <weekday>" and a
 *    bare weekday are the coming one (today included), so a weekday that has passed this week
 *    means next week's;
 *  - an hour without am/pm is read in working hours: 1–7 is afternoon (2 → 2 PM), 8–12 as said;
 *  - parts of day: "morning" → am, "afternoon" → pm, "evening"/"tonight" → pm from 5 PM;
 *    "after N" starts the window at N, "before N" ends it there, "at N" asks for exactly N;
 *  - no wish at all → any time in the next WISH_HORIZON_DAYS days.
 *
 * Finding the meeting: the host's upcoming meetings (connected calendars, the next
 * MEETING_HORIZON_DAYS days) that fit the meeting's day and time when given, scored by the title
 * said whole (strongest), then by the request words found in the title, an attendee's name or
 * e-mail. "my next meeting" is the earliest upcoming one. No match, or two or more with the best
 * score, fails with a message saying what was missing or ambiguous — never a random pick.
 *
 * A new time: the slot engine of the booking page (`src/domain/slots.ts`, high-priority rules:
 * the host's working days and hours, buffer, busy times of every connected calendar but the
 * meeting itself, 30 minutes' notice, 2 hours' lead today, 14 days ahead), clipped to the wished
 * window and filtered to the wished part of day.
 */
import * as chrono from 'chrono-node';
import {
  DEFAULT_SLOT_PREFERENCES,
  isSlotAvailable,
  type Interval,
  type SlotPreferences,
} from '../../src/domain/slots';
import {
  describeWish,
  formatZonedMoment,
  type PartOfDay,
  type WorkflowIntent,
} from '../../src/domain/workflow-intent';
import { overrideHours } from '../../src/domain/date-rules';
import { proposeNewTimes, type Proposals } from '../../src/domain/workflow-proposals';
import type { Db, MeetingRecord } from '../db';
import {
  addDays,
  civilDate,
  dayNumber,
  localParts,
  mondayOf,
  offsetAt,
  zonedInstant,
  type CivilDate,
} from '../time';

export type { WorkflowIntent } from '../../src/domain/workflow-intent';

/** How far ahead the meeting meant is looked for. */
export const MEETING_HORIZON_DAYS = 14;
/** The wish when the request names none: any time in this many days. */
export const WISH_HORIZON_DAYS = 14;

const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const STOP_WORDS = new Set(
  (
    'a an the my our your his her their its me i we you us it this that these those ' +
    'to for with and or of on at in by from into onto until till up down out off over ' +
    'can could would will should shall may might must do does did please pls plz thanks thank ' +
    'move moving moved reschedule rescheduling rescheduled push pushed shift shifted bump bumped ' +
    'change changed swap make find need needs want wants like let lets have has get ' +
    'meeting meetings appointment event session one time slot new some any ' +
    'instead earlier later sooner possible possibly is are be been so just also again ' +
    'something came come what which there here if when then than as same next last ' +
    'today tomorrow tonight yesterday morning afternoon evening noon day days week weeks ' +
    'happen hour hours minute minutes mins back forward ahead around anytime sometime whenever ' +
    'works work free open available else other another different because since busy conflict ' +
    "clash sorry hi hey thx quick o'clock"
  ).split(/\s+/),
);

const PART_OF_DAY_WORDS: Record<string, { partOfDay: PartOfDay; fromMinutes?: number }> = {
  morning: { partOfDay: 'am' },
  mornings: { partOfDay: 'am' },
  afternoon: { partOfDay: 'pm' },
  afternoons: { partOfDay: 'pm' },
  evening: { partOfDay: 'pm', fromMinutes: 17 * 60 },
  evenings: { partOfDay: 'pm', fromMinutes: 17 * 60 },
  tonight: { partOfDay: 'pm', fromMinutes: 17 * 60 },
};

const SPLIT_WORDS = new Set(['to', 'until', 'till', 'into', 'onto', 'for']);
/** "need to", "want to" …: the "to" of a verb, not of a destination. */
const VERB_BEFORE_TO = new Set([
  'need',
  'needs',
  'want',
  'wants',
  'have',
  'has',
  'like',
  'going',
  'able',
  'trying',
  'try',
  'ought',
  'how',
]);

interface Token {
  /** Normalised form (lower case, possessive dropped, "1-1" → "1:1"). */
  word: string;
  index: number;
  length: number;
}

/** Words of a text with their positions; e-mail addresses and "1:1" stay whole. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}@._:'’+-]*/gu)) {
    let word = match[0].toLowerCase().replace(/[’]/g, "'");
    word = word.replace(/[.:'-]+$/u, '').replace(/'s$/u, '');
    if (/^(1[-:]1|one-on-one|1on1|one-to-one)$/u.test(word)) word = '1:1';
    if (word) tokens.push({ word, index: match.index, length: match[0].length });
  }
  return tokens;
}

function contentWords(tokens: readonly Token[]): string[] {
  return tokens.map((t) => t.word).filter((w) => !STOP_WORDS.has(w));
}

// ---------------------------------------------------------------------------------------------
// chrono, extended
// ---------------------------------------------------------------------------------------------

const WEEK_PATTERN =
  /\b(?:(later|early|rest of|the rest of|end of|the end of|by the end of|sometime|some time)\s+)?(?:(this|next|coming|the coming|following|the following)\s+week|(the\s+)?week\s+after\s+next)\b/i;

const BOUND_PATTERN =
  /\b(after|before|from|by|between)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?:\s*(?:and|-|–|to)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)?(?=\W|$)/i;

function meridiemHour(
  hour: number,
  meridiem: string | undefined,
): { hour: number; known: boolean } {
  if (!meridiem) return { hour, known: false };
  const pm = meridiem.toLowerCase().startsWith('p');
  return { hour: (hour % 12) + (pm ? 12 : 0), known: true };
}

const parser = chrono.casual.clone();
parser.parsers.unshift(
  {
    pattern: () => WEEK_PATTERN,
    extract: (context, match) => {
      const modifier = (match[1] ?? '').toLowerCase();
      const which =
        match[3] !== undefined || /after/i.test(match[0])
          ? 'after-next'
          : (match[2] ?? '').toLowerCase();
      const offset = which === 'this' ? 0 : which === 'after-next' ? 2 : 1;
      const components = context.createParsingComponents({});
      components.addTag(`slotwise/week/${offset}`);
      if (/later|rest|sometime|some time/.test(modifier)) components.addTag('slotwise/week-later');
      if (/early/.test(modifier)) components.addTag('slotwise/week-early');
      if (/end/.test(modifier)) components.addTag('slotwise/week-end');
      return components;
    },
  },
  {
    pattern: () => BOUND_PATTERN,
    extract: (context, match) => {
      const kind = (match[1] ?? '').toLowerCase();
      const first = meridiemHour(Number(match[2]), match[4] ?? match[7]);
      const start = context.createParsingComponents({
        hour: first.hour,
        minute: Number(match[3] ?? 0),
      });
      if (first.known) start.assign('meridiem', first.hour >= 12 ? 1 : 0);
      const hasEnd = match[5] !== undefined;
      start.addTag(`slotwise/bound/${hasEnd ? 'between' : kind}`);
      if (!hasEnd) return start;
      const second = meridiemHour(Number(match[5]), match[7]);
      const end = context.createParsingComponents({
        hour: second.hour,
        minute: Number(match[6] ?? 0),
      });
      if (second.known) end.assign('meridiem', second.hour >= 12 ? 1 : 0);
      return context.createParsingResult(match.index ?? 0, match[0], start, end);
    },
  },
);

/** An hour said without am/pm, read in working hours: 1–7 → afternoon. */
function workingHour(hour: number, meridiemKnown: boolean): number {
  if (meridiemKnown) return hour;
  return hour >= 1 && hour <= 7 ? hour + 12 : hour;
}

function hourMinutes(c: chrono.ParsedComponents): number | null {
  if (!c.isCertain('hour')) return null;
  const hour = workingHour(c.get('hour') ?? 0, c.isCertain('meridiem'));
  return hour * 60 + (c.get('minute') ?? 0);
}

function certainDay(c: chrono.ParsedComponents): CivilDate | null {
  if (!c.isCertain('day') && !c.isCertain('weekday')) return null;
  return { y: c.get('year') ?? 1970, m: c.get('month') ?? 1, d: c.get('day') ?? 1 };
}

// ---------------------------------------------------------------------------------------------
// Reading the request
// ---------------------------------------------------------------------------------------------

export interface Wish {
  /** Epoch ms, the span of the wish (already clipped to start no earlier than now). */
  start: number;
  end: number;
  partOfDay: PartOfDay;
  /** "at 3pm": the new time must start exactly here (minutes after the day's midnight). */
  exactMinutes: number | null;
  /** Whether the request said anything about when. */
  said: boolean;
}

export interface ParsedRequest {
  /** Words naming the meeting (title words, names, e-mail addresses), normalised. */
  words: string[];
  /** All normalised words before the split (for matching a title said whole). */
  sequence: string[];
  meetingDay: CivilDate | null;
  /** The meeting's day was a bare weekday ("on Thursday"): this week's or next week's. */
  meetingDayBare: boolean;
  meetingMinutes: number | null;
  /** "my next meeting": the earliest upcoming one. */
  nextMeeting: boolean;
  wish: Wish;
}

function splitIndex(text: string, tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!SPLIT_WORDS.has(token.word)) continue;
    const before = tokens[i - 1]?.word;
    if (token.word === 'to' && before !== undefined && VERB_BEFORE_TO.has(before)) continue;
    // "for" names a destination only when a date or part of day follows it.
    const rest = text.slice(token.index + token.length);
    if (token.word === 'for' && parser.parse(rest).length === 0 && !partOfDayIn(rest)) continue;
    return token.index;
  }
  return -1;
}

function partOfDayIn(text: string): boolean {
  return tokenize(text).some((t) => t.word in PART_OF_DAY_WORDS);
}

/** Reads the request; `now` and the zone fix every relative word. */
export function parseRequest(text: string, now: number, timeZone: string): ParsedRequest {
  const normalized = text.replace(/[’‘]/g, "'");
  const tokens = tokenize(normalized);
  const split = splitIndex(normalized, tokens);
  const isWish = (index: number, end: number) =>
    (split >= 0 && index > split) || /^\W*instead\b/i.test(normalized.slice(end));

  // Parts of day are read as words and blanked before chrono reads the dates.
  let blanked = normalized;
  let partOfDay: PartOfDay = 'any';
  let fromMinutes: number | null = null;
  let today = false;
  for (const [i, token] of tokens.entries()) {
    const found = PART_OF_DAY_WORDS[token.word];
    if (!found) continue;
    blanked =
      blanked.slice(0, token.index) +
      ' '.repeat(token.length) +
      blanked.slice(token.index + token.length);
    if (!isWish(token.index, token.index + token.length)) continue;
    partOfDay = found.partOfDay;
    if (found.fromMinutes !== undefined) fromMinutes = found.fromMinutes;
    if (token.word === 'tonight' || tokens[i - 1]?.word === 'this') today = true;
  }

  const reference = { instant: new Date(now), timezone: offsetAt(now, timeZone) / MINUTE };

  let meetingDay: CivilDate | null = null;
  let meetingDayBare = false;
  let meetingMinutes: number | null = null;
  const wishDays: CivilDate[] = [];
  let week: { offset: number; later: boolean; early: boolean; end: boolean } | null = null;
  let toMinutes: number | null = null;
  let exactMinutes: number | null = null;
  const dateSpans: [number, number][] = [];

  // The meeting's part and the wish's part are read apart, each from `now` (chrono would read
  // "Nov 12 to Friday" as one range and move its start a year back).
  const parts: [number, number][] =
    split >= 0
      ? [
          [0, split],
          [split, blanked.length],
        ]
      : [[0, blanked.length]];
  const pieces: {
    start: chrono.ParsedComponents;
    end: chrono.ParsedComponents | null;
    tags: Set<string>;
    wish: boolean;
    text: string;
  }[] = [];
  for (const [from, to] of parts) {
    for (const result of parser.parse(blanked.slice(from, to), reference, {
      forwardDate: true,
    })) {
      const index = from + result.index;
      const endIndex = index + result.text.length;
      dateSpans.push([index, endIndex]);
      const wish = isWish(index, endIndex);
      pieces.push({
        start: result.start,
        end: result.end ?? null,
        tags: result.tags(),
        wish,
        text: result.text,
      });
    }
  }

  for (const result of pieces) {
    const tags = result.tags;
    const day = certainDay(result.start);
    const minutes = hourMinutes(result.start);
    if (!result.wish) {
      if (day) {
        meetingDay = day;
        meetingDayBare =
          !result.start.isCertain('day') &&
          !/\b(this|next|last|coming|following|today|tomorrow|tonight)\b/i.test(result.text);
      }
      if (minutes !== null) meetingMinutes = minutes;
      continue;
    }
    const weekTag = [...tags].find((t) => t.startsWith('slotwise/week/'));
    if (weekTag)
      week = {
        offset: Number(weekTag.slice('slotwise/week/'.length)),
        later: tags.has('slotwise/week-later'),
        early: tags.has('slotwise/week-early'),
        end: tags.has('slotwise/week-end'),
      };
    if (day && !weekTag) wishDays.push(day);
    if (minutes === null) continue;
    const bound = [...tags].some((t) => t.startsWith('slotwise/bound/'));
    // "to 3pm": an exact time without a day is on the day chrono implies (today or tomorrow).
    if (!day && !weekTag && !bound)
      wishDays.push({
        y: result.start.get('year') ?? 1970,
        m: result.start.get('month') ?? 1,
        d: result.start.get('day') ?? 1,
      });
    if (tags.has('slotwise/bound/after') || tags.has('slotwise/bound/from')) fromMinutes = minutes;
    else if (tags.has('slotwise/bound/before') || tags.has('slotwise/bound/by'))
      toMinutes = minutes;
    else if (tags.has('slotwise/bound/between')) {
      fromMinutes = minutes;
      const end = result.end ? hourMinutes(result.end) : null;
      if (end !== null) toMinutes = end;
    } else exactMinutes = minutes;
  }

  // The wish's span of days.
  const todayDate = civilDate(now, timeZone);
  let span: { from: CivilDate; days: number } | null = null;
  if (wishDays.length > 0) {
    const sorted = [...wishDays].sort((a, b) => dayNumber(a) - dayNumber(b));
    const first = sorted[0]!;
    span = { from: first, days: dayNumber(sorted.at(-1)!) - dayNumber(first) + 1 };
  } else if (week) {
    const monday = addDays(mondayOf(todayDate), 7 * week.offset);
    span = { from: monday, days: 7 };
    if (week.early) span = { from: monday, days: 3 };
    if (week.end) span = { from: addDays(monday, 3), days: 4 };
  } else if (today) {
    span = { from: todayDate, days: 1 };
  }

  const said =
    span !== null ||
    partOfDay !== 'any' ||
    fromMinutes !== null ||
    toMinutes !== null ||
    exactMinutes !== null;
  let start: number;
  let end: number;
  if (span) {
    start = zonedInstant(span.from, 0, timeZone);
    end = zonedInstant(addDays(span.from, span.days), 0, timeZone);
    if (span.days === 1) {
      if (exactMinutes !== null) {
        start = zonedInstant(span.from, exactMinutes, timeZone);
        end = start; // widened by the meeting's length when resolved
      } else {
        if (fromMinutes !== null) start = zonedInstant(span.from, fromMinutes, timeZone);
        if (toMinutes !== null) end = zonedInstant(span.from, toMinutes, timeZone);
      }
    }
  } else {
    start = now;
    end = zonedInstant(addDays(todayDate, WISH_HORIZON_DAYS + 1), 0, timeZone);
  }
  if (partOfDay === 'any') {
    const startAt = exactMinutes ?? fromMinutes;
    if (startAt !== null && startAt >= 12 * 60) partOfDay = 'pm';
    else if (exactMinutes !== null || (toMinutes !== null && toMinutes <= 12 * 60))
      partOfDay = 'am';
  }

  // The meeting's words: before the split, outside the date expressions.
  const before = tokens.filter(
    (t) =>
      (split < 0 || t.index < split) &&
      !dateSpans.some(([a, b]) => t.index >= a && t.index < b) &&
      !(t.word in PART_OF_DAY_WORDS),
  );
  const sequence = before.map((t) => t.word);
  const nextMeeting = sequence.some(
    (w, i) =>
      w === 'next' &&
      ['meeting', 'call', 'one', 'appointment', 'event'].includes(sequence[i + 1] ?? ''),
  );
  return {
    words: [...new Set(contentWords(before))],
    sequence,
    meetingDay,
    meetingDayBare,
    meetingMinutes,
    nextMeeting,
    wish: { start, end, partOfDay, exactMinutes, said },
  };
}

// ---------------------------------------------------------------------------------------------
// Finding the meeting
// ---------------------------------------------------------------------------------------------

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
    parts.push(
      `on ${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(noon)}`,
    );
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
  const horizon = now + MEETING_HORIZON_DAYS * DAY;
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

// ---------------------------------------------------------------------------------------------
// The store: the host's meetings, zone and preferences
// ---------------------------------------------------------------------------------------------

export type IntentStore = Pick<Db, 'preferences' | 'meetings' | 'calendars'>;

export function hostTimeZone(store: IntentStore, userId: string): string {
  return store.preferences.findFirst((q) => q.where({ userId }))?.timezone ?? 'UTC';
}

/** The host's meetings that count: those in a connected calendar (as the booking page reads). */
export function hostMeetings(store: IntentStore, userId: string): MeetingRecord[] {
  const calendars = new Set(
    store.calendars
      .all()
      .filter((c) => c.userId === userId)
      .map((c) => c.email),
  );
  return store.meetings.all().filter((m) => m.userId === userId && calendars.has(m.calendarEmail));
}

/** The host's rules as the booking page's slot engine reads them (time preference included). */
export function slotPreferences(store: IntentStore, userId: string): SlotPreferences {
  const p = store.preferences.findFirst((q) => q.where({ userId }));
  if (!p) return DEFAULT_SLOT_PREFERENCES;
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

/** The host's time off and date overrides, as the slot engine takes them. */
export function hostDateRules(store: IntentStore, userId: string) {
  const p = store.preferences.findFirst((q) => q.where({ userId }));
  return {
    timeOff: p?.timeOff ?? [],
    dateAvailability: overrideHours(p?.dateOverrides ?? []),
  };
}

/** The wish as recorded before the meeting is known (an exact time is widened on choosing). */
export interface PendingWish {
  window: { start: string; end: string };
  partOfDay: PartOfDay;
  timeZone: string;
}

export type Understanding =
  | { ok: true; intent: WorkflowIntent; meeting: MeetingRecord }
  | { ok: false; message: string; candidates?: MeetingRecord[]; wish?: PendingWish };

/** Reads the request of host `userId` against their calendar at `now`. */
export function understandRequest(
  store: IntentStore,
  userId: string,
  text: string,
  now: number,
): Understanding {
  return understand(text, hostMeetings(store, userId), now, hostTimeZone(store, userId));
}

/**
 * The intent for `meeting` and the wish: an exact time ("at 3") becomes the meeting's length
 * from then; a wish already past fails.
 */
export function intentFor(
  meeting: MeetingRecord,
  wish: PendingWish,
  now: number,
): { ok: true; intent: WorkflowIntent } | { ok: false; message: string } {
  const start = Date.parse(wish.window.start);
  let end = Date.parse(wish.window.end);
  if (end === start) end = start + (Date.parse(meeting.endTime) - Date.parse(meeting.startTime));
  const window = { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
  if (end <= now)
    return {
      ok: false,
      message: `When to? ${describeWish(window, wish.partOfDay, wish.timeZone)} has already passed`,
    };
  return {
    ok: true,
    intent: {
      meetingId: meeting.id,
      meetingTitle: meeting.title,
      window: { start: new Date(Math.max(start, now)).toISOString(), end: window.end },
      partOfDay: wish.partOfDay,
      timeZone: wish.timeZone,
    },
  };
}

/** Reads `text` against `meetings` (the host's) at `now` in the host's zone. */
export function understand(
  text: string,
  meetings: readonly MeetingRecord[],
  now: number,
  timeZone: string,
): Understanding {
  const parsed = parseRequest(text, now, timeZone);
  const wish: PendingWish = {
    window: {
      start: new Date(parsed.wish.start).toISOString(),
      end: new Date(parsed.wish.end).toISOString(),
    },
    partOfDay: parsed.wish.partOfDay,
    timeZone,
  };
  const found = findMeeting(parsed, meetings, now, timeZone);
  if (!found.ok) {
    if (!found.candidates) return { ok: false, message: found.message };
    // The wish must still be ahead for the first candidate's length at least.
    const check = intentFor(found.candidates[0]!, wish, now);
    if (!check.ok) return check;
    return { ok: false, message: found.message, candidates: found.candidates, wish };
  }
  const read = intentFor(found.meeting, wish, now);
  return read.ok ? { ok: true, intent: read.intent, meeting: found.meeting } : read;
}

// ---------------------------------------------------------------------------------------------
// New times
// ---------------------------------------------------------------------------------------------

export interface FoundSlot {
  startTime: string;
  endTime: string;
  reason?: string;
}

/** The host's busy times around now, the meeting itself left out. */
function busyFor(store: IntentStore, meeting: MeetingRecord, now: number): Interval[] {
  const from = now - DAY;
  return hostMeetings(store, meeting.userId)
    .filter((m) => m.id !== meeting.id && Date.parse(m.endTime) > from)
    .map((m) => ({ start: m.startTime, end: m.endTime }));
}

function meetingMinutes(meeting: MeetingRecord): number {
  const length = Date.parse(meeting.endTime) - Date.parse(meeting.startTime);
  return Math.max(1, Math.round(length / MINUTE));
}

/**
 * What the assistant offers for `meeting` and the intent's wish (`proposeNewTimes`, the one slot
 * engine): free times inside the wish, else the nearest ones with their reasons, else why none.
 */
export function proposalsFor(
  store: IntentStore,
  meeting: MeetingRecord,
  intent: WorkflowIntent,
  now: number,
): Proposals {
  const preferences = slotPreferences(store, meeting.userId);
  return proposeNewTimes({
    wish: {
      window: intent.window,
      partOfDay: intent.partOfDay,
      timeZone: intent.timeZone ?? preferences.timezone,
    },
    duration: meetingMinutes(meeting),
    currentStart: meeting.startTime,
    preferences,
    busy: busyFor(store, meeting, now),
    dateRules: hostDateRules(store, meeting.userId),
    now,
  });
}

/** Whether `slot` is still free for `meeting` at `now`, by the slot engine's own check. */
export function stillFree(
  store: IntentStore,
  meeting: MeetingRecord,
  slot: { startTime: string; endTime: string },
  now: number,
): boolean {
  const preferences = slotPreferences(store, meeting.userId);
  return isSlotAvailable(
    {
      type: 'standard',
      duration: meetingMinutes(meeting),
      preferences,
      busy: busyFor(store, meeting, now),
      visitorTimeZone: preferences.timezone,
      now,
      ...hostDateRules(store, meeting.userId),
    },
    slot.startTime,
    slot.endTime,
  );
}

/** The failure when nothing fits: the meeting, then why (`proposeNewTimes`). */
export function noSlotMessage(intent: WorkflowIntent, why: string): string {
  return `No free time for '${intent.meetingTitle}': ${why}`;
}

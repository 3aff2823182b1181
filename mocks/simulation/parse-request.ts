/**
 * Reading a rescheduling request ("move my Roadmap sync on Thursday to next Tuesday afternoon")
 * into the meeting it names and the wish for its new time. The reference is `now` in the host's
 * zone; only the calendar fields chrono reports (year, month, day, hour, minute) are used, turned
 * into instants in the host's zone (so DST weeks and half-hour zones hold).
 *  - the words "to", "until", "till", "into", "onto", "for" (not "need to", "want to" …) split
 *    the request: date expressions after the split (or followed by "instead") are the wish, those
 *    before it name the meeting's own day and time;
 *  - "next <weekday>" is that weekday of next week (weeks start on Monday); "this <weekday>" and a
 *    bare weekday are the coming one (today included), so a weekday that has passed this week
 *    means next week's;
 *  - "after N" starts the window at N, "before N" ends it there, "at N" asks for exactly N;
 *  - no wish at all → any time in the next WISH_HORIZON_DAYS days.
 * The words and date parsers: `request-words.ts`.
 */
import type * as chrono from 'chrono-node';
import type { PartOfDay } from '../../src/domain/workflow-intent';
import { civilDate } from '../time';
import { zoneOffset, zonedInstant } from '../../src/domain/zone-clock';
import {
  certainDay,
  contentWords,
  hourMinutes,
  parser,
  PART_OF_DAY_WORDS,
  SPLIT_WORDS,
  tokenize,
  VERB_BEFORE_TO,
  type Token,
} from './request-words';
import {
  addDays,
  dayNumber,
  mondayOf,
  type DateFields,
  MINUTE_MS,
} from '../../src/domain/civil-date';

/** The wish when the request names none: any time in this many days. */
export const WISH_HORIZON_DAYS = 14;

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
  meetingDay: DateFields | null;
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

/** Where a piece of the request sits: in the wish (after the split, or before "instead"). */
type IsWish = (index: number, end: number) => boolean;

/** A date expression chrono found, and whether it belongs to the wish. */
interface DatePiece {
  start: chrono.ParsedComponents;
  end: chrono.ParsedComponents | null;
  tags: Set<string>;
  wish: boolean;
  text: string;
}

/** The week a wish names ("later next week"). */
interface WishWeek {
  offset: number;
  later: boolean;
  early: boolean;
  end: boolean;
}

/** What the wish says of days and hours (minutes after the day's midnight). */
interface WishTimes {
  days: DateFields[];
  week: WishWeek | null;
  fromMinutes: number | null;
  toMinutes: number | null;
  exactMinutes: number | null;
}

/**
 * Parts of day are read as words, then blanked so that chrono does not read them as dates; only
 * those of the wish count ("this evening" and "tonight" also mean today).
 */
function readPartsOfDay(
  text: string,
  tokens: readonly Token[],
  isWish: IsWish,
): { blanked: string; partOfDay: PartOfDay; fromMinutes: number | null; today: boolean } {
  const found = tokens.flatMap((token, i) => {
    const word = PART_OF_DAY_WORDS[token.word];
    return word ? [{ token, word, previous: tokens[i - 1]?.word }] : [];
  });
  const blanked = found.reduce(
    (acc, { token }) =>
      acc.slice(0, token.index) + ' '.repeat(token.length) + acc.slice(token.index + token.length),
    text,
  );
  const inWish = found.filter(({ token }) => isWish(token.index, token.index + token.length));
  const last = inWish.at(-1);
  const lastFrom = inWish.findLast(({ word }) => word.fromMinutes !== undefined);
  return {
    blanked,
    partOfDay: last?.word.partOfDay ?? 'any',
    fromMinutes: lastFrom?.word.fromMinutes ?? null,
    today: inWish.some(({ token, previous }) => token.word === 'tonight' || previous === 'this'),
  };
}

/**
 * The date expressions of the request. The meeting's part and the wish's part are read apart,
 * each from `now` (chrono would read "Nov 12 to Friday" as one range and move its start a year
 * back).
 */
function readDates(
  blanked: string,
  split: number,
  now: number,
  timeZone: string,
  isWish: IsWish,
): { pieces: DatePiece[]; spans: [number, number][] } {
  const reference = { instant: new Date(now), timezone: zoneOffset(now, timeZone) / MINUTE_MS };
  const parts: [number, number][] =
    split >= 0
      ? [
          [0, split],
          [split, blanked.length],
        ]
      : [[0, blanked.length]];
  const found = parts.flatMap(([from, to]) =>
    parser
      .parse(blanked.slice(from, to), reference, { forwardDate: true })
      .map((result) => ({ result, index: from + result.index })),
  );
  return {
    spans: found.map(({ result, index }) => [index, index + result.text.length]),
    pieces: found.map(({ result, index }) => ({
      start: result.start,
      end: result.end ?? null,
      tags: result.tags(),
      wish: isWish(index, index + result.text.length),
      text: result.text,
    })),
  };
}

/** The meeting's own day and time, from the pieces outside the wish (the last said counts). */
function meetingWhen(
  pieces: readonly DatePiece[],
): Pick<ParsedRequest, 'meetingDay' | 'meetingDayBare' | 'meetingMinutes'> {
  const own = pieces.filter((p) => !p.wish);
  const dayPiece = own.findLast((p) => certainDay(p.start) !== null);
  const timePiece = own.findLast((p) => hourMinutes(p.start) !== null);
  return {
    meetingDay: dayPiece ? certainDay(dayPiece.start) : null,
    meetingDayBare: dayPiece
      ? !dayPiece.start.isCertain('day') &&
        !/\b(this|next|last|coming|following|today|tomorrow|tonight)\b/i.test(dayPiece.text)
      : false,
    meetingMinutes: timePiece ? hourMinutes(timePiece.start) : null,
  };
}

/** The week a piece names (our week parser's tags), if any. */
function weekOf(tags: Set<string>): WishWeek | null {
  const weekTag = [...tags].find((t) => t.startsWith('slotwise/week/'));
  if (!weekTag) return null;
  return {
    offset: Number(weekTag.slice('slotwise/week/'.length)),
    later: tags.has('slotwise/week-later'),
    early: tags.has('slotwise/week-early'),
    end: tags.has('slotwise/week-end'),
  };
}

/** Adds one piece of the wish to what the wish says so far (the last bound said counts). */
function addWishPiece(times: WishTimes, piece: DatePiece): WishTimes {
  const { tags } = piece;
  const day = certainDay(piece.start);
  const minutes = hourMinutes(piece.start);
  const week = weekOf(tags);
  const days = day && !week ? [...times.days, day] : times.days;
  const next = { ...times, days, week: week ?? times.week };
  if (minutes === null) return next;
  const bound = [...tags].some((t) => t.startsWith('slotwise/bound/'));
  // "to 3pm": an exact time without a day is on the day chrono implies (today or tomorrow).
  if (!day && !week && !bound)
    next.days = [
      ...days,
      {
        y: piece.start.get('year') ?? 1970,
        m: piece.start.get('month') ?? 1,
        d: piece.start.get('day') ?? 1,
      },
    ];
  if (tags.has('slotwise/bound/after') || tags.has('slotwise/bound/from'))
    return { ...next, fromMinutes: minutes };
  if (tags.has('slotwise/bound/before') || tags.has('slotwise/bound/by'))
    return { ...next, toMinutes: minutes };
  if (tags.has('slotwise/bound/between')) {
    const end = piece.end ? hourMinutes(piece.end) : null;
    return { ...next, fromMinutes: minutes, toMinutes: end ?? next.toMinutes };
  }
  return { ...next, exactMinutes: minutes };
}

/** The wish's span of days: the days it names, else its week, else today ("tonight"). */
function wishSpan(
  times: WishTimes,
  today: boolean,
  todayDate: DateFields,
): { from: DateFields; days: number } | null {
  if (times.days.length > 0) {
    const sorted = [...times.days].sort((a, b) => dayNumber(a) - dayNumber(b));
    const first = sorted[0]!;
    return { from: first, days: dayNumber(sorted.at(-1)!) - dayNumber(first) + 1 };
  }
  if (times.week) {
    const monday = addDays(mondayOf(todayDate), 7 * times.week.offset);
    if (times.week.end) return { from: addDays(monday, 3), days: 4 };
    if (times.week.early) return { from: monday, days: 3 };
    return { from: monday, days: 7 };
  }
  return today ? { from: todayDate, days: 1 } : null;
}

/** The wish's instants: its span of days, narrowed to its hours on a single day. */
function wishWindow(
  span: { from: DateFields; days: number } | null,
  times: WishTimes,
  now: number,
  todayDate: DateFields,
  timeZone: string,
): { start: number; end: number } {
  if (!span)
    return {
      start: now,
      end: zonedInstant(addDays(todayDate, WISH_HORIZON_DAYS + 1), 0, timeZone),
    };
  const dayStart = zonedInstant(span.from, 0, timeZone);
  const spanEnd = zonedInstant(addDays(span.from, span.days), 0, timeZone);
  if (span.days !== 1) return { start: dayStart, end: spanEnd };
  if (times.exactMinutes !== null) {
    const start = zonedInstant(span.from, times.exactMinutes, timeZone);
    return { start, end: start }; // widened by the meeting's length when resolved
  }
  return {
    start:
      times.fromMinutes !== null ? zonedInstant(span.from, times.fromMinutes, timeZone) : dayStart,
    end: times.toMinutes !== null ? zonedInstant(span.from, times.toMinutes, timeZone) : spanEnd,
  };
}

/** A part of day the hours imply when none was said ("after 2" → pm, "before 11" → am). */
function impliedPartOfDay(said: PartOfDay, times: WishTimes): PartOfDay {
  if (said !== 'any') return said;
  const startAt = times.exactMinutes ?? times.fromMinutes;
  if (startAt !== null && startAt >= 12 * 60) return 'pm';
  if (times.exactMinutes !== null || (times.toMinutes !== null && times.toMinutes <= 12 * 60))
    return 'am';
  return 'any';
}

/** The words naming the meeting: before the split, outside the date expressions. */
function namingWords(
  tokens: readonly Token[],
  split: number,
  spans: readonly [number, number][],
): Pick<ParsedRequest, 'words' | 'sequence' | 'nextMeeting'> {
  const before = tokens.filter(
    (t) =>
      (split < 0 || t.index < split) &&
      !spans.some(([a, b]) => t.index >= a && t.index < b) &&
      !(t.word in PART_OF_DAY_WORDS),
  );
  const sequence = before.map((t) => t.word);
  const nextMeeting = sequence.some(
    (w, i) =>
      w === 'next' &&
      ['meeting', 'call', 'one', 'appointment', 'event'].includes(sequence[i + 1] ?? ''),
  );
  return { words: [...new Set(contentWords(before))], sequence, nextMeeting };
}

/** Reads the request; `now` and the zone fix every relative word. */
export function parseRequest(text: string, now: number, timeZone: string): ParsedRequest {
  const normalized = text.replace(/[’‘]/g, "'");
  const tokens = tokenize(normalized);
  const split = splitIndex(normalized, tokens);
  const isWish: IsWish = (index, end) =>
    (split >= 0 && index > split) || /^\W*instead\b/i.test(normalized.slice(end));

  const partsOfDay = readPartsOfDay(normalized, tokens, isWish);
  const { pieces, spans } = readDates(partsOfDay.blanked, split, now, timeZone, isWish);
  const times = pieces
    .filter((p) => p.wish)
    .reduce(addWishPiece, {
      days: [],
      week: null,
      fromMinutes: partsOfDay.fromMinutes,
      toMinutes: null,
      exactMinutes: null,
    } satisfies WishTimes);
  const todayDate = civilDate(now, timeZone);
  const span = wishSpan(times, partsOfDay.today, todayDate);
  const said =
    span !== null ||
    partsOfDay.partOfDay !== 'any' ||
    times.fromMinutes !== null ||
    times.toMinutes !== null ||
    times.exactMinutes !== null;
  return {
    ...namingWords(tokens, split, spans),
    ...meetingWhen(pieces),
    wish: {
      ...wishWindow(span, times, now, todayDate, timeZone),
      partOfDay: impliedPartOfDay(partsOfDay.partOfDay, times),
      exactMinutes: times.exactMinutes,
      said,
    },
  };
}

/**
 * The words and dates of a rescheduling request, as `parse-request.ts` reads them:
 *  - words are normalised (lower case, possessive dropped, "1-1" → "1:1"; e-mail addresses stay
 *    whole), and the words that name no meeting (articles, verbs of moving, "meeting" …) dropped;
 *  - dates and times are read by chrono-node (casual English), extended with two parsers of our
 *    own: week phrases ("this week", "later this week", "next week", "the week after next") and
 *    hour bounds ("after 2", "before 11am", "between 2 and 4");
 *  - an hour without am/pm is read in working hours: 1–7 is afternoon (2 → 2 PM), 8–12 as said;
 *  - parts of day: "morning" → am, "afternoon" → pm, "evening"/"tonight" → pm from 5 PM.
 */
import * as chrono from 'chrono-node';
import type { PartOfDay } from '../../src/domain/workflow-intent';
import type { DateFields } from '../../src/domain/civil-date';

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

export const PART_OF_DAY_WORDS: Record<string, { partOfDay: PartOfDay; fromMinutes?: number }> = {
  morning: { partOfDay: 'am' },
  mornings: { partOfDay: 'am' },
  afternoon: { partOfDay: 'pm' },
  afternoons: { partOfDay: 'pm' },
  evening: { partOfDay: 'pm', fromMinutes: 17 * 60 },
  evenings: { partOfDay: 'pm', fromMinutes: 17 * 60 },
  tonight: { partOfDay: 'pm', fromMinutes: 17 * 60 },
};

export const SPLIT_WORDS = new Set(['to', 'until', 'till', 'into', 'onto', 'for']);
/** "need to", "want to" …: the "to" of a verb, not of a destination. */
export const VERB_BEFORE_TO = new Set([
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

export interface Token {
  /** Normalised form (lower case, possessive dropped, "1-1" → "1:1"). */
  word: string;
  index: number;
  length: number;
}

/** Words of a text with their positions; e-mail addresses and "1:1" stay whole. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}@._:'’+-]*/gu)) {
    let word = match[0].toLowerCase().replace(/[’]/g, "'");
    word = word.replace(/[.:'-]+$/u, '').replace(/'s$/u, '');
    if (/^(1[-:]1|one-on-one|1on1|one-to-one)$/u.test(word)) word = '1:1';
    if (word) tokens.push({ word, index: match.index, length: match[0].length });
  }
  return tokens;
}

export function contentWords(tokens: readonly Token[]): string[] {
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

export const parser = chrono.casual.clone();
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

export function hourMinutes(c: chrono.ParsedComponents): number | null {
  if (!c.isCertain('hour')) return null;
  const hour = workingHour(c.get('hour') ?? 0, c.isCertain('meridiem'));
  return hour * 60 + (c.get('minute') ?? 0);
}

export function certainDay(c: chrono.ParsedComponents): DateFields | null {
  if (!c.isCertain('day') && !c.isCertain('weekday')) return null;
  return { y: c.get('year') ?? 1970, m: c.get('month') ?? 1, d: c.get('day') ?? 1 };
}

/**
 * The visitor's side of a meeting type (docs/decisions.md#meeting-types): which problem each field
 * of the details step has, and a booking's place as calendars write it. The verdicts are
 * `meeting-types.ts`'s (the server's rules); this only names each problem's kind, so the page can
 * word it in the visitor's language and put it on its own field. Pure: no words, no React.
 */
import { hostCalls } from './booking-place';
import {
  checkAnswers,
  checkGuests,
  checkPhone,
  type LinkLocation,
  type LinkQuestion,
} from './meeting-types';

/** A field's problem, by kind: the page words it. */
export type FieldIssue =
  | { kind: 'required' }
  | { kind: 'tick' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'plain' }
  | { kind: 'choice' }
  | { kind: 'phone' }
  | { kind: 'phoneRequired' }
  | { kind: 'email' }
  | { kind: 'repeat'; email: string }
  /** The server's own words (a rule this page does not know). */
  | { kind: 'server'; message: string };

export type AnswerValue = string | boolean;

function answerIssueOf(question: LinkQuestion, raw: AnswerValue | undefined): FieldIssue {
  if (question.kind === 'checkbox') return { kind: 'tick' };
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { kind: 'required' };
  if (question.kind === 'phone') return { kind: 'phone' };
  if (question.kind === 'single_choice') return { kind: 'choice' };
  const max = question.kind === 'short_text' ? 200 : 2000;
  return Array.from(value).length > max ? { kind: 'tooLong', max } : { kind: 'plain' };
}

/** Each answer's problem, by field (`answers.{id}`): every question is checked, not the first. */
export function answerIssues(
  questions: readonly LinkQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const question of questions) {
    const raw = answers[question.id];
    const own = raw === undefined ? {} : { [question.id]: raw };
    const result = checkAnswers([question], own);
    if (!result.ok) issues[`answers.${question.id}`] = answerIssueOf(question, raw);
  }
  return issues;
}

/** The answers as `bookSlot` takes them: a choice, a tick, or trimmed text (blank ones left out). */
export function answersToSend(
  questions: readonly LinkQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const raw = answers[question.id];
    if (question.kind === 'checkbox') out[question.id] = raw === true;
    else if (typeof raw === 'string' && raw.trim() !== '') out[question.id] = raw.trim();
  }
  return out;
}

/**
 * The guests typed, blank rows left out: what is sent, and for each one the row it came from (a
 * server's `guests[1]` names the second one sent).
 */
export function guestsToSend(rows: readonly string[]): { guests: string[]; rows: number[] } {
  const guests: string[] = [];
  const indices: number[] = [];
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    guests.push(row.trim());
    indices.push(index);
  });
  return { guests, rows: indices };
}

/** Each guest row's problem, by field (`guests[{row}]`): an invalid address or a repeat. */
export function guestIssues(
  maxGuests: number,
  rows: readonly string[],
  attendeeEmail: string,
): Record<string, FieldIssue> {
  const { guests, rows: from } = guestsToSend(rows);
  const issues: Record<string, FieldIssue> = {};
  const accepted: string[] = [];
  guests.forEach((guest, i) => {
    const result = checkGuests(maxGuests, [...accepted, guest], attendeeEmail);
    if (result.ok) {
      accepted.push(guest);
      return;
    }
    const alone = checkGuests(maxGuests, [guest], '');
    issues[`guests[${from[i]}]`] = alone.ok ? { kind: 'repeat', email: guest } : { kind: 'email' };
  });
  return issues;
}

/** The visitor's number's problem, when the host calls. */
export function phoneIssue(location: LinkLocation | null, phone: string): FieldIssue | null {
  if (!hostCalls(location)) return null;
  const result = checkPhone(location, phone);
  if (result.ok) return null;
  return phone.trim() === '' ? { kind: 'phoneRequired' } : { kind: 'phone' };
}

/**
 * A server's 400 on one field (`Error.field`), as the page shows it: on the row the field names
 * (a guest's index is the one sent, mapped back to its row), worded by this page's rules when they
 * see the problem too, else in the server's words.
 */
export function serverFieldIssue(
  field: string,
  message: string,
  own: Readonly<Record<string, FieldIssue>>,
  guestRows: readonly number[],
): { field: string; issue: FieldIssue } {
  const guest = /^guests\[(\d+)\]$/.exec(field);
  const shown = guest ? `guests[${guestRows[Number(guest[1])] ?? Number(guest[1])}]` : field;
  return { field: shown, issue: own[shown] ?? { kind: 'server', message } };
}

export { hostCalls, placeText, safeVideoUrl } from './booking-place';

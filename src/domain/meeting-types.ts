/**
 * Meeting types (docs/decisions.md#meeting-types): a link's durations, place, questions and guests,
 * and the checks of a visitor's answers. Pure: the mock's handlers and the booking form use the
 * same rules, so the page never offers what the server refuses. Every problem names its field
 * (`answers.topic`, `guests[1]`, `phone`), as the contract's `Error.field` does.
 */
import * as v from 'valibot';
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];
export type LinkLocation = Schemas['LinkLocation'];
export type BookingLocation = Schemas['BookingLocation'];
export type LinkQuestion = Schemas['LinkQuestion'];
export type BookingAnswer = Schemas['BookingAnswers'][number];

export const MAX_QUESTIONS = 10;
export const MAX_GUESTS = 10;
export const MAX_DURATIONS = 6;
export const MAX_LOCATIONS = 4;
export type VideoProvider = Schemas['VideoProvider'];
export const VIDEO_PROVIDERS = [
  'google_meet',
  'zoom',
  'teams',
] as const satisfies readonly VideoProvider[];
export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
};
export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'single_choice',
  'checkbox',
  'phone',
] as const;

/** A problem with one field of a request body. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The link's durations: stored ones, else the one default (links made before meeting types). */
export function durationsOf(link: {
  defaultDuration: number;
  durations?: readonly number[] | null | undefined;
}): number[] {
  return link.durations && link.durations.length > 0 ? [...link.durations] : [link.defaultDuration];
}

/** "30 minutes", "30 or 60 minutes", "15, 30 or 60 minutes". */
export function durationWords(durations: readonly number[]): string {
  if (durations.length <= 1) return `${durations[0] ?? 0} minutes`;
  return `${durations.slice(0, -1).join(', ')} or ${durations[durations.length - 1]} minutes`;
}

/**
 * The durations and default after a write: `durations` (when sent) must hold the default; a
 * default sent alone onto a one-item list replaces it, onto a longer list must be one of them.
 */
export function nextDurations(
  stored: { defaultDuration: number; durations: readonly number[] },
  changes: { defaultDuration?: number | undefined; durations?: readonly number[] | undefined },
): { ok: true; defaultDuration: number; durations: number[] } | { ok: false; message: string } {
  const list = changes.durations
    ? [...changes.durations]
    : changes.defaultDuration !== undefined && stored.durations.length <= 1
      ? [changes.defaultDuration]
      : [...stored.durations];
  const fallback =
    changes.durations && changes.defaultDuration === undefined
      ? list.includes(stored.defaultDuration)
        ? stored.defaultDuration
        : (list[0] ?? stored.defaultDuration)
      : stored.defaultDuration;
  const preferred = changes.defaultDuration ?? fallback;
  if (!list.includes(preferred)) {
    return { ok: false, message: `durations must include defaultDuration (${preferred})` };
  }
  return { ok: true, defaultDuration: preferred, durations: list };
}

const PHONE_CHARS = /^[0-9 +().-]*$/;

/** A phone number as typed: digits, spaces and `+()-.`, 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  if (value.length > 30 || !PHONE_CHARS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
/** Control characters but line breaks (LF, CR) and bidirectional marks: a long answer's rule. */
const LINE_BREAKS_OK =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

function chars(value: string): number {
  return Array.from(value).length;
}

/** The problem with a link's questions (ids unique, options only and always for a choice). */
export function questionsProblem(questions: readonly LinkQuestion[]): string | null {
  const seen = new Set<string>();
  for (const [i, q] of questions.entries()) {
    if (seen.has(q.id)) return `questions[${i}].id repeats "${q.id}"`;
    seen.add(q.id);
    const options = q.options ?? [];
    if (q.kind === 'single_choice' && options.length < 2) {
      return `questions[${i}].options must hold 2 to 20 choices for a single choice`;
    }
    if (q.kind !== 'single_choice' && q.options !== undefined) {
      return `questions[${i}].options is only for a single choice`;
    }
    if (new Set(options).size !== options.length) return `questions[${i}].options repeat a choice`;
  }
  return null;
}

/** The problem with a link's place (a phone call to the host needs the host's number). */
export function locationProblem(location: LinkLocation | null): string | null {
  if (location?.kind !== 'phone') return null;
  if (location.caller === 'visitor') {
    if (location.number === null || !isPhoneNumber(location.number)) {
      return 'location.number must be a phone number (6 to 20 digits) when the visitor calls';
    }
  } else if (location.number !== null) {
    return 'location.number must be null when the host calls: the visitor gives the number';
  }
  return null;
}

/** The visitor's answers checked against the questions: the first problem, or the answers. */
export function checkAnswers(
  questions: readonly LinkQuestion[],
  answers: Readonly<Record<string, string | boolean>>,
): { ok: true; answers: BookingAnswer[] } | ({ ok: false } & FieldProblem) {
  for (const id of Object.keys(answers)) {
    if (!questions.some((q) => q.id === id)) {
      return { ok: false, field: `answers.${id}`, message: `This link asks no question "${id}"` };
    }
  }
  const out: BookingAnswer[] = [];
  for (const q of questions) {
    const field = `answers.${q.id}`;
    const raw = answers[q.id];
    const fail = (message: string) => ({ ok: false as const, field, message });
    if (q.kind === 'checkbox') {
      if (raw !== undefined && typeof raw !== 'boolean') return fail(`${q.label}: tick or leave`);
      if (q.required && raw !== true) return fail(`${q.label} must be ticked`);
      out.push({ questionId: q.id, label: q.label, value: raw === true });
      continue;
    }
    if (raw !== undefined && typeof raw !== 'string') return fail(`${q.label} must be text`);
    const value = (raw ?? '').trim();
    if (value === '') {
      if (q.required) return fail(`${q.label} is required`);
      continue;
    }
    if (q.kind === 'short_text') {
      if (chars(value) > 200) return fail(`${q.label} must be at most 200 characters`);
      if (UNSAFE.test(value)) return fail(`${q.label} must be one line of plain text`);
    } else if (q.kind === 'long_text') {
      if (chars(value) > 2000) return fail(`${q.label} must be at most 2000 characters`);
      if (LINE_BREAKS_OK.test(value)) return fail(`${q.label} must be plain text`);
    } else if (q.kind === 'single_choice') {
      if (!(q.options ?? []).includes(value)) return fail(`${q.label}: choose one of the options`);
    } else if (!isPhoneNumber(value)) {
      return fail(`${q.label} must be a phone number (6 to 20 digits)`);
    }
    out.push({ questionId: q.id, label: q.label, value });
  }
  return { ok: true, answers: out };
}

const EmailCheck = v.pipe(v.string(), v.maxLength(254), v.email());

/** The guests checked: at most `maxGuests`, each a valid e-mail, not the visitor's, no repeats. */
export function checkGuests(
  maxGuests: number,
  guests: readonly string[],
  attendeeEmail: string,
): { ok: true; guests: string[] } | ({ ok: false } & FieldProblem) {
  if (guests.length > maxGuests) {
    return {
      ok: false,
      field: 'guests',
      message:
        maxGuests === 0
          ? 'This link takes no guests'
          : `At most ${maxGuests} guest${maxGuests === 1 ? '' : 's'} can be added`,
    };
  }
  const seen = new Set([attendeeEmail.trim().toLowerCase()]);
  const out: string[] = [];
  for (const [i, raw] of guests.entries()) {
    const email = raw.trim();
    const field = `guests[${i}]`;
    if (!v.is(EmailCheck, email)) {
      return { ok: false, field, message: 'Please enter a valid email address' };
    }
    if (seen.has(email.toLowerCase())) {
      return { ok: false, field, message: `${email} is already invited` };
    }
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return { ok: true, guests: out };
}

/**
 * A guest who is a host: the hosts are in the meeting already (a team link's: each of its hosts),
 * so their own addresses are refused as guests (400 `field` `guests[i]`, the first such guest),
 * with words a visitor understands.
 */
export function hostAsGuest(
  guests: readonly string[],
  hostEmails: string | readonly string[],
): FieldProblem | null {
  const hosts = new Set(
    (typeof hostEmails === 'string' ? [hostEmails] : hostEmails).map((e) => e.trim().toLowerCase()),
  );
  const i = guests.findIndex((g) => hosts.has(g.trim().toLowerCase()));
  return i < 0
    ? null
    : {
        field: `guests[${i}]`,
        message: `${guests[i]!.trim()} is the host’s own address: the host is in the meeting already`,
      };
}

/** The visitor's phone number, checked against the link's place (needed only when the host calls). */
export function checkPhone(
  location: LinkLocation | null,
  phone: string | undefined,
): { ok: true; phone: string | null } | ({ ok: false } & FieldProblem) {
  const hostCalls = location?.kind === 'phone' && location.caller === 'host';
  if (!hostCalls) {
    return phone === undefined
      ? { ok: true, phone: null }
      : { ok: false, field: 'phone', message: 'This link does not ask for a phone number' };
  }
  const value = (phone ?? '').trim();
  if (value === '') return { ok: false, field: 'phone', message: 'Phone number is required' };
  if (!isPhoneNumber(value)) {
    return { ok: false, field: 'phone', message: 'Please enter a phone number (6 to 20 digits)' };
  }
  return { ok: true, phone: value };
}

/** The place of one booking: the link's, with its own meeting address or the visitor's number. */
export function bookingLocation(
  location: LinkLocation | null,
  made: { videoUrl: string; phone: string | null },
): BookingLocation | null {
  if (location === null) return null;
  switch (location.kind) {
    case 'video':
      return location.provider
        ? { kind: 'video', provider: location.provider, url: made.videoUrl }
        : { kind: 'video', url: made.videoUrl };
    case 'phone':
      return {
        kind: 'phone',
        caller: location.caller,
        number: (location.caller === 'host' ? made.phone : location.number) ?? '',
      };
    case 'in_person':
      return { kind: 'in_person', address: location.address };
    case 'custom':
      return { kind: 'custom', text: location.text };
  }
}

/** A place in words, for notices and calendar entries. */
export function locationWords(location: BookingLocation | null): string | null {
  if (location === null) return null;
  switch (location.kind) {
    case 'video':
      return `${location.provider ? VIDEO_PROVIDER_NAMES[location.provider] : 'Video call'}: ${location.url}`;
    case 'phone':
      return location.caller === 'host'
        ? `Phone call: the host calls ${location.number}`
        : `Phone call: call ${location.number}`;
    case 'in_person':
      return location.address;
    case 'custom':
      return location.text;
  }
}

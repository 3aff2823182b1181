/**
 * The host's meeting-type fields in the link dialog (docs/decisions.md#meeting-types): what the
 * form holds for a link's lengths, place, questions and guests, how it reads back into the
 * contract's shapes, the card's one-line summary, and which field of the form a server's
 * `Error.field` names. Pure. The rules themselves are `./meeting-types.ts`'s.
 */
import { LINK_DURATION_OPTIONS } from './links';
import type { QUESTION_KINDS } from './meeting-types';
import {
  isPhoneNumber,
  MAX_DURATIONS,
  VIDEO_PROVIDER_NAMES,
  type LinkLocation,
  type LinkQuestion,
  type VideoProvider,
} from './meeting-types';

export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type LocationChoice = 'none' | LinkLocation['kind'];
export type PhoneCaller = 'host' | 'visitor';

/** The form's place fields: every kind's input is kept while the host switches between them. */
export interface LocationValues {
  kind: LocationChoice;
  /** A video call's service; '' for none named. */
  provider: VideoProvider | '';
  caller: PhoneCaller;
  /** The host's number (when the visitor calls). */
  number: string;
  address: string;
  text: string;
}

/** One question as the form holds it; `options` one per line. */
export interface QuestionValues {
  /** The React key: stable while questions move. */
  key: string;
  /** The saved question's id (answers are keyed by it); null for a new one. */
  id: string | null;
  label: string;
  kind: QuestionKind;
  required: boolean;
  options: string;
}

/** The meeting-type fields of the form that errors attach to. */
export type MeetingTypeField =
  | 'durations'
  | 'location'
  | 'locationNumber'
  | 'locationAddress'
  | 'locationText'
  | 'questions'
  | 'maxGuests'
  | `place.${number}`
  | `question.${number}.label`
  | `question.${number}.options`;

export const QUESTION_KIND_LABELS: Readonly<Record<QuestionKind, string>> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  checkbox: 'Checkbox',
  phone: 'Phone number',
};

export const LOCATION_LABELS: Readonly<Record<LocationChoice, string>> = {
  none: 'No location',
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
  custom: 'Custom',
};

export const MAX_QUESTION_LABEL = 200;
export const MAX_OPTION_LENGTH = 100;
export const MAX_OPTIONS = 20;
export const MAX_PLACE_LENGTH = 300;

export function locationValues(location: LinkLocation | null): LocationValues {
  const values: LocationValues = {
    kind: 'none',
    provider: '',
    caller: 'host',
    number: '',
    address: '',
    text: '',
  };
  if (location === null) return values;
  switch (location.kind) {
    case 'video':
      return { ...values, kind: 'video', provider: location.provider ?? '' };
    case 'phone':
      return { ...values, kind: 'phone', caller: location.caller, number: location.number ?? '' };
    case 'in_person':
      return { ...values, kind: 'in_person', address: location.address };
    case 'custom':
      return { ...values, kind: 'custom', text: location.text };
  }
}

type Problem<F> = { ok: false; field: F; message: string };

/** The place the form gives, or the field whose input is missing or wrong. */
export function readLocation(
  values: LocationValues,
):
  | { ok: true; location: LinkLocation | null }
  | Problem<'locationNumber' | 'locationAddress' | 'locationText'> {
  switch (values.kind) {
    case 'none':
      return { ok: true, location: null };
    case 'video':
      return {
        ok: true,
        location: values.provider
          ? { kind: 'video', provider: values.provider }
          : { kind: 'video' },
      };
    case 'phone': {
      if (values.caller === 'host') {
        return { ok: true, location: { kind: 'phone', caller: 'host', number: null } };
      }
      const number = values.number.trim();
      if (number === '') {
        return { ok: false, field: 'locationNumber', message: 'Your phone number is required' };
      }
      if (!isPhoneNumber(number)) {
        return {
          ok: false,
          field: 'locationNumber',
          message: 'Enter a phone number (6 to 20 digits)',
        };
      }
      return { ok: true, location: { kind: 'phone', caller: 'visitor', number } };
    }
    case 'in_person': {
      const address = values.address.trim();
      if (address === '') {
        return { ok: false, field: 'locationAddress', message: 'Address is required' };
      }
      if (Array.from(address).length > MAX_PLACE_LENGTH) {
        return {
          ok: false,
          field: 'locationAddress',
          message: `Address must be at most ${MAX_PLACE_LENGTH} characters`,
        };
      }
      return { ok: true, location: { kind: 'in_person', address } };
    }
    case 'custom': {
      const text = values.text.trim();
      if (text === '') {
        return { ok: false, field: 'locationText', message: 'Location details are required' };
      }
      if (Array.from(text).length > MAX_PLACE_LENGTH) {
        return {
          ok: false,
          field: 'locationText',
          message: `Location details must be at most ${MAX_PLACE_LENGTH} characters`,
        };
      }
      return { ok: true, location: { kind: 'custom', text } };
    }
  }
}

export function questionValues(question: LinkQuestion, key: string): QuestionValues {
  return {
    key,
    id: question.id,
    label: question.label,
    kind: question.kind,
    required: question.required,
    options: (question.options ?? []).join('\n'),
  };
}

/** The choices typed, one per line, blank lines left out. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * An id for a new question from its label ('What would you like to discuss?' →
 * 'what-would-you-like-to-discuss'), not one of `taken`: `-2`, `-3`, … when it is.
 */
export function questionId(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'question';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The questions the form gives, or each wrong field's message (`question.{i}.label`, …). */
export function readQuestions(
  values: readonly QuestionValues[],
):
  | { ok: true; questions: LinkQuestion[] }
  | { ok: false; errors: Partial<Record<MeetingTypeField, string>> } {
  const errors: Partial<Record<MeetingTypeField, string>> = {};
  const taken = new Set(values.flatMap((q) => (q.id === null ? [] : [q.id])));
  const questions: LinkQuestion[] = [];
  values.forEach((q, i) => {
    const label = q.label.trim();
    if (label === '') errors[`question.${i}.label`] = 'Enter the question';
    else if (Array.from(label).length > MAX_QUESTION_LABEL)
      errors[`question.${i}.label`] = `A question must be at most ${MAX_QUESTION_LABEL} characters`;
    const options = optionLines(q.options);
    if (q.kind === 'single_choice') {
      if (options.length < 2) errors[`question.${i}.options`] = 'Give at least 2 choices';
      else if (options.length > MAX_OPTIONS)
        errors[`question.${i}.options`] = `Give at most ${MAX_OPTIONS} choices`;
      else if (new Set(options).size !== options.length)
        errors[`question.${i}.options`] = 'Each choice must be different';
      else if (options.some((o) => Array.from(o).length > MAX_OPTION_LENGTH))
        errors[`question.${i}.options`] =
          `A choice must be at most ${MAX_OPTION_LENGTH} characters`;
    }
    let id = q.id;
    if (id === null) {
      id = questionId(label, taken);
      taken.add(id);
    }
    questions.push({
      id,
      label,
      kind: q.kind,
      required: q.required,
      ...(q.kind === 'single_choice' ? { options } : {}),
    });
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, questions };
}

/** The lengths the dialog offers: the usual ones plus the link's own. */
export function durationChoices(defaultDuration: number, durations: readonly number[]): number[] {
  return [...new Set([...LINK_DURATION_OPTIONS, ...durations, defaultDuration])].sort(
    (a, b) => a - b,
  );
}

/** The link's lengths: the default with the extra ones picked, shortest first, at most 6. */
export function readDurations(
  defaultDuration: number,
  extra: readonly number[],
): { ok: true; durations: number[] } | Problem<'durations'> {
  const durations = [...new Set([defaultDuration, ...extra])].sort((a, b) => a - b);
  if (durations.length > MAX_DURATIONS) {
    return {
      ok: false,
      field: 'durations',
      message: `Choose at most ${MAX_DURATIONS} lengths, the default included`,
    };
  }
  return { ok: true, durations };
}

/** A link's place, short, for its card: 'Video call', 'In person: 1 Main Street', … */
export function locationSummary(location: LinkLocation | null): string | null {
  if (location === null) return null;
  switch (location.kind) {
    case 'video':
      return location.provider ? VIDEO_PROVIDER_NAMES[location.provider] : 'Video call';
    case 'phone':
      return location.caller === 'host'
        ? 'Phone call: you call the visitor'
        : `Phone call: the visitor calls ${location.number ?? ''}`.trim();
    case 'in_person':
      return `In person: ${location.address}`;
    case 'custom':
      return location.text;
  }
}

/** 'No guests', 'Up to 1 guest', 'Up to 3 guests'. */
export function guestsLabel(n: number): string {
  if (n === 0) return 'No guests';
  return `Up to ${n} guest${n === 1 ? '' : 's'}`;
}

/**
 * The form field a 400's `Error.field` names (`slug` → the URL suffix, `location.address` → the
 * address, `questions[2].options` → the third question's choices), or null for one the form
 * does not show.
 */
export function formFieldOf(field: string | undefined): string | null {
  if (!field) return null;
  const question = /^questions\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (question) {
    const i = Number(question[1]);
    return question[2] === 'options' ? `question.${i}.options` : `question.${i}.label`;
  }
  const direct: Record<string, string> = {
    name: 'name',
    slug: 'slugSuffix',
    defaultDuration: 'defaultDuration',
    customDescription: 'customDescription',
    minimumNotice: 'minimumNotice',
    dailyLimit: 'dailyLimit',
    slotInterval: 'slotInterval',
    bookingWindowDays: 'bookingWindowDays',
    durations: 'durations',
    maxGuests: 'maxGuests',
    questions: 'questions',
    location: 'location',
    'location.kind': 'location',
    'location.caller': 'location',
    'location.number': 'locationNumber',
    'location.address': 'locationAddress',
    'location.text': 'locationText',
  };
  const root = field.replace(/\[\d+\]$/, '');
  return direct[field] ?? direct[root] ?? null;
}

/**
 * The places the form gives: the first place's fields, then each further place's
 * (`place.{i}` for the problem of place i ≥ 1); places left at 'No location' are left out, and a
 * place given twice is refused.
 */
export function readPlaces(
  values: readonly LocationValues[],
):
  | { ok: true; locations: LinkLocation[] }
  | { ok: false; errors: Partial<Record<MeetingTypeField, string>> } {
  const errors: Partial<Record<MeetingTypeField, string>> = {};
  const locations: LinkLocation[] = [];
  const seen = new Set<string>();
  values.forEach((place, i) => {
    const read = readLocation(place);
    if (!read.ok) {
      errors[i === 0 ? read.field : (`place.${i}` as const)] = read.message;
      return;
    }
    if (read.location === null) return;
    const key = JSON.stringify(read.location);
    if (seen.has(key)) {
      errors[i === 0 ? 'location' : (`place.${i}` as const)] = 'This place is already offered';
      return;
    }
    seen.add(key);
    locations.push(read.location);
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, locations };
}

/** A length the host types: whole minutes from 5 to 480 in 5-minute steps. */
export function readCustomLength(
  text: string,
): { ok: true; minutes: number } | { ok: false; message: string } {
  const minutes = Number(text.trim());
  if (
    text.trim() === '' ||
    !Number.isInteger(minutes) ||
    minutes < 5 ||
    minutes > 480 ||
    minutes % 5 !== 0
  ) {
    return { ok: false, message: 'Enter minutes from 5 to 480, in steps of 5' };
  }
  return { ok: true, minutes };
}

/** A link's places, short, for its card: 'Google Meet or In person: 1 Main Street'. */
export function placesSummary(link: {
  location: LinkLocation | null;
  locations?: readonly LinkLocation[] | undefined;
}): string | null {
  const places = link.locations ?? (link.location ? [link.location] : []);
  const words = places.map((l) => locationSummary(l)).filter((w): w is string => w !== null);
  return words.length > 0 ? words.join(' or ') : null;
}

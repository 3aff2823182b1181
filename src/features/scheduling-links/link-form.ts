import * as v from 'valibot';
import { LinkFormSchema } from '../../domain/api-schemas';
import { MINIMUM_NOTICE_CHOICES } from '../../domain/date-rules';
import { LINK_DURATION_OPTIONS, durationLabel, type LinkType } from '../../domain/links';
import type { MeetingTypeField } from '../../domain/meeting-type-form';
import type { LinkLocation, LinkQuestion } from '../../domain/meeting-types';
import type { Reminder } from '../../domain/reminders';
import type { PolicyField } from './policy-form';
import type { DraftTeam } from './team-link-form';
import type { components } from '../../api/schema.gen';
import { MAX_WINDOW_DAYS, MIN_WINDOW_DAYS, SLOT_INTERVALS } from '../../domain/slots';

/** What the dialog edits: a saved link (edit mode, with an id) or a new one (create mode). */
export interface LinkDraft {
  id?: string;
  type: LinkType;
  name: string;
  /** The part after '{prefix}/'. */
  slugSuffix: string;
  defaultDuration: number;
  customDescription: string | null;
  /** Minutes; null: the default notice rules. */
  minimumNotice: number | null;
  /** Bookings a day in the host's zone; null: no limit. */
  dailyLimit: number | null;
  /** Minutes between offered start times: 15, 30 or 60. */
  slotInterval: number;
  /** Days ahead the link can be booked (1 to 60). */
  bookingWindowDays: number;
  /** The lengths the visitor picks from (holding `defaultDuration`). */
  durations: number[];
  location: LinkLocation | null;
  /** The places (absent: `[location]`), secret, single use and when it was used. */
  locations?: LinkLocation[];
  secret?: boolean;
  singleUse?: boolean;
  usedAt?: string | null;
  questions: LinkQuestion[];
  /** Extra guest e-mails a visitor may add (0 to 10). */
  maxGuests: number;
  /** Bookings wait for the host's acceptance; absent: false. */
  requiresApproval?: boolean;
  /** The change policy: hours before the start visitors may change it (0: any time). */
  changeCutoffHours: number;
  reminders: Reminder[];
  /** Create mode: an extra meeting type (created without `type`), not one of the spec links. */
  extra?: boolean;
  /** The saved link's version the edits start from (edit mode). */
  version?: number;
  /** A team link: its team, its kind and its hosts (absent: the host's own link). */
  team?: DraftTeam;
  kind?: components['schemas']['TeamKind'];
  hosts?: components['schemas']['TeamLinkHost'][];
}

/** What the dialog's fields hold (the select's value is a string). */
export interface LinkFormValues {
  name: string;
  slugSuffix: string;
  defaultDuration: string;
  customDescription: string;
  /** Minutes, or '' for the default notice rules. */
  minimumNotice: string;
  /** Bookings a day, or '' for no limit. */
  dailyLimit: string;
  /** '15', '30' or '60'. */
  slotInterval: string;
  /** The days as typed. */
  bookingWindowDays: string;
}

export type LinkFormField =
  | keyof LinkFormValues
  | MeetingTypeField
  | PolicyField
  | 'requiresApproval'
  | 'secret'
  | 'singleUse'
  | 'kind'
  | 'hosts';
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

export interface LinkFormOutput {
  name: string;
  slugSuffix: string;
  defaultDuration: number;
  /** null when blank (the page then shows the type's default description). */
  customDescription: string | null;
  minimumNotice: number | null;
  dailyLimit: number | null;
  slotInterval: number;
  bookingWindowDays: number;
}

/** What the dialog's form hands over to be saved, once every field reads well. */
export interface LinkFormSubmission {
  name: string;
  slugSuffix: string;
  defaultDuration: number;
  customDescription: string | null;
  minimumNotice: number | null;
  dailyLimit: number | null;
  slotInterval: number;
  bookingWindowDays: number;
  durations: number[];
  locations: LinkLocation[];
  secret: boolean;
  singleUse: boolean;
  questions: LinkQuestion[];
  maxGuests: number;
  requiresApproval: boolean;
  changeCutoffHours: number;
  reminders: Reminder[];
  /** A team link's kind and hosts. */
  team?: {
    kind: components['schemas']['TeamKind'];
    hosts: components['schemas']['TeamLinkHost'][];
  };
}

export const BOOKING_WINDOW_ERROR = `Enter a whole number of days from ${MIN_WINDOW_DAYS} to ${MAX_WINDOW_DAYS}`;

/** The booking window as typed: whole days from 1 to 60, else null. */
export function readWindowDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= MIN_WINDOW_DAYS && days <= MAX_WINDOW_DAYS ? days : null;
}

/** 'Every 15 minutes' … 'Every hour'. */
export function intervalLabel(minutes: number): string {
  return minutes === 60 ? 'Every hour' : `Every ${minutes} minutes`;
}

export const INTERVAL_OPTIONS = SLOT_INTERVALS.map((m) => ({
  value: String(m),
  label: intervalLabel(m),
}));

const optionalNumber = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Checks the dialog with the shared valibot schema ('URL suffix is required',
 * 'URL suffix can only contain lowercase letters, numbers, and hyphens', 'Name is required',
 * a duration from 5 to 480). Gives the first message of each field that fails.
 */
export function validateLinkForm(
  values: LinkFormValues,
): { success: true; output: LinkFormOutput } | { success: false; errors: LinkFormErrors } {
  const result = v.safeParse(LinkFormSchema, {
    ...values,
    defaultDuration: Number(values.defaultDuration),
  });
  const windowDays = readWindowDays(values.bookingWindowDays);
  if (result.success && windowDays !== null) {
    const description = result.output.customDescription.trim();
    return {
      success: true,
      output: {
        name: result.output.name,
        slugSuffix: result.output.slugSuffix,
        defaultDuration: result.output.defaultDuration,
        customDescription: description === '' ? null : result.output.customDescription,
        minimumNotice: optionalNumber(values.minimumNotice),
        dailyLimit: optionalNumber(values.dailyLimit),
        slotInterval: Number(values.slotInterval),
        bookingWindowDays: windowDays,
      },
    };
  }
  const nested = result.success
    ? {}
    : (v.flatten<typeof LinkFormSchema>(result.issues).nested ?? {});
  const errors: LinkFormErrors = {};
  if (windowDays === null) errors.bookingWindowDays = BOOKING_WINDOW_ERROR;
  for (const field of ['name', 'slugSuffix', 'defaultDuration', 'customDescription'] as const) {
    const first = nested[field]?.[0];
    if (first) errors[field] = first;
  }
  return { success: false, errors };
}

/** The select's options, plus the link's own value when it is not one of them. */
export function durationOptions(current?: number): { value: string; label: string }[] {
  const values = [...LINK_DURATION_OPTIONS];
  if (current !== undefined && !values.includes(current)) {
    values.push(current);
    values.sort((a, b) => a - b);
  }
  return values.map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) }));
}

/** The default notice rules, as the select names them. */
export const DEFAULT_NOTICE_LABEL = 'Default';

/** What the default notice is for a link of this type. */
export function defaultNoticeHint(type: 'high_priority' | 'standard'): string {
  return type === 'high_priority'
    ? 'No time sooner than this is offered. Default: 2 hours for today, else 30 minutes.'
    : 'No time sooner than this is offered. Default: 30 minutes.';
}

/** 90 -> '90 minutes', 120 -> '2 hours', 1440 -> '1 day', 10080 -> '7 days'. */
export function noticeLabel(minutes: number | null): string {
  if (minutes === null) return DEFAULT_NOTICE_LABEL;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes > 0 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** The minimum-notice choices, plus the link's own value when it is not one of them. */
export function noticeOptions(current: number | null): { value: string; label: string }[] {
  const values = [...MINIMUM_NOTICE_CHOICES];
  if (!values.includes(current)) values.push(current);
  const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return [null, ...numbers].map((m) => ({
    value: m === null ? '' : String(m),
    label: noticeLabel(m),
  }));
}

/** 'No limit', then 1 to 10 bookings a day, plus the link's own value when above. */
export function dailyLimitOptions(current: number | null): { value: string; label: string }[] {
  const values = Array.from({ length: 10 }, (_, i) => i + 1);
  if (current !== null && !values.includes(current)) values.push(current);
  return [
    { value: '', label: 'No limit' },
    ...values.map((n) => ({ value: String(n), label: `${n} booking${n === 1 ? '' : 's'} a day` })),
  ];
}

/**
 * The link dialog's policies (docs/decisions.md#a-links-change-policy): the change cutoff and
 * the reminders, as the fields hold them (strings, a unit) and as the contract carries them.
 * Pure.
 */
import { MAX_CHANGE_CUTOFF_HOURS } from '../../domain/change-policy';
import {
  DEFAULT_REMINDERS,
  leadWords,
  MAX_REMINDER_MINUTES,
  MAX_REMINDERS,
  MIN_REMINDER_MINUTES,
  remindersSummary,
  type Reminder,
} from '../../domain/reminders';

export type LeadUnit = 'minutes' | 'hours' | 'days';
const UNIT_MINUTES: Record<LeadUnit, number> = { minutes: 1, hours: 60, days: 1440 };
export const LEAD_UNITS: { value: LeadUnit; label: string }[] = [
  { value: 'minutes', label: 'minutes' },
  { value: 'hours', label: 'hours' },
  { value: 'days', label: 'days' },
];

export interface ReminderValues {
  /** Stable key for the list. */
  key: string;
  enabled: boolean;
  amount: string;
  unit: LeadUnit;
}

export interface PolicyValues {
  /** 'any': visitors change a booking any time; 'until': until `cutoffHours` before. */
  cutoff: 'any' | 'until';
  cutoffHours: string;
  reminders: ReminderValues[];
}

/** `changeCutoffHours`, `reminders`, `reminder.{i}` (the lead time of the i-th reminder). */
export type PolicyField = 'changeCutoffHours' | 'reminders' | `reminder.${number}`;

export { MAX_REMINDERS };

let nextKey = 0;
export function reminderValues(reminder: Reminder): ReminderValues {
  const { minutesBefore: m } = reminder;
  // 24 hours reads as hours (as the card says "24 hours"); two days and more as days.
  const unit: LeadUnit = m % 1440 === 0 && m >= 2880 ? 'days' : m % 60 === 0 ? 'hours' : 'minutes';
  nextKey += 1;
  return {
    key: `r${nextKey}`,
    enabled: reminder.enabled,
    amount: String(m / UNIT_MINUTES[unit]),
    unit,
  };
}

export function policyValues(draft: {
  changeCutoffHours: number;
  reminders: Reminder[];
}): PolicyValues {
  return {
    cutoff: draft.changeCutoffHours > 0 ? 'until' : 'any',
    cutoffHours: draft.changeCutoffHours > 0 ? String(draft.changeCutoffHours) : '24',
    reminders: draft.reminders.map(reminderValues),
  };
}

/** A new reminder row: 1 hour before, or 1 day when that is taken. */
export function newReminder(): ReminderValues {
  return reminderValues({ minutesBefore: 60, enabled: true });
}

export const CUTOFF_ERROR = `Enter whole hours from 1 to ${MAX_CHANGE_CUTOFF_HOURS}`;
export const LEAD_ERROR = `Enter a time from ${MIN_REMINDER_MINUTES} minutes to 7 days`;
export const REPEATED_LEAD_ERROR = 'Another reminder has this time';

/** The fields' values as the contract's, or the errors by field. */
export function readPolicies(
  values: PolicyValues,
):
  | { ok: true; changeCutoffHours: number; reminders: Reminder[] }
  | { ok: false; errors: Partial<Record<PolicyField, string>> } {
  const errors: Partial<Record<PolicyField, string>> = {};
  let changeCutoffHours = 0;
  if (values.cutoff === 'until') {
    const text = values.cutoffHours.trim();
    const hours = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(hours >= 1 && hours <= MAX_CHANGE_CUTOFF_HOURS)) errors.changeCutoffHours = CUTOFF_ERROR;
    else changeCutoffHours = hours;
  }
  const seen = new Set<number>();
  const reminders: Reminder[] = [];
  values.reminders.slice(0, MAX_REMINDERS).forEach((r, i) => {
    const text = r.amount.trim();
    const minutes = /^\d+$/.test(text) ? Number(text) * UNIT_MINUTES[r.unit] : NaN;
    if (!(minutes >= MIN_REMINDER_MINUTES && minutes <= MAX_REMINDER_MINUTES)) {
      errors[`reminder.${i}`] = LEAD_ERROR;
    } else if (seen.has(minutes)) {
      errors[`reminder.${i}`] = REPEATED_LEAD_ERROR;
    } else {
      seen.add(minutes);
      reminders.push({ minutesBefore: minutes, enabled: r.enabled });
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, changeCutoffHours, reminders };
}

/** The 400's `field` as the dialog's: `reminders[1].minutesBefore` is `reminder.1`. */
export function policyFieldOf(field: string): PolicyField | null {
  if (field === 'changeCutoffHours') return 'changeCutoffHours';
  const one = /^reminders\[(\d+)\]/.exec(field);
  if (one) return `reminder.${Number(one[1])}`;
  return field === 'reminders' ? 'reminders' : null;
}

/** "Changes any time" or "Changes until 24 hours before". */
export function cutoffSummary(hours: number): string {
  return hours > 0 ? `Changes until ${leadWords(hours * 60)} before` : 'Changes any time';
}

/** The link card's line: "Reminders 24 hours, 1 hour before · Changes until 24 hours before". */
export function policiesSummary(link: {
  changeCutoffHours: number;
  reminders: readonly Reminder[];
}): string {
  return `${remindersSummary(link.reminders)} · ${cutoffSummary(link.changeCutoffHours)}`;
}

export const DEFAULT_LINK_REMINDERS = DEFAULT_REMINDERS;

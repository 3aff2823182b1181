/**
 * A link's reminders (docs/decisions.md#reminders-and-the-outbox): each is sent `minutesBefore`
 * elapsed minutes before a booking's start (an instant, like the change cutoff: "24 hours before" a
 * 9:00 AM meeting on the day the clocks go back is 10:00 AM the day before). Pure: the mock's sweep
 * asks which are due.
 *
 * When one is due, precisely: it is enabled, its send time (start − lead) has come (≤ now), the
 * meeting has not started (now < start), it was not sent for this start yet (its key
 * `${minutesBefore}@${startTime}` is not among the sent ones), and its send time is not before
 * `since`: the later of the booking's creation or last move and the scenario's load. A reminder
 * whose time passed before the booking was made or moved, or before the scenario loaded, is never
 * sent (no stale reminders); a moved booking gets new keys, so it is reminded at its new time.
 */

import { MINUTE_MS } from './civil-date';

export interface Reminder {
  minutesBefore: number;
  enabled: boolean;
}

/** The default: 24 hours and 1 hour before the start. */
export const DEFAULT_REMINDERS: readonly Reminder[] = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 60, enabled: true },
];
export const MAX_REMINDERS = 3;
export const MIN_REMINDER_MINUTES = 5;
/** Seven days. */
export const MAX_REMINDER_MINUTES = 10_080;

/** What marks a reminder as sent for one start: a moved booking's reminders have new keys. */
export function reminderKey(minutesBefore: number, startTime: string): string {
  return `${minutesBefore}@${new Date(startTime).toISOString()}`;
}

export interface DueReminder {
  minutesBefore: number;
  key: string;
  sendAt: string;
}

/** The reminders to send now, earliest send time first (see the rule above). */
export function dueReminders(input: {
  startTime: string;
  reminders: readonly Reminder[];
  /** The booking's creation or last move, or the scenario's load, whichever is later. */
  since: string | number;
  sent: readonly string[];
  now: number;
}): DueReminder[] {
  const start = Date.parse(input.startTime);
  const since = typeof input.since === 'number' ? input.since : Date.parse(input.since);
  if (!(input.now < start)) return [];
  const seen = new Set<string>();
  const due: DueReminder[] = [];
  for (const reminder of input.reminders) {
    if (!reminder.enabled) continue;
    const key = reminderKey(reminder.minutesBefore, input.startTime);
    if (seen.has(key) || input.sent.includes(key)) continue;
    seen.add(key);
    const sendAt = start - reminder.minutesBefore * MINUTE_MS;
    if (sendAt > input.now || sendAt < since) continue;
    due.push({
      minutesBefore: reminder.minutesBefore,
      key,
      sendAt: new Date(sendAt).toISOString(),
    });
  }
  return due.sort((a, b) => a.sendAt.localeCompare(b.sendAt));
}

/** "24 h", "1 h", "30 min", "2 d", "90 min": a lead time, short. */
export function leadText(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} d`.replace(/^1 d$/, '24 h');
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

/**
 * "2 days", "24 hours", "1 hour", "90 minutes": a lead time in words, as the reminder fields
 * name their units (a whole day under two reads as hours).
 */
export function leadWords(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0 && minutes >= 2880) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/**
 * "Reminders 2 days, 24 hours, 30 minutes before" (longest first, in words), or "No reminders"
 * when none is on.
 */
export function remindersSummary(reminders: readonly Reminder[]): string {
  const on = reminders
    .filter((r) => r.enabled)
    .map((r) => r.minutesBefore)
    .sort((a, b) => b - a)
    .map(leadWords);
  return on.length === 0 ? 'No reminders' : `Reminders ${on.join(', ')} before`;
}

/** The first problem of a `reminders` list as `{ field, message }` (the server's 400), or null. */
export function remindersProblem(
  list: readonly unknown[],
): { field: string; message: string } | null {
  if (list.length > MAX_REMINDERS) {
    return {
      field: 'reminders',
      message: `reminders must hold at most ${MAX_REMINDERS} reminders`,
    };
  }
  const seen = new Set<number>();
  for (const [i, item] of list.entries()) {
    const at = `reminders[${i}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { field: at, message: `${at} must be an object { minutesBefore, enabled }` };
    }
    const unknown = Object.keys(item).find((k) => k !== 'minutesBefore' && k !== 'enabled');
    if (unknown !== undefined) return { field: at, message: `Unknown field: ${at}.${unknown}` };
    const { minutesBefore, enabled } = item as Record<string, unknown>;
    const minutes = `${at}.minutesBefore`;
    if (
      typeof minutesBefore !== 'number' ||
      !Number.isInteger(minutesBefore) ||
      minutesBefore < MIN_REMINDER_MINUTES ||
      minutesBefore > MAX_REMINDER_MINUTES
    ) {
      return {
        field: minutes,
        message: `${minutes} must be an integer from ${MIN_REMINDER_MINUTES} to ${MAX_REMINDER_MINUTES}`,
      };
    }
    if (typeof enabled !== 'boolean') {
      return { field: `${at}.enabled`, message: `${at}.enabled must be true or false` };
    }
    if (seen.has(minutesBefore)) {
      return { field: minutes, message: `${minutes} repeats another reminder's lead time` };
    }
    seen.add(minutesBefore);
  }
  return null;
}

/** The field a `reminders` 400 names, read back from its message; undefined for other fields. */
export function remindersField(message: string): string | undefined {
  return /^(?:Unknown field: )?(reminders(?:\[\d+\](?:\.(?:minutesBefore|enabled))?)?)(?=[\s.:]|$)/.exec(
    message,
  )?.[1];
}

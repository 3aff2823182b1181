/**
 * The preferences as separate fields, for merging edits with a newer saved version field by
 * field (domain/merge.ts) and for naming each field to the person. Each day's availability is one
 * field: its toggle and hours go together. Pure.
 */
import {
  DAY_KEYS,
  DAY_NAMES,
  TIME_PREFERENCE_LABELS,
  type DayAvailability,
  type DayAvailabilityMap,
  type DayKey,
  type EditablePreferences,
  type TimePreference,
  type DateOverride,
  type TimeOff,
} from './preferences';
import { minuteLabel, rangesOf, type DayHours } from './day-ranges';
import { allHostNotifications, HOST_NOTICE_KINDS, HOST_NOTICE_LABELS } from './host-notifications';

/**
 * One field per scalar setting and per weekday; one per time-off range (`timeOff:<id>`) and per
 * date override (`override:<date>`), so that two tabs adding, changing or removing different
 * items merge without a conflict (a missing field is a removed item; see domain/merge.ts).
 */
export type PreferenceField =
  | 'timePreference'
  | 'timezone'
  | 'bufferTime'
  | 'noBufferNeeded'
  | 'notifications'
  | `day${DayKey}`
  | `timeOff:${string}`
  | `override:${string}`;

export type PreferenceFields = Record<PreferenceField, unknown>;

const TIME_OFF_FIELD = 'timeOff:';
const OVERRIDE_FIELD = 'override:';

export function preferenceFields(p: EditablePreferences): PreferenceFields {
  const days = Object.fromEntries(
    DAY_KEYS.map((key) => [`day${key}`, { ...p.dayAvailability[key] }]),
  ) as Record<`day${DayKey}`, DayAvailability>;
  const fields: Record<string, unknown> = {
    timePreference: p.timePreference,
    timezone: p.timezone,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
    ...days,
    // Only once set: preferences without switches stay the same fields as before.
    ...(p.notifications ? { notifications: { ...p.notifications } } : {}),
  };
  for (const range of p.timeOff) fields[`${TIME_OFF_FIELD}${range.id}`] = { ...range };
  for (const o of p.dateOverrides) fields[`${OVERRIDE_FIELD}${o.date}`] = { ...o };
  return fields as PreferenceFields;
}

export function preferencesFromFields(fields: PreferenceFields): EditablePreferences {
  const dayAvailability = Object.fromEntries(
    DAY_KEYS.map((key) => [key, { ...(fields[`day${key}`] as DayAvailability) }]),
  ) as DayAvailabilityMap;
  const timeOff: TimeOff[] = [];
  const dateOverrides: DateOverride[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key.startsWith(TIME_OFF_FIELD)) timeOff.push({ ...(value as TimeOff) });
    else if (key.startsWith(OVERRIDE_FIELD)) dateOverrides.push({ ...(value as DateOverride) });
  }
  timeOff.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  dateOverrides.sort((a, b) => a.date.localeCompare(b.date));
  return {
    timePreference: fields.timePreference as TimePreference,
    timezone: fields.timezone as string,
    bufferTime: fields.bufferTime as number,
    noBufferNeeded: fields.noBufferNeeded as boolean,
    dayAvailability,
    timeOff,
    dateOverrides,
    ...(fields.notifications
      ? { notifications: { ...(fields.notifications as EditablePreferences['notifications']) } }
      : {}),
  };
}

/** The field's name as the screen shows it ("Monday", "Buffer time", "Time off", "Date override"). */
export function preferenceFieldLabel(field: PreferenceField): string {
  if (field.startsWith(TIME_OFF_FIELD)) return 'Time off';
  if (field.startsWith(OVERRIDE_FIELD))
    return `Date override ${field.slice(OVERRIDE_FIELD.length)}`;
  if (field.startsWith('day')) return DAY_NAMES[Number(field.slice(3))] ?? field;
  switch (field) {
    case 'timePreference':
      return 'Time preference';
    case 'timezone':
      return 'Time zone';
    case 'bufferTime':
      return 'Buffer time';
    case 'notifications':
      return 'Notifications';
    default:
      return 'No buffer needed';
  }
}

/** '9:00 AM – 5:00 PM', or each range: '9:00 AM – 12:00 PM, 1:30 PM – 5:15 PM'. */
function hoursLabel(day: DayHours): string {
  return rangesOf(day)
    .map((r) => `${minuteLabel(r.start)} – ${minuteLabel(r.end)}`)
    .join(', ');
}

/** A field's value as the screen shows it ("9:00 AM – 5:00 PM", "Unavailable", "15 minutes"). */
export function preferenceValueLabel(field: PreferenceField, value: unknown): string {
  if (field.startsWith(TIME_OFF_FIELD)) {
    if (value === undefined) return 'Removed';
    const r = value as TimeOff;
    const days = r.startDate === r.endDate ? r.startDate : `${r.startDate} – ${r.endDate}`;
    return r.note ? `${days} (${r.note})` : days;
  }
  if (field.startsWith(OVERRIDE_FIELD)) {
    if (value === undefined) return 'Removed';
    const o = value as DateOverride;
    return o.enabled ? hoursLabel(o) : 'Unavailable';
  }
  if (field.startsWith('day')) {
    const day = value as DayAvailability;
    return day.enabled ? hoursLabel(day) : 'Unavailable';
  }
  switch (field) {
    case 'timePreference':
      return TIME_PREFERENCE_LABELS[value as TimePreference] ?? String(value);
    case 'bufferTime':
      return `${String(value)} minutes`;
    case 'noBufferNeeded':
      return value ? 'Back-to-back allowed' : 'Buffer kept';
    case 'notifications': {
      const on = allHostNotifications(value as EditablePreferences['notifications']);
      const off = HOST_NOTICE_KINDS.filter((kind) => !on[kind]);
      return off.length === 0
        ? 'Every message on'
        : `Off: ${off.map((kind) => HOST_NOTICE_LABELS[kind].label).join(', ')}`;
    }
    default:
      return String(value);
  }
}

/** The fields whose values differ, in order: what an analysis or a merge would change. */
export function changedPreferenceFields(
  from: EditablePreferences,
  to: EditablePreferences,
): PreferenceField[] {
  const a = preferenceFields(from);
  const b = preferenceFields(to);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])] as PreferenceField[];
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

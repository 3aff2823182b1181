/**
 * The preferences as separate fields, for merging edits with a newer saved version field by
 * field (domain/merge.ts) and for naming each field to the person. Each day's availability is one
 * field: its toggle and hours go together. Pure.
 */
import {
  DAY_KEYS,
  DAY_NAMES,
  hourLabel,
  TIME_PREFERENCE_LABELS,
  type DayAvailability,
  type DayAvailabilityMap,
  type DayKey,
  type EditablePreferences,
  type TimePreference,
} from './preferences';

export type PreferenceField =
  'timePreference' | 'timezone' | 'bufferTime' | 'noBufferNeeded' | `day${DayKey}`;

export type PreferenceFields = Record<PreferenceField, unknown>;

export function preferenceFields(p: EditablePreferences): PreferenceFields {
  const days = Object.fromEntries(
    DAY_KEYS.map((key) => [`day${key}`, { ...p.dayAvailability[key] }]),
  ) as Record<`day${DayKey}`, DayAvailability>;
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
    ...days,
  };
}

export function preferencesFromFields(fields: PreferenceFields): EditablePreferences {
  const dayAvailability = Object.fromEntries(
    DAY_KEYS.map((key) => [key, { ...(fields[`day${key}`] as DayAvailability) }]),
  ) as DayAvailabilityMap;
  return {
    timePreference: fields.timePreference as TimePreference,
    timezone: fields.timezone as string,
    bufferTime: fields.bufferTime as number,
    noBufferNeeded: fields.noBufferNeeded as boolean,
    dayAvailability,
  };
}

/** The field's name as the screen shows it ("Monday", "Buffer time"). */
export function preferenceFieldLabel(field: PreferenceField): string {
  if (field.startsWith('day')) return DAY_NAMES[Number(field.slice(3))] ?? field;
  switch (field) {
    case 'timePreference':
      return 'Time preference';
    case 'timezone':
      return 'Time zone';
    case 'bufferTime':
      return 'Buffer time';
    default:
      return 'No buffer needed';
  }
}

/** A field's value as the screen shows it ("9:00 AM – 5:00 PM", "Unavailable", "15 minutes"). */
export function preferenceValueLabel(field: PreferenceField, value: unknown): string {
  if (field.startsWith('day')) {
    const day = value as DayAvailability;
    return day.enabled ? `${hourLabel(day.startHour)} – ${hourLabel(day.endHour)}` : 'Unavailable';
  }
  switch (field) {
    case 'timePreference':
      return TIME_PREFERENCE_LABELS[value as TimePreference] ?? String(value);
    case 'bufferTime':
      return `${String(value)} minutes`;
    case 'noBufferNeeded':
      return value ? 'Back-to-back allowed' : 'Buffer kept';
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
  return (Object.keys(a) as PreferenceField[]).filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

import { describe, expect, it } from 'vitest';
import {
  completeDayAvailability,
  DAY_NAMES,
  defaultPreferences,
  DEFAULT_PREFERENCES,
  hourLabel,
  isValidTimeZone,
  parseBufferTime,
  readBufferTimeInput,
  BUFFER_TIME_RANGE_ERROR,
  BUFFER_TIME_WHOLE_ERROR,
  TIME_PREFERENCE_LABELS,
} from './preferences';

describe('hourLabel', () => {
  it.each([
    [0, '12:00 AM'],
    [1, '1:00 AM'],
    [9, '9:00 AM'],
    [11, '11:00 AM'],
    [12, '12:00 PM'],
    [13, '1:00 PM'],
    [17, '5:00 PM'],
    [23, '11:00 PM'],
  ])('%i -> %s', (hour, label) => {
    expect(hourLabel(hour)).toBe(label);
  });
});

describe('defaultPreferences', () => {
  it('is Monday-Friday 9-17, weekend off, buffer 15, no preference, in the given zone', () => {
    const prefs = defaultPreferences('Europe/Paris');
    expect(prefs.timezone).toBe('Europe/Paris');
    expect(prefs.timePreference).toBe('both');
    expect(prefs.bufferTime).toBe(15);
    expect(prefs.noBufferNeeded).toBe(false);
    expect(prefs.dayAvailability['0']).toEqual({ enabled: false, startHour: 9, endHour: 17 });
    expect(prefs.dayAvailability['6']).toEqual({ enabled: false, startHour: 9, endHour: 17 });
    for (const key of ['1', '2', '3', '4', '5'] as const) {
      expect(prefs.dayAvailability[key]).toEqual({ enabled: true, startHour: 9, endHour: 17 });
    }
  });

  it('returns a fresh object each time', () => {
    const a = DEFAULT_PREFERENCES('UTC');
    a.dayAvailability['1'].enabled = false;
    expect(DEFAULT_PREFERENCES('UTC').dayAvailability['1'].enabled).toBe(true);
  });
});

describe('completeDayAvailability', () => {
  it('fills missing days as disabled 9-17 and keeps given ones', () => {
    const map = completeDayAvailability({ '2': { enabled: true, startHour: 8, endHour: 12 } });
    expect(map['2']).toEqual({ enabled: true, startHour: 8, endHour: 12 });
    expect(map['1']).toEqual({ enabled: false, startHour: 9, endHour: 17 });
    expect(Object.keys(map)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });

  it('survives null and malformed input', () => {
    expect(completeDayAvailability(null)['3']).toEqual({
      enabled: false,
      startHour: 9,
      endHour: 17,
    });
    expect(completeDayAvailability({ '3': { enabled: true, startHour: 40 } })['3']).toEqual({
      enabled: true,
      startHour: 9,
      endHour: 17,
    });
  });
});

describe('parseBufferTime', () => {
  it.each([
    ['', 15],
    ['   ', 15],
    ['abc', 15],
    [null, 15],
    [undefined, 15],
    ['0', 0],
    ['30', 30],
    [45, 45],
    ['500', 120],
    ['-5', 0],
  ])('%j -> %i', (input, expected) => {
    expect(parseBufferTime(input)).toBe(expected);
  });
});

describe('labels and zones', () => {
  it('names days Sunday first', () => {
    expect(DAY_NAMES[0]).toBe('Sunday');
    expect(DAY_NAMES[6]).toBe('Saturday');
  });

  it('labels time preferences as the spec does', () => {
    expect(TIME_PREFERENCE_LABELS).toEqual({
      am: 'Morning (AM)',
      pm: 'Afternoon (PM)',
      both: 'No Preference',
    });
  });

  it('recognises IANA zones', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(' UTC')).toBe(false);
  });
});

describe('readBufferTimeInput: what the host typed, never clamped', () => {
  it.each([
    ['', { minutes: 15, error: null }],
    ['  ', { minutes: 15, error: null }],
    ['abc', { minutes: 15, error: null }],
    ['0', { minutes: 0, error: null }],
    ['45', { minutes: 45, error: null }],
    ['120', { minutes: 120, error: null }],
    ['150', { minutes: null, error: BUFFER_TIME_RANGE_ERROR }],
    ['-5', { minutes: null, error: BUFFER_TIME_RANGE_ERROR }],
    ['1e3', { minutes: null, error: BUFFER_TIME_RANGE_ERROR }],
    ['7.5', { minutes: null, error: BUFFER_TIME_WHOLE_ERROR }],
  ])('%j', (raw, expected) => {
    expect(readBufferTimeInput(raw)).toEqual(expected);
  });
});

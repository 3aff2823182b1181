import { describe, expect, it } from 'vitest';
import {
  availabilityProblems,
  canSavePreferences,
  dayAvailabilityFromWorkingDays,
  dayProblem,
  editablePreferencesFrom,
  END_NOT_AFTER_START,
  savablePreferences,
} from './availability';
import { defaultPreferences } from './preferences';

const off = { enabled: false, startHour: 9, endHour: 17 };
const nineToFive = { enabled: true, startHour: 9, endHour: 17 };

describe('dayProblem', () => {
  it.each([
    [{ enabled: true, startHour: 9, endHour: 17 }, null],
    [{ enabled: true, startHour: 9, endHour: 10 }, null],
    [{ enabled: true, startHour: 9, endHour: 9 }, END_NOT_AFTER_START],
    [{ enabled: true, startHour: 17, endHour: 9 }, END_NOT_AFTER_START],
    [{ enabled: true, startHour: 0, endHour: 0 }, END_NOT_AFTER_START],
    [{ enabled: false, startHour: 17, endHour: 9 }, null],
  ])('%j -> %s', (day, problem) => {
    expect(dayProblem(day)).toBe(problem);
  });

  it('reads as the screen shows it', () => {
    expect(END_NOT_AFTER_START).toBe('End time must be after start time');
  });
});

describe('savablePreferences', () => {
  it('keeps every valid edit and the stored hours of each invalid row', () => {
    const stored = defaultPreferences('UTC');
    const draft = {
      ...stored,
      bufferTime: 45,
      dayAvailability: {
        ...stored.dayAvailability,
        '1': { enabled: true, startHour: 9, endHour: 8 },
        '6': { enabled: true, startHour: 10, endHour: 14 },
      },
    };
    const savable = savablePreferences(draft, stored);
    expect(savable.bufferTime).toBe(45);
    expect(savable.dayAvailability['1']).toEqual(stored.dayAvailability['1']);
    expect(savable.dayAvailability['6']).toEqual({ enabled: true, startHour: 10, endHour: 14 });
    expect(canSavePreferences(savable)).toBe(true);
    expect(draft.dayAvailability['1']).toEqual({ enabled: true, startHour: 9, endHour: 8 });
  });

  it('returns a valid draft as it is', () => {
    const draft = defaultPreferences('Asia/Kolkata');
    expect(savablePreferences(draft, defaultPreferences('UTC'))).toBe(draft);
  });
});

describe('availabilityProblems and canSavePreferences', () => {
  it('lists only the enabled days whose end is not after the start', () => {
    const prefs = defaultPreferences('UTC');
    prefs.dayAvailability['2'] = { enabled: true, startHour: 12, endHour: 12 };
    prefs.dayAvailability['6'] = { enabled: false, startHour: 20, endHour: 8 };
    expect(availabilityProblems(prefs.dayAvailability)).toEqual({ '2': END_NOT_AFTER_START });
    expect(canSavePreferences(prefs)).toBe(false);
    prefs.dayAvailability['2'] = { enabled: true, startHour: 12, endHour: 13 };
    expect(availabilityProblems(prefs.dayAvailability)).toEqual({});
    expect(canSavePreferences(prefs)).toBe(true);
  });

  it('accepts the defaults', () => {
    expect(canSavePreferences(defaultPreferences('Europe/Paris'))).toBe(true);
  });
});

describe('dayAvailabilityFromWorkingDays', () => {
  it('enables the listed days with the given hours and disables the rest at 9-17', () => {
    const map = dayAvailabilityFromWorkingDays([1, 3], 8, 16);
    expect(map['1']).toEqual({ enabled: true, startHour: 8, endHour: 16 });
    expect(map['3']).toEqual({ enabled: true, startHour: 8, endHour: 16 });
    expect(map['0']).toEqual(off);
    expect(map['2']).toEqual(off);
  });

  it('defaults the hours to 9-17 and turns an end of 24 into 23', () => {
    expect(dayAvailabilityFromWorkingDays([5])['5']).toEqual(nineToFive);
    expect(dayAvailabilityFromWorkingDays([5], 10, 24)['5']).toEqual({
      enabled: true,
      startHour: 10,
      endHour: 23,
    });
  });

  it('ignores indexes outside 0-6', () => {
    const map = dayAvailabilityFromWorkingDays([7, -1]);
    expect(Object.values(map).every((day) => !day.enabled)).toBe(true);
  });
});

describe('editablePreferencesFrom', () => {
  it('gives the spec defaults in the browser zone when there is no answer (failed load)', () => {
    expect(editablePreferencesFrom(undefined, 'Asia/Tokyo')).toEqual(
      defaultPreferences('Asia/Tokyo'),
    );
    expect(editablePreferencesFrom(null, 'UTC')).toEqual(defaultPreferences('UTC'));
  });

  it('keeps the values of a full answer and drops the read-only fields', () => {
    const answer = {
      timePreference: 'am',
      timezone: 'America/New_York',
      dayAvailability: {
        '0': off,
        '1': nineToFive,
        '2': nineToFive,
        '3': { enabled: true, startHour: 10, endHour: 16 },
        '4': nineToFive,
        '5': { enabled: true, startHour: 9, endHour: 13 },
        '6': off,
      },
      bufferTime: 30,
      noBufferNeeded: true,
      totalMeetingsAnalyzed: 128,
      lastAnalyzedAt: '2026-11-02T14:00:03.000Z',
      slackId: 'U1',
    };
    expect(editablePreferencesFrom(answer, 'UTC')).toEqual({
      timePreference: 'am',
      timezone: 'America/New_York',
      dayAvailability: answer.dayAvailability,
      bufferTime: 30,
      noBufferNeeded: true,
      timeOff: [],
      dateOverrides: [],
    });
  });

  it('turns a day missing from the answer into disabled 9-17', () => {
    const prefs = editablePreferencesFrom(
      { dayAvailability: { '1': { enabled: true, startHour: 8, endHour: 12 } } },
      'UTC',
    );
    expect(prefs.dayAvailability['1']).toEqual({ enabled: true, startHour: 8, endHour: 12 });
    expect(prefs.dayAvailability['2']).toEqual(off);
    expect(prefs.dayAvailability['0']).toEqual(off);
  });

  it('falls back field by field: unknown preference, unknown zone, bad buffer', () => {
    const prefs = editablePreferencesFrom(
      { timePreference: 'evening', timezone: 'Mars/Olympus_Mons', bufferTime: 'x' },
      'Europe/Berlin',
    );
    expect(prefs.timePreference).toBe('both');
    expect(prefs.timezone).toBe('Europe/Berlin');
    expect(prefs.bufferTime).toBe(15);
    expect(prefs.noBufferNeeded).toBe(false);
  });

  it('clamps a buffer outside 0-120', () => {
    expect(editablePreferencesFrom({ bufferTime: 500 }, 'UTC').bufferTime).toBe(120);
    expect(editablePreferencesFrom({ bufferTime: 0 }, 'UTC').bufferTime).toBe(0);
  });

  it('builds the week from workingDays when the day map is absent', () => {
    const prefs = editablePreferencesFrom(
      { workingDays: [2, 4], workingHoursStart: 11, workingHoursEnd: 15 },
      'UTC',
    );
    expect(prefs.dayAvailability['2']).toEqual({ enabled: true, startHour: 11, endHour: 15 });
    expect(prefs.dayAvailability['1']).toEqual(off);
  });
});

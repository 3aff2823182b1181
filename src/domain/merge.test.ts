import { describe, expect, it } from 'vitest';
import { mergeThreeWay, sameRecord } from './merge';
import {
  changedPreferenceFields,
  preferenceFields,
  preferenceFieldLabel,
  preferencesFromFields,
  preferenceValueLabel,
} from './preferences-fields';
import { defaultPreferences, type EditablePreferences } from './preferences';

const base = { mon: 9, wed: 9, buffer: 15, name: 'A' };

describe('mergeThreeWay', () => {
  it('keeps both sides’ changes to different fields (two tabs: A moved Monday, B Wednesday)', () => {
    const tabA = { ...base, mon: 10 };
    const tabB = { ...base, wed: 11 };
    expect(mergeThreeWay(base, tabB, tabA)).toEqual({
      merged: { mon: 10, wed: 11, buffer: 15, name: 'A' },
      conflicts: [],
    });
  });

  it('names a field changed differently on both sides, holding the saved value until decided', () => {
    const { merged, conflicts } = mergeThreeWay(base, { ...base, mon: 8 }, { ...base, mon: 10 });
    expect(conflicts).toEqual(['mon']);
    expect(merged.mon).toBe(10);
  });

  it('is no conflict when both sides made the same change', () => {
    expect(mergeThreeWay(base, { ...base, buffer: 30 }, { ...base, buffer: 30 }).conflicts).toEqual(
      [],
    );
  });

  it('compares nested values by content', () => {
    const day = { enabled: true, startHour: 9, endHour: 17 };
    const b = { day: day };
    const r = mergeThreeWay(b, { day: { ...day } }, { day: { ...day, endHour: 18 } });
    expect(r).toEqual({ merged: { day: { ...day, endHour: 18 } }, conflicts: [] });
    expect(sameRecord({ day }, { day: { ...day } })).toBe(true);
  });
});

describe('preference fields', () => {
  const prefs: EditablePreferences = defaultPreferences('America/New_York');

  it('round-trips, one field a day', () => {
    const fields = preferenceFields(prefs);
    expect(Object.keys(fields)).toHaveLength(11);
    expect(preferencesFromFields(fields)).toEqual(prefs);
  });

  it('merges a Monday change with a Wednesday change of another tab', () => {
    const monday = {
      ...prefs,
      dayAvailability: {
        ...prefs.dayAvailability,
        '1': { enabled: true, startHour: 10, endHour: 17 },
      },
    };
    const wednesday = {
      ...prefs,
      dayAvailability: {
        ...prefs.dayAvailability,
        '3': { enabled: true, startHour: 11, endHour: 17 },
      },
    };
    const { merged, conflicts } = mergeThreeWay(
      preferenceFields(prefs),
      preferenceFields(wednesday),
      preferenceFields(monday),
    );
    expect(conflicts).toEqual([]);
    const result = preferencesFromFields(merged);
    expect(result.dayAvailability['1'].startHour).toBe(10);
    expect(result.dayAvailability['3'].startHour).toBe(11);
    expect(changedPreferenceFields(prefs, result)).toEqual(['day1', 'day3']);
  });

  it('labels values as the screen shows them', () => {
    expect(preferenceValueLabel('day1', { enabled: true, startHour: 9, endHour: 17 })).toBe(
      '9:00 AM – 5:00 PM',
    );
    expect(preferenceValueLabel('day0', { enabled: false, startHour: 9, endHour: 17 })).toBe(
      'Unavailable',
    );
    expect(preferenceValueLabel('timePreference', 'am')).toBe('Morning (AM)');
    expect(preferenceValueLabel('bufferTime', 45)).toBe('45 minutes');
  });
});

describe('time off and date overrides merge item by item', () => {
  const base = defaultPreferences('America/New_York');
  const vacation = {
    id: 'off_a',
    startDate: '2026-11-30',
    endDate: '2026-12-04',
    note: 'Vacation',
  };
  const dentist = { id: 'off_b', startDate: '2026-12-15', endDate: '2026-12-15', note: null };
  const shortDay = { date: '2026-12-09', enabled: true, startHour: 13, endHour: 15 };

  it('keeps what each side added, and a removal the other side left alone', () => {
    const start = { ...base, timeOff: [vacation] };
    const mine = { ...start, timeOff: [vacation, dentist] };
    const theirs = { ...start, timeOff: [], dateOverrides: [shortDay] };
    const { merged, conflicts } = mergeThreeWay(
      preferenceFields(start),
      preferenceFields(mine),
      preferenceFields(theirs),
    );
    expect(conflicts).toEqual([]);
    const result = preferencesFromFields(merged);
    expect(result.timeOff).toEqual([dentist]);
    expect(result.dateOverrides).toEqual([shortDay]);
  });

  it('an item changed on one side and removed on the other is the host’s to decide', () => {
    const start = { ...base, timeOff: [vacation] };
    const mine = { ...start, timeOff: [{ ...vacation, endDate: '2026-12-05' }] };
    const theirs = { ...start, timeOff: [] };
    const { conflicts } = mergeThreeWay(
      preferenceFields(start),
      preferenceFields(mine),
      preferenceFields(theirs),
    );
    expect(conflicts).toEqual(['timeOff:off_a']);
    expect(preferenceFieldLabel('timeOff:off_a')).toBe('Time off');
    expect(preferenceValueLabel('timeOff:off_a', undefined)).toBe('Removed');
    expect(preferenceValueLabel('timeOff:off_a', vacation)).toBe(
      '2026-11-30 – 2026-12-04 (Vacation)',
    );
  });
});

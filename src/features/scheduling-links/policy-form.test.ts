import { describe, expect, it } from 'vitest';
import {
  CUTOFF_ERROR,
  LEAD_ERROR,
  policiesSummary,
  policyFieldOf,
  policyValues,
  readPolicies,
  REPEATED_LEAD_ERROR,
} from './policy-form';

const DEFAULTS = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 60, enabled: true },
];

describe('the link dialog’s policies', () => {
  it('reads the defaults back as they were', () => {
    const values = policyValues({ changeCutoffHours: 0, reminders: DEFAULTS });
    expect(values.cutoff).toBe('any');
    expect(values.reminders.map((r) => [r.amount, r.unit])).toEqual([
      ['24', 'hours'],
      ['1', 'hours'],
    ]);
    expect(readPolicies(values)).toEqual({ ok: true, changeCutoffHours: 0, reminders: DEFAULTS });
  });

  it('shows two days and more in days, other lead times in hours or minutes', () => {
    const values = policyValues({
      changeCutoffHours: 48,
      reminders: [
        { minutesBefore: 2880, enabled: true },
        { minutesBefore: 90, enabled: false },
      ],
    });
    expect(values).toMatchObject({ cutoff: 'until', cutoffHours: '48' });
    expect(values.reminders.map((r) => [r.amount, r.unit, r.enabled])).toEqual([
      ['2', 'days', true],
      ['90', 'minutes', false],
    ]);
  });

  it('refuses a lead time out of range, a repeated one and a cutoff that is not whole hours', () => {
    const values = policyValues({ changeCutoffHours: 0, reminders: DEFAULTS });
    const result = readPolicies({
      cutoff: 'until',
      cutoffHours: '1.5',
      reminders: [
        { ...values.reminders[0]!, amount: '8', unit: 'days' },
        { ...values.reminders[1]!, amount: '4', unit: 'minutes' },
        { ...values.reminders[1]!, key: 'x', amount: '60', unit: 'minutes' },
        { ...values.reminders[1]!, key: 'y', amount: '1', unit: 'hours' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        changeCutoffHours: CUTOFF_ERROR,
        'reminder.0': LEAD_ERROR,
        'reminder.1': LEAD_ERROR,
      },
    });
  });

  it('names the server’s fields as the dialog’s, and sums a link up', () => {
    expect(policyFieldOf('reminders[2].enabled')).toBe('reminder.2');
    expect(policyFieldOf('reminders')).toBe('reminders');
    expect(policyFieldOf('changeCutoffHours')).toBe('changeCutoffHours');
    expect(policyFieldOf('name')).toBeNull();
    expect(policiesSummary({ changeCutoffHours: 24, reminders: DEFAULTS })).toBe(
      'Reminders 24 hours, 1 hour before · Changes until 24 hours before',
    );
  });

  it('says a repeated lead time', () => {
    const values = policyValues({ changeCutoffHours: 0, reminders: DEFAULTS });
    const result = readPolicies({
      ...values,
      reminders: [
        values.reminders[0]!,
        { ...values.reminders[1]!, amount: '1440', unit: 'minutes' },
      ],
    });
    expect(result).toEqual({ ok: false, errors: { 'reminder.1': REPEATED_LEAD_ERROR } });
  });
});

import { describe, expect, it } from 'vitest';
import {
  dailyLimitOptions,
  durationOptions,
  noticeLabel,
  noticeOptions,
  validateLinkForm,
  BOOKING_WINDOW_ERROR,
} from './link-form';

const valid = {
  name: '1-1 meeting',
  slugSuffix: 'standard',
  defaultDuration: '30',
  customDescription: '',
  minimumNotice: '',
  dailyLimit: '',
  slotInterval: '30',
  bookingWindowDays: '21',
};

describe('link form', () => {
  it.each([
    [{ slugSuffix: '' }, { slugSuffix: 'URL suffix is required' }],
    [
      { slugSuffix: 'Intro Call' },
      { slugSuffix: 'URL suffix can only contain lowercase letters, numbers, and hyphens' },
    ],
    [
      { slugSuffix: 'a/b' },
      { slugSuffix: 'URL suffix can only contain lowercase letters, numbers, and hyphens' },
    ],
    [{ name: '  ' }, { name: 'Name is required' }],
    [
      { defaultDuration: '4' },
      { defaultDuration: 'defaultDuration must be an integer from 5 to 480' },
    ],
    [
      { defaultDuration: '481' },
      { defaultDuration: 'defaultDuration must be an integer from 5 to 480' },
    ],
    [{ bookingWindowDays: '0' }, { bookingWindowDays: BOOKING_WINDOW_ERROR }],
    [{ bookingWindowDays: '61' }, { bookingWindowDays: BOOKING_WINDOW_ERROR }],
    [{ bookingWindowDays: '7.5' }, { bookingWindowDays: BOOKING_WINDOW_ERROR }],
    [{ bookingWindowDays: '' }, { bookingWindowDays: BOOKING_WINDOW_ERROR }],
    [
      { bookingWindowDays: 'two weeks', name: '' },
      { bookingWindowDays: BOOKING_WINDOW_ERROR, name: 'Name is required' },
    ],
  ])('rejects %j', (change, errors) => {
    expect(validateLinkForm({ ...valid, ...change })).toEqual({ success: false, errors });
  });

  it('accepts the bounds and normalises the output', () => {
    expect(
      validateLinkForm({
        ...valid,
        name: ' Intro ',
        defaultDuration: '480',
        customDescription: '  ',
      }),
    ).toEqual({
      success: true,
      output: {
        name: 'Intro',
        slugSuffix: 'standard',
        defaultDuration: 480,
        customDescription: null,
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 21,
      },
    });
    expect(validateLinkForm({ ...valid, defaultDuration: '5', customDescription: 'Hi' })).toEqual({
      success: true,
      output: {
        name: '1-1 meeting',
        slugSuffix: 'standard',
        defaultDuration: 5,
        customDescription: 'Hi',
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 21,
      },
    });
  });

  it("offers the spec's durations, plus a link's own odd one", () => {
    expect(durationOptions().map((o) => o.label)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
    ]);
    expect(durationOptions(20).map((o) => o.value)).toEqual([
      '15',
      '20',
      '30',
      '45',
      '60',
      '90',
      '120',
    ]);
  });

  it('reads the notice and the limit: empty is the default rules and no limit', () => {
    expect(validateLinkForm({ ...valid, minimumNotice: '1440', dailyLimit: '4' })).toMatchObject({
      success: true,
      output: { minimumNotice: 1440, dailyLimit: 4 },
    });
    expect(noticeLabel(null)).toBe('Default');
    expect([noticeLabel(45), noticeLabel(120), noticeLabel(1440), noticeLabel(10_080)]).toEqual([
      '45 minutes',
      '2 hours',
      '1 day',
      '7 days',
    ]);
    expect(noticeOptions(90).map((o) => o.value)).toEqual([
      '',
      '60',
      '90',
      '120',
      '240',
      '480',
      '1440',
      '2880',
      '10080',
    ]);
    expect(dailyLimitOptions(null)[0]).toEqual({ value: '', label: 'No limit' });
    expect(dailyLimitOptions(25).at(-1)).toEqual({ value: '25', label: '25 bookings a day' });
  });
});

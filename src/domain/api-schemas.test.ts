import { describe, expect, it } from 'vitest';
import {
  BookingFormSchema,
  BookingRequestSchema,
  BusySlotsRequestSchema,
  charCount,
  isDateTime,
  LinkFormSchema,
  MeetingsQuerySchema,
  PreferencesInputSchema,
  SchedulingLinkCreateSchema,
  SchedulingLinkUpdateSchema,
  SlugSuffixSchema,
  validate,
  WEEK_START_DATE_MESSAGE,
  WeeklyGoalsInputSchema,
  WeeklyGoalsQuerySchema,
  WorkflowsQuerySchema,
} from './api-schemas';

const days = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { enabled: true, startHour: 9, endHour: 17 }]),
);
const prefs = {
  timePreference: 'both',
  timezone: 'Europe/London',
  dayAvailability: days,
  bufferTime: 15,
  noBufferNeeded: false,
};

const errorOf = (result: ReturnType<typeof validate>) => (result.success ? null : result.error);

describe('date-times', () => {
  it.each([
    ['2026-11-02T05:00:00.000Z', true],
    ['2026-11-02T05:00:00Z', true],
    ['2026-11-02T00:00:00-05:00', true],
    ['2026-11-02T10:30+05:30', true],
    ['2026-11-02', false],
    ['2026-11-02T05:00:00', false],
    ['yesterday', false],
  ])('%s -> %s', (value, ok) => {
    expect(isDateTime(value)).toBe(ok);
  });

  it('normalises to UTC', () => {
    const result = validate(BusySlotsRequestSchema, {
      startDate: '2026-11-02T00:00:00-05:00',
      endDate: '2026-11-08T23:59:59.999-05:00',
    });
    expect(result).toEqual({
      success: true,
      output: { startDate: '2026-11-02T05:00:00.000Z', endDate: '2026-11-09T04:59:59.999Z' },
    });
  });
});

describe('preferences', () => {
  it('accepts a complete object, end hour before start hour included', () => {
    expect(
      validate(PreferencesInputSchema, {
        ...prefs,
        dayAvailability: { ...days, '1': { enabled: true, startHour: 17, endHour: 9 } },
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ bufferTime: 121 }, 'bufferTime must be an integer from 0 to 120'],
    [{ timezone: 'Nowhere/Atlantis' }, 'Unknown timezone: Nowhere/Atlantis'],
    [{ timezone: '' }, 'timezone is required'],
    [{ timePreference: 'noon' }, 'timePreference must be am, pm or both'],
    [{ noBufferNeeded: 'no' }, 'noBufferNeeded must be true or false'],
    [{ extra: true }, 'Unknown field: extra'],
  ])('%j -> %s', (patch, message) => {
    expect(errorOf(validate(PreferencesInputSchema, { ...prefs, ...patch }))).toBe(message);
  });

  it('rejects a non-object', () => {
    expect(errorOf(validate(PreferencesInputSchema, 'x'))).toBe(
      'The request body must be a JSON object',
    );
  });
});

describe('goals', () => {
  it('trims, keeps blanks, needs one goal and exactly three', () => {
    expect(
      validate(WeeklyGoalsInputSchema, {
        goals: [' a ', ' ', 'c'],
        weekStartDate: '2026-11-02',
      }),
    ).toMatchObject({
      success: true,
      output: { goals: ['a', '', 'c'] },
    });
    expect(
      errorOf(
        validate(WeeklyGoalsInputSchema, {
          goals: ['', '', ''],
          weekStartDate: '2026-11-02',
        }),
      ),
    ).toBe('You need to provide at least one goal for the week.');
    // 100 characters after trimming are fine.
    expect(
      validate(WeeklyGoalsInputSchema, {
        goals: [` ${'x'.repeat(100)} `, '', ''],
        weekStartDate: '2026-11-02',
      }).success,
    ).toBe(true);
  });

  it('names the week by its Monday’s date, kept as sent; anything else is refused', () => {
    expect(validate(WeeklyGoalsQuerySchema, { weekStartDate: '2026-11-02' })).toEqual({
      success: true,
      output: { weekStartDate: '2026-11-02' },
    });
    for (const weekStartDate of [
      '2026-11-03', // a Tuesday
      '2027-02-29', // no such day (not rolled over to Monday 1 March)
      '2027-02-30',
      '2026-11-02T05:00:00.000Z',
      '2026-11-02T00:00:00-05:00',
      '20261102',
      '',
    ]) {
      expect(errorOf(validate(WeeklyGoalsQuerySchema, { weekStartDate }))).toBe(
        WEEK_START_DATE_MESSAGE,
      );
      expect(
        errorOf(validate(WeeklyGoalsInputSchema, { goals: ['a', '', ''], weekStartDate })),
      ).toBe('weekStartDate must be a Monday (YYYY-MM-DD)');
    }
    expect(errorOf(validate(WeeklyGoalsQuerySchema, {}))).toBe('weekStartDate is required');
  });
});

describe('links', () => {
  const create = {
    name: 'Chat',
    defaultDuration: 30,
    slug: 'jordan-lee/chat',
    userId: 'u',
    type: 'standard',
  };

  it('accepts a valid link and defaults the description to null', () => {
    expect(validate(SchedulingLinkCreateSchema, create)).toEqual({
      success: true,
      output: { ...create, customDescription: null, minimumNotice: null, dailyLimit: null },
    });
  });

  it('validates the suffix with the spec’s messages', () => {
    expect(errorOf(validate(SlugSuffixSchema, ''))).toBe('URL suffix is required');
    expect(errorOf(validate(SlugSuffixSchema, 'Chat!'))).toBe(
      'URL suffix can only contain lowercase letters, numbers, and hyphens',
    );
    expect(validate(SlugSuffixSchema, 'chat-2').success).toBe(true);
    expect(errorOf(validate(SchedulingLinkCreateSchema, { ...create, slug: 'Jordan/chat' }))).toBe(
      'The slug prefix can only contain lowercase letters, numbers, and hyphens',
    );
  });

  it('validates the dialog form', () => {
    expect(
      errorOf(validate(LinkFormSchema, { name: '', slugSuffix: 'x', defaultDuration: 30 })),
    ).toBe('Name is required');
    expect(
      errorOf(validate(LinkFormSchema, { name: 'x', slugSuffix: '', defaultDuration: 30 })),
    ).toBe('URL suffix is required');
    expect(
      errorOf(validate(LinkFormSchema, { name: 'x', slugSuffix: 'y', defaultDuration: 500 })),
    ).toBe('defaultDuration must be an integer from 5 to 480');
  });

  it('allows a partial update but not the type or the owner', () => {
    expect(validate(SchedulingLinkUpdateSchema, { defaultDuration: 45 })).toEqual({
      success: true,
      output: { defaultDuration: 45 },
    });
    expect(errorOf(validate(SchedulingLinkUpdateSchema, { type: 'standard' }))).toBe(
      'type cannot be changed',
    );
    expect(validate(SchedulingLinkUpdateSchema, { customDescription: null })).toEqual({
      success: true,
      output: { customDescription: null },
    });
  });
});

describe('booking', () => {
  it('validates the details form with the spec’s messages', () => {
    expect(errorOf(validate(BookingFormSchema, { name: '', email: 'a@b.co' }))).toBe(
      'Name is required',
    );
    expect(errorOf(validate(BookingFormSchema, { name: 'A', email: '' }))).toBe(
      'Email is required',
    );
    expect(errorOf(validate(BookingFormSchema, { name: 'A', email: 'nope' }))).toBe(
      'Please enter a valid email address',
    );
    expect(validate(BookingFormSchema, { name: ' Alex ', email: ' alex@example.org ' })).toEqual({
      success: true,
      output: { name: 'Alex', email: 'alex@example.org' },
    });
  });

  it('validates a booking request', () => {
    const body = {
      title: 'Chat',
      description: '',
      startTime: '2026-11-05T15:00:00Z',
      endTime: '2026-11-05T15:30:00Z',
      attendeeEmail: 'a@example.org',
      attendeeName: 'A',
    };
    expect(validate(BookingRequestSchema, body)).toMatchObject({
      success: true,
      output: { startTime: '2026-11-05T15:00:00.000Z', endTime: '2026-11-05T15:30:00.000Z' },
    });
    const { description: _omitted, ...withoutDescription } = body;
    void _omitted;
    expect(errorOf(validate(BookingRequestSchema, withoutDescription))).toBe(
      'description is required',
    );
  });

  it('limits busy-slot ranges', () => {
    expect(
      validate(BusySlotsRequestSchema, {
        startDate: '2026-11-01T00:00:00Z',
        endDate: '2027-01-02T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      errorOf(
        validate(BusySlotsRequestSchema, {
          startDate: '2026-11-01T00:00:00Z',
          endDate: '2027-01-02T00:00:01Z',
        }),
      ),
    ).toBe('The range must not exceed 62 days');
  });
});

describe('queries', () => {
  it('reads query strings', () => {
    expect(validate(MeetingsQuerySchema, {})).toEqual({ success: true, output: {} });
    expect(validate(WorkflowsQuerySchema, {})).toEqual({
      success: true,
      output: { limit: 100, page: 1 },
    });
    expect(validate(WorkflowsQuerySchema, { status: 'failed', limit: '5', page: '3' })).toEqual({
      success: true,
      output: { status: 'failed', limit: 5, page: 3 },
    });
  });
});

describe('security rules of the shared validation', () => {
  it('accepts real calendar values only', () => {
    expect(isDateTime('2028-02-29T23:59:59.999Z')).toBe(true);
    expect(isDateTime('2026-11-02T05:00:00+05:30')).toBe(true);
    for (const bad of [
      '2027-02-29T05:00:00Z',
      '2027-02-30T05:00:00Z',
      '2026-11-01T24:00:00Z',
      '2026-11-01T23:60:00Z',
      '2026-11-01T23:59:60Z',
      '2026-13-01T00:00:00Z',
      '2026-11-01T00:00:00+24:00',
    ])
      expect(isDateTime(bad)).toBe(false);
  });

  it('counts lengths in characters (code points): 60 emoji are 60 characters', () => {
    expect(charCount('😀'.repeat(60))).toBe(60);
    const goals = validate(WeeklyGoalsInputSchema, {
      goals: ['😀'.repeat(100), '', ''],
      weekStartDate: '2026-11-02',
    });
    expect(goals.success).toBe(true);
    expect(
      validate(WeeklyGoalsInputSchema, {
        goals: ['😀'.repeat(101), '', ''],
        weekStartDate: '2026-11-02',
      }).success,
    ).toBe(false);
  });
});

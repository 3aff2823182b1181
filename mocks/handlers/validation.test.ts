import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from '../db';
import { api, errorOf, JORDAN_GOALS_WEEK, NOW, signInAs, useScenario } from '../test/helpers';

const DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const day = { enabled: true, startHour: 9, endHour: 17 };
const prefs = (patch: Record<string, unknown> = {}) => ({
  timePreference: 'am',
  timezone: 'America/New_York',
  dayAvailability: Object.fromEntries(DAYS.map((d) => [d, day])),
  bufferTime: 15,
  noBufferNeeded: false,
  ...patch,
});
const withDay = (key: string, value: unknown) => ({
  ...Object.fromEntries(DAYS.map((d) => [d, day])),
  [key]: value,
});
const { '6': _saturday, ...sixDays } = withDay('0', day);
void _saturday;

const link = (patch: Record<string, unknown> = {}) => ({
  name: 'Coffee chat',
  customDescription: null,
  defaultDuration: 30,
  slug: 'jordan-lee/coffee',
  userId: 'usr_jordan_lee',
  type: 'standard',
  ...patch,
});

type Case = [label: string, method: string, path: string, body: unknown, error: string];

const CASES: Case[] = [
  // Preferences (full-object validation)
  [
    'buffer over 120',
    'PUT',
    '/api/user/preferences',
    prefs({ bufferTime: 121 }),
    'bufferTime must be an integer from 0 to 120',
  ],
  [
    'buffer negative',
    'PUT',
    '/api/user/preferences',
    prefs({ bufferTime: -1 }),
    'bufferTime must be an integer from 0 to 120',
  ],
  [
    'buffer not a number',
    'PUT',
    '/api/user/preferences',
    prefs({ bufferTime: '15' }),
    'bufferTime must be an integer from 0 to 120',
  ],
  [
    'buffer fractional',
    'PUT',
    '/api/user/preferences',
    prefs({ bufferTime: 7.5 }),
    'bufferTime must be an integer from 0 to 120',
  ],
  [
    'hour 24',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('3', { ...day, endHour: 24 }) }),
    'dayAvailability.3.endHour must be an integer from 0 to 23',
  ],
  [
    'hour negative',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('1', { ...day, startHour: -1 }) }),
    'dayAvailability.1.startHour must be an integer from 0 to 23',
  ],
  [
    'missing day',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: sixDays }),
    'dayAvailability.6 is required',
  ],
  [
    'unknown day',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('7', day) }),
    'Unknown field: dayAvailability.7',
  ],
  [
    'enabled not boolean',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('2', { ...day, enabled: 'yes' }) }),
    'dayAvailability.2.enabled must be true or false',
  ],
  [
    'unknown zone',
    'PUT',
    '/api/user/preferences',
    prefs({ timezone: 'Mars/Olympus_Mons' }),
    'Unknown timezone: Mars/Olympus_Mons',
  ],
  [
    'bad time preference',
    'PUT',
    '/api/user/preferences',
    prefs({ timePreference: 'evening' }),
    'timePreference must be am, pm or both',
  ],
  [
    'read-only field',
    'PUT',
    '/api/user/preferences',
    prefs({ slackId: 'U1' }),
    'Unknown field: slackId',
  ],
  [
    'missing field',
    'PUT',
    '/api/user/preferences',
    { ...prefs(), noBufferNeeded: undefined },
    'noBufferNeeded is required',
  ],
  [
    'malformed JSON',
    'PUT',
    '/api/user/preferences',
    '{"timePreference":',
    'The request body must be valid JSON',
  ],
  [
    'ranges that overlap',
    'PUT',
    '/api/user/preferences',
    prefs({
      dayAvailability: withDay('1', {
        ...day,
        ranges: [
          { start: 540, end: 720 },
          { start: 690, end: 900 },
        ],
      }),
    }),
    'dayAvailability.1.ranges must not overlap',
  ],
  [
    'a range ending before its start',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('2', { ...day, ranges: [{ start: 600, end: 540 }] }) }),
    'dayAvailability.2.ranges: each end must be after its start',
  ],
  [
    'a range off the quarter hours',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('3', { ...day, ranges: [{ start: 550, end: 600 }] }) }),
    'dayAvailability.3.ranges.start must be on a quarter hour (a multiple of 15 minutes)',
  ],
  [
    'a range past midnight',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('4', { ...day, ranges: [{ start: 1380, end: 1455 }] }) }),
    'dayAvailability.4.ranges.end must be an integer from 15 to 1440',
  ],
  [
    'an empty list of ranges',
    'PUT',
    '/api/user/preferences',
    prefs({ dayAvailability: withDay('5', { ...day, ranges: [] }) }),
    'dayAvailability.5.ranges must hold at least one range',
  ],
  [
    'date override ranges that overlap',
    'PUT',
    '/api/user/preferences',
    prefs({
      dateOverrides: [
        {
          date: '2026-12-01',
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 540, end: 600 },
          ],
        },
      ],
    }),
    'dateOverrides.ranges must not overlap',
  ],
  [
    'link interval of 20 minutes',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { slotInterval: 20 },
    'slotInterval must be 15, 30 or 60 (minutes)',
  ],
  [
    'link window of no days',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { bookingWindowDays: 0 },
    'bookingWindowDays must be an integer from 1 to 60',
  ],
  [
    'link window of 61 days on create',
    'POST',
    '/api/scheduling-links',
    link({ bookingWindowDays: 61 }),
    'bookingWindowDays must be an integer from 1 to 60',
  ],
  [
    'link interval as text on create',
    'POST',
    '/api/scheduling-links',
    link({ slotInterval: '15' }),
    'slotInterval must be 15, 30 or 60 (minutes)',
  ],
  ['array body', 'PUT', '/api/user/preferences', '[]', 'The request body must be a JSON object'],
  ['empty body', 'PUT', '/api/user/preferences', '', 'The request body must be a JSON object'],
  // Goals
  [
    'two goals',
    'POST',
    '/api/goals',
    { goals: ['a', 'b'], weekStartDate: JORDAN_GOALS_WEEK },
    'goals must hold exactly 3 goals',
  ],
  [
    'four goals',
    'POST',
    '/api/goals',
    { goals: ['a', 'b', 'c', 'd'], weekStartDate: JORDAN_GOALS_WEEK },
    'goals must hold exactly 3 goals',
  ],
  [
    'all blank',
    'POST',
    '/api/goals',
    { goals: ['  ', '', '\t'], weekStartDate: JORDAN_GOALS_WEEK },
    'You need to provide at least one goal for the week.',
  ],
  [
    'goal too long',
    'POST',
    '/api/goals',
    { goals: ['x'.repeat(101), '', ''], weekStartDate: JORDAN_GOALS_WEEK },
    'Each goal must be at most 100 characters',
  ],
  [
    'goal not a string',
    'POST',
    '/api/goals',
    { goals: [1, '', ''], weekStartDate: JORDAN_GOALS_WEEK },
    'Each goal must be a string',
  ],
  ['week missing', 'POST', '/api/goals', { goals: ['a', '', ''] }, 'weekStartDate is required'],
  [
    'week an instant, not a date',
    'POST',
    '/api/goals',
    { goals: ['a', '', ''], weekStartDate: '2026-11-02T05:00:00.000Z' },
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'week not a Monday',
    'POST',
    '/api/goals',
    { goals: ['a', '', ''], weekStartDate: '2026-11-04' },
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'week not a string',
    'POST',
    '/api/goals',
    { goals: ['a', '', ''], weekStartDate: 20261102 },
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  ['goals query missing', 'GET', '/api/goals', undefined, 'weekStartDate is required'],
  [
    'goals query garbage',
    'GET',
    '/api/goals?weekStartDate=monday',
    undefined,
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'goals query not a Monday',
    'GET',
    '/api/goals?weekStartDate=2026-11-08',
    undefined,
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'goals query an instant',
    'GET',
    '/api/goals?weekStartDate=2026-11-09T05:00:00Z',
    undefined,
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  // Links: create
  [
    'suffix with capitals',
    'POST',
    '/api/scheduling-links',
    link({ slug: 'jordan-lee/Coffee' }),
    'URL suffix can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'suffix with a space',
    'POST',
    '/api/scheduling-links',
    link({ slug: 'jordan-lee/coffee chat' }),
    'URL suffix can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'suffix empty',
    'POST',
    '/api/scheduling-links',
    link({ slug: 'jordan-lee/' }),
    'URL suffix is required',
  ],
  [
    'slug without prefix',
    'POST',
    '/api/scheduling-links',
    link({ slug: 'coffee' }),
    'slug must have the form {prefix}/{suffix}',
  ],
  ['name empty', 'POST', '/api/scheduling-links', link({ name: '' }), 'Name is required'],
  ['name blank', 'POST', '/api/scheduling-links', link({ name: '   ' }), 'Name is required'],
  [
    'duration 4',
    'POST',
    '/api/scheduling-links',
    link({ defaultDuration: 4 }),
    'defaultDuration must be an integer from 5 to 480',
  ],
  [
    'duration 481',
    'POST',
    '/api/scheduling-links',
    link({ defaultDuration: 481 }),
    'defaultDuration must be an integer from 5 to 480',
  ],
  [
    'duration fractional',
    'POST',
    '/api/scheduling-links',
    link({ defaultDuration: 30.5 }),
    'defaultDuration must be an integer from 5 to 480',
  ],
  [
    'bad type',
    'POST',
    '/api/scheduling-links',
    link({ type: 'vip' }),
    'type must be high_priority or standard',
  ],
  [
    'description too long',
    'POST',
    '/api/scheduling-links',
    link({ customDescription: 'x'.repeat(501) }),
    'customDescription must be at most 500 characters',
  ],
  [
    'unknown field',
    'POST',
    '/api/scheduling-links',
    link({ color: 'red' }),
    'Unknown field: color',
  ],
  [
    'userId missing',
    'POST',
    '/api/scheduling-links',
    link({ userId: undefined }),
    'userId is required',
  ],
  // Links: update
  [
    'empty patch',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    {},
    'Give at least one of name, customDescription, defaultDuration, slug, previousSlugs, minimumNotice, dailyLimit, slotInterval, bookingWindowDays, active, durations, location, locations, secret, singleUse, questions, maxGuests, changeCutoffHours, requiresApproval, reminders',
  ],
  [
    'type change',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { type: 'high_priority' },
    'type cannot be changed',
  ],
  [
    'owner change',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { userId: 'usr_priya_shah' },
    'userId cannot be changed',
  ],
  [
    'patch bad suffix',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { slug: 'jordan-lee/a_b' },
    'URL suffix can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'patch duration 0',
    'PATCH',
    '/api/scheduling-links/lnk_jordan_standard',
    { defaultDuration: 0 },
    'defaultDuration must be an integer from 5 to 480',
  ],
  // Calendars
  [
    'calendar not an address',
    'DELETE',
    '/api/user/connected-calendars/not-an-email',
    undefined,
    'calendar must be an e-mail address',
  ],
  [
    'primary calendar',
    'DELETE',
    '/api/user/connected-calendars/jordan.lee%40example.com',
    undefined,
    'The primary calendar cannot be disconnected',
  ],
  // Queries
  [
    'meetings one bound',
    'GET',
    '/api/dashboard/meetings?startDate=2026-11-02T05:00:00Z',
    undefined,
    'startDate and endDate must be given together',
  ],
  [
    'meetings reversed',
    'GET',
    '/api/dashboard/meetings?startDate=2026-11-09T05:00:00Z&endDate=2026-11-02T05:00:00Z',
    undefined,
    'endDate must be after startDate',
  ],
  [
    'meetings too long',
    'GET',
    '/api/dashboard/meetings?startDate=2026-01-01T00:00:00Z&endDate=2026-03-15T00:00:00Z',
    undefined,
    'The range must not exceed 62 days',
  ],
  [
    'meetings garbage',
    'GET',
    '/api/dashboard/meetings?startDate=yesterday&endDate=2026-11-02T05:00:00Z',
    undefined,
    'startDate must be an RFC 3339 date-time',
  ],
  [
    'activity limit 0',
    'GET',
    '/api/dashboard/activity?limit=0',
    undefined,
    'limit must be an integer from 1 to 100',
  ],
  [
    'activity limit 101',
    'GET',
    '/api/dashboard/activity?limit=101',
    undefined,
    'limit must be an integer from 1 to 100',
  ],
  [
    'activity limit text',
    'GET',
    '/api/dashboard/activity?limit=ten',
    undefined,
    'limit must be an integer from 1 to 100',
  ],
  [
    'workflows status',
    'GET',
    '/api/dashboard/workflows?status=done',
    undefined,
    'status must be one of parsing_input, fetching_meeting_options, sending_options_to_user, awaiting_meeting_selection, meeting_selected_prepare_data, find_new_slots_for_selected_meeting, awaiting_new_slot_selection, awaiting_host_response, rescheduled, rejected, failed',
  ],
  [
    'workflows limit',
    'GET',
    '/api/dashboard/workflows?limit=1001',
    undefined,
    'limit must be an integer from 1 to 1000',
  ],
  // Public booking calls
  [
    'busy-slots reversed',
    'POST',
    '/api/scheduling-links/jordan-lee/standard/busy-slots',
    { startDate: '2026-11-10T00:00:00Z', endDate: '2026-11-05T00:00:00Z' },
    'endDate must be after startDate',
  ],
  [
    'busy-slots too long',
    'POST',
    '/api/scheduling-links/jordan-lee/standard/busy-slots',
    { startDate: '2026-11-01T00:00:00Z', endDate: '2027-02-01T00:00:00Z' },
    'The range must not exceed 62 days',
  ],
  [
    'busy-slots missing',
    'POST',
    '/api/scheduling-links/jordan-lee/standard/busy-slots',
    { startDate: '2026-11-01T00:00:00Z' },
    'endDate is required',
  ],
];

const booking = (patch: Record<string, unknown> = {}) => ({
  title: '1-1 meeting with Alex Morgan',
  description: '',
  startTime: '2026-11-05T15:00:00.000Z',
  endTime: '2026-11-05T15:30:00.000Z',
  attendeeEmail: 'alex@example.org',
  attendeeName: 'Alex Morgan',
  ...patch,
});
const BOOK = '/api/scheduling-links/jordan-lee/standard/book';
CASES.push(
  [
    'booking bad e-mail',
    'POST',
    BOOK,
    booking({ attendeeEmail: 'alex' }),
    'Please enter a valid email address',
  ],
  ['booking e-mail empty', 'POST', BOOK, booking({ attendeeEmail: '' }), 'Email is required'],
  ['booking name blank', 'POST', BOOK, booking({ attendeeName: '  ' }), 'Name is required'],
  ['booking title missing', 'POST', BOOK, booking({ title: undefined }), 'title is required'],
  [
    'booking wrong length',
    'POST',
    BOOK,
    booking({ endTime: '2026-11-05T16:00:00.000Z' }),
    'The meeting must last 30 minutes',
  ],
  [
    'booking off boundary',
    'POST',
    BOOK,
    booking({ startTime: '2026-11-05T15:10:00.000Z', endTime: '2026-11-05T15:40:00.000Z' }),
    'Meetings must start on a quarter hour',
  ],
  [
    'booking end first',
    'POST',
    BOOK,
    booking({ endTime: '2026-11-05T14:30:00.000Z' }),
    'endTime must be after startTime',
  ],
  ['booking extra field', 'POST', BOOK, booking({ notes: 'hi' }), 'Unknown field: notes'],
  [
    'booking title with CR/LF (mail header injection)',
    'POST',
    BOOK,
    booking({ title: 'Chat\r\nBcc: victim@example.org' }),
    'title must not contain line breaks, control characters or bidirectional overrides',
  ],
  [
    'booking name with NUL',
    'POST',
    BOOK,
    booking({ attendeeName: 'Alex\u0000Morgan' }),
    'Name must not contain line breaks, control characters or bidirectional overrides',
  ],
  [
    'booking name with a bidi override',
    'POST',
    BOOK,
    booking({ attendeeName: 'Alex \u202Egnalrom' }),
    'Name must not contain line breaks, control characters or bidirectional overrides',
  ],
  [
    'booking on 30 February',
    'POST',
    BOOK,
    booking({ startTime: '2027-02-30T15:00:00Z', endTime: '2027-02-30T15:30:00Z' }),
    'startTime must be an RFC 3339 date-time',
  ],
  [
    'goals week at T24:00',
    'GET',
    '/api/goals?weekStartDate=2026-11-01T24:00:00Z',
    undefined,
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'goals week on 30 February',
    'GET',
    '/api/goals?weekStartDate=2027-02-30',
    undefined,
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
  [
    'goals week on 29 February of a common year (not rolled over to Monday 1 March)',
    'POST',
    '/api/goals',
    { goals: ['a', '', ''], weekStartDate: '2027-02-29' },
    'weekStartDate must be a Monday (YYYY-MM-DD)',
  ],
);

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('invalid requests get 400 {error} and change nothing', () => {
  it.each(CASES)('%s', async (_label, method, path, body, error) => {
    const before = JSON.stringify(snapshot());
    const call = await api(method, path, body);
    expect(call.status).toBe(400);
    expect(errorOf(call)).toBe(error);
    expect(JSON.stringify(snapshot())).toBe(before);
  });
});

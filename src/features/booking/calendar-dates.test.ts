import { describe, expect, it } from 'vitest';
import { isCalendarConnectionError, isSlotTaken, validateBookingForm } from './booking-form';
import { bookingSearchSchema } from './booking-search';
import { addMonths, dateKeyIn, formatLongDate, formatMonth, monthWeeks } from './calendar-dates';
import { formatTime, utcOffsetLabel, zoneLabel } from '../../domain/time-text';

const WINTER = Date.parse('2026-01-15T12:00:00Z');
const SUMMER = Date.parse('2026-07-15T12:00:00Z');

describe('calendar dates', () => {
  it.each([
    ['America/Los_Angeles', WINTER, 'UTC-08:00'],
    ['America/Los_Angeles', SUMMER, 'UTC-07:00'],
    ['Asia/Kolkata', WINTER, 'UTC+05:30'],
    ['Pacific/Auckland', WINTER, 'UTC+13:00'],
    ['UTC', WINTER, 'UTC+00:00'],
    ['Europe/London', WINTER, 'UTC+00:00'],
  ])('gives the UTC offset of %s', (zone, at, label) => {
    expect(utcOffsetLabel(zone, at)).toBe(label);
  });

  it('labels a zone with its offset', () => {
    expect(zoneLabel('America/Los_Angeles', WINTER)).toBe('Los Angeles (America) · UTC-08:00');
  });

  it("gives an instant's date in a zone, across midnight UTC", () => {
    const at = '2026-11-24T23:30:00.000Z';
    expect(dateKeyIn('UTC', at)).toBe('2026-11-24');
    expect(dateKeyIn('Asia/Tokyo', at)).toBe('2026-11-25');
    expect(dateKeyIn('America/Los_Angeles', at)).toBe('2026-11-24');
  });

  it('formats times in 12 and 24 hours', () => {
    expect(formatTime('2026-11-24T14:00:00.000Z', 'America/New_York', '12h')).toBe('9:00 AM');
    expect(formatTime('2026-11-24T17:30:00.000Z', 'America/New_York', '12h')).toBe('12:30 PM');
    expect(formatTime('2026-11-24T05:00:00.000Z', 'America/New_York', '12h')).toBe('12:00 AM');
    expect(formatTime('2026-11-24T05:00:00.000Z', 'America/New_York', '24h')).toBe('00:00');
    expect(formatTime('2026-11-24T21:45:00.000Z', 'America/New_York', '24h')).toBe('16:45');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    const february = monthWeeks('2026-02');
    expect(february[0]?.slice(0, 1)).toEqual(['2026-02-01']);
    const march = monthWeeks('2027-03');
    expect(march[0]?.slice(0, 2)).toEqual([null, '2027-03-01']);
    expect(march.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months and formats dates without any machine zone', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatLongDate('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });
});

describe('booking form', () => {
  it.each([
    [
      { name: '', email: '' },
      { name: 'Name is required', email: 'Email is required' },
    ],
    [
      { name: '   ', email: 'a@b' },
      { name: 'Name is required', email: 'Please enter a valid email address' },
    ],
    [{ name: 'Alex', email: '  ' }, { email: 'Email is required' }],
  ])('checks %j', (values, errors) => {
    expect(validateBookingForm(values)).toEqual({ success: false, errors });
  });

  it('gives trimmed values', () => {
    expect(validateBookingForm({ name: ' Alex ', email: ' alex@example.org ' })).toEqual({
      success: true,
      output: { name: 'Alex', email: 'alex@example.org' },
    });
  });

  it('tells a calendar connection problem by its words', () => {
    expect(isCalendarConnectionError({ message: 'Google Calendar authentication expired' })).toBe(
      true,
    );
    expect(isCalendarConnectionError({ message: 'token EXPIRED' })).toBe(true);
    expect(isCalendarConnectionError({ message: 'Database unavailable' })).toBe(false);
  });

  it('decides by the code when the answer has one, whatever the words', () => {
    expect(
      isCalendarConnectionError({ code: 'calendar_auth_expired', message: 'Host offline' }),
    ).toBe(true);
    expect(isCalendarConnectionError({ code: 'calendar_not_connected', message: '' })).toBe(true);
    // Words that would match the spec's rule, but the code says what it is.
    expect(
      isCalendarConnectionError({ code: 'rate_limited', message: 'Google says: try again' }),
    ).toBe(false);
  });

  it('tells a slot taken meanwhile from other conflicts', () => {
    expect(isSlotTaken({ status: 409, code: 'slot_taken', message: 'Gone' })).toBe(true);
    expect(isSlotTaken({ status: 409, code: 'booking_cancelled', message: 'Cancelled' })).toBe(
      false,
    );
    expect(isSlotTaken({ status: 409, code: 'calendar_auth_expired', message: '' })).toBe(false);
    // Without a code: a 409 not about the host's calendar, as before codes existed.
    expect(isSlotTaken({ status: 409, message: 'This time slot is no longer available.' })).toBe(
      true,
    );
    expect(isSlotTaken({ status: 409, message: 'Google Calendar authentication expired' })).toBe(
      false,
    );
    expect(isSlotTaken({ status: 500, message: 'Database unavailable' })).toBe(false);
  });
});

describe('booking search params', () => {
  const parse = bookingSearchSchema;

  it('keeps a valid place', () => {
    expect(
      parse({ month: '2026-11', date: '2026-11-24', slot: '2026-11-24T10:00:00-05:00' }),
    ).toEqual({ month: '2026-11', date: '2026-11-24', slot: '2026-11-24T15:00:00.000Z' });
  });

  it('drops what cannot be read, never failing', () => {
    expect(parse({ month: '2026-13', date: '2026-02-30', slot: 'tomorrow', other: 'x' })).toEqual({
      month: undefined,
      date: undefined,
      slot: undefined,
    });
    expect(parse({ month: 202611 })).toEqual({
      month: undefined,
      date: undefined,
      slot: undefined,
    });
  });

  it('keeps embed mode through the visit, and drops an origin that is not one', () => {
    // As the address format reads `?embed=1&embedOrigin=https%3A%2F%2Facme.example`.
    expect(parse({ embed: 1, embedOrigin: 'https://acme.example', date: '2026-11-26' })).toEqual({
      embed: 1,
      embedOrigin: 'https://acme.example',
      date: '2026-11-26',
    });
    expect(parse({ embed: 2, embedOrigin: 'javascript:alert(1)' })).toEqual({});
    expect(parse({ embed: '1', embedOrigin: 'https://acme.example/path' })).toEqual({ embed: 1 });
  });
});

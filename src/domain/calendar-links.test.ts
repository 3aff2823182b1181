import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

const event = {
  title: 'Intro with Jordan Lee',
  start: '2026-11-24T17:30:00.000Z',
  end: '2026-11-24T18:00:00.000Z',
  details: 'Manage: https://x.test/bookings/b?token=t&x=1',
};

describe('add-to-calendar links', () => {
  it('gives Google Calendar the times in compact UTC and the texts encoded', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261124T173000Z/20261124T180000Z');
    expect(url.searchParams.get('text')).toBe('Intro with Jordan Lee');
    expect(url.searchParams.get('details')).toBe(event.details);
  });

  it('gives Outlook ISO times', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe('2026-11-24T17:30:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-24T18:00:00.000Z');
    expect(url.searchParams.get('subject')).toBe('Intro with Jordan Lee');
  });
});

describe('add-to-calendar links: the place', () => {
  it('gives both calendars the location', () => {
    const placed = { ...event, location: '1 Main Street, Springfield' };
    expect(new URL(googleCalendarUrl(placed)).searchParams.get('location')).toBe(
      '1 Main Street, Springfield',
    );
    expect(new URL(outlookCalendarUrl(placed)).searchParams.get('location')).toBe(
      '1 Main Street, Springfield',
    );
  });

  it('leaves the location out without a place', () => {
    expect(new URL(googleCalendarUrl(event)).searchParams.has('location')).toBe(false);
    expect(new URL(outlookCalendarUrl(event)).searchParams.has('location')).toBe(false);
  });
});

/** How the Bookings screen writes times: always in the host's zone, with the zone's short name. */
import { dateText, timeText, zoneAbbreviation } from '../../domain/time-text';
import type { HostBooking } from './api';

/** "Tue, Nov 10, 2026" */
export function formatDay(iso: string, timeZone: string): string {
  return dateText(iso, timeZone, 'short', 'en-US');
}

/** "10:00 AM" */
export function formatClock(iso: string, timeZone: string): string {
  return timeText(iso, timeZone);
}

/** "EST" (or "GMT+5:30" where the zone has no abbreviation in English). */
export function zoneName(iso: string, timeZone: string): string {
  return zoneAbbreviation(Date.parse(iso), timeZone);
}

/** "10:00 – 10:30 AM EST" style: both ends and the zone at the start. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  return `${formatClock(start, timeZone)} – ${formatClock(end, timeZone)} ${zoneName(start, timeZone)}`;
}

/** "Tue, Nov 10, 2026, 10:00 AM EST": one instant, in full. */
export function formatMoment(iso: string, timeZone: string): string {
  return `${formatDay(iso, timeZone)}, ${formatClock(iso, timeZone)} ${zoneName(iso, timeZone)}`;
}

type BookingLocation = NonNullable<HostBooking['location']>;

/**
 * Where a booking takes place, as its host reads it: what kind of place and the place itself
 * (`href` where it opens: the meeting address, the number to call).
 */
export function locationForHost(
  location: BookingLocation,
  attendeeName: string,
): { kind: string; text: string; href?: string } {
  switch (location.kind) {
    case 'video':
      return { kind: 'Video call', text: location.url, href: location.url };
    case 'phone':
      return location.caller === 'host'
        ? {
            kind: 'Phone call',
            text: `you call ${location.number}`,
            href: `tel:${location.number.replace(/[^\d+]/g, '')}`,
          }
        : { kind: 'Phone call', text: `${attendeeName} calls you at ${location.number}` };
    case 'in_person':
      return { kind: 'In person', text: location.address };
    case 'custom':
      return { kind: 'Location', text: location.text };
  }
}

/** "2 guests · 1 answer": what a booking's details hold, for its row. */
export function detailsCount(booking: Pick<HostBooking, 'guests' | 'answers'>): string {
  const parts: string[] = [];
  const guests = booking.guests.length;
  const answers = booking.answers.length;
  if (guests > 0) parts.push(`${guests} ${guests === 1 ? 'guest' : 'guests'}`);
  if (answers > 0) parts.push(`${answers} ${answers === 1 ? 'answer' : 'answers'}`);
  return parts.join(' · ');
}

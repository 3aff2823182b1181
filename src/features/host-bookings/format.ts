/** How the Bookings screen writes times: always in the host's zone, with the zone's short name. */

function parts(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(new Date(iso));
}

/** "Tue, Nov 10, 2026" */
export function formatDay(iso: string, timeZone: string): string {
  return parts(iso, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "10:00 AM" */
export function formatClock(iso: string, timeZone: string): string {
  return parts(iso, timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** "EST" (or "GMT+5:30" where the zone has no abbreviation in English). */
export function zoneName(iso: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "10:00 – 10:30 AM EST" style: both ends and the zone at the start. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  return `${formatClock(start, timeZone)} – ${formatClock(end, timeZone)} ${zoneName(start, timeZone)}`;
}

/** "Tue, Nov 10, 2026, 10:00 AM EST": one instant, in full. */
export function formatMoment(iso: string, timeZone: string): string {
  return `${formatDay(iso, timeZone)}, ${formatClock(iso, timeZone)} ${zoneName(iso, timeZone)}`;
}

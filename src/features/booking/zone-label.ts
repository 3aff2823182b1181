/**
 * A zone with its UTC offset, as the booking page shows the visitor's zone. Apart from
 * `calendar-dates.ts` (whose formatters are made when it loads): index.html's boot script draws the
 * booking page's header with it before the app's JS has arrived (`src/boot/booking-header.ts`).
 */

import { zoneCity } from '../../domain/zone-city';

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant: 'UTC-08:00', 'UTC+05:30', 'UTC+00:00'. */
export function utcOffsetLabel(timeZone: string, at: number): string {
  try {
    let format = offsetFormatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetFormatters.set(timeZone, format);
    }
    const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
    const offset = (name ?? 'GMT').replace(/^GMT/, '');
    return `UTC${offset === '' ? '+00:00' : offset}`;
  } catch {
    return 'UTC+00:00';
  }
}

/** 'Los Angeles (America) · UTC-08:00': the header, the summary and the zone picker say the same. */
export function zoneLabel(timeZone: string, at: number): string {
  return `${zoneCity(timeZone)} · ${utcOffsetLabel(timeZone, at)}`;
}

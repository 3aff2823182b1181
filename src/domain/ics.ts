/**
 * A single-event iCalendar file (RFC 5545) for "add to my calendar" after a booking.
 * Pure: the caller passes every value, including the stamp time.
 */
export interface IcsEvent {
  uid: string;
  title: string;
  description?: string;
  /** A page about the event (the booking's own page). */
  url?: string;
  /** Where the meeting takes place (an address, a phone number, a video call's address). */
  location?: string;
  /** A video call's own address (RFC 7986 CONFERENCE), which calendars show as "Join". */
  videoUrl?: string;
  start: string | Date;
  end: string | Date;
  organizerName?: string;
  stamp: string | Date;
}

/** 2026-11-24T14:30:00.000Z -> 20261124T143000Z */
function icsDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds content lines longer than 75 octets, as RFC 5545 section 3.1 requires. */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Slotwise//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.videoUrl ? [`CONFERENCE;VALUE=URI;FEATURE=VIDEO:${event.videoUrl}`] : []),
    ...(event.organizerName
      ? [`ORGANIZER;CN=${icsText(event.organizerName)}:mailto:noreply@slotwise.app`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

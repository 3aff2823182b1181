/**
 * Times in words, for people: an instant's wall time, its day, its weekday, a zone's name and its
 * offset, in a given zone and locale. The one place where the app (the booking page, the planner,
 * the workflow details), the mock backend's notices and the assistant's messages write a time.
 * Dates without a zone are counted in `civil-date.ts`; zone arithmetic is `zone-clock.ts`'s.
 *
 * Pure: Intl only, never the clock; an unknown zone throws a RangeError unless a function says
 * otherwise. Formatters are cached per locale, zone and style: building one is the costly part.
 * The build gives this module a chunk of its own, which the booking page and its success page
 * share (vite.config.ts).
 */

/** The visitor's choice of clock on the booking page. */
export type ClockFormat = '12h' | '24h';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a style (`style` names `options`) in a locale and a zone, made once. */
function formatter(
  style: string,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const at = (instant: string | number) =>
  typeof instant === 'number' ? instant : Date.parse(instant);

/**
 * An instant's wall time in the zone, in the locale's words: '9:00 AM' (12h) or '09:00' (24h) in
 * English, '午前9:00' or '09:00' in Japanese. The booking page passes its language's locale.
 */
export function formatTime(
  instant: string,
  timeZone: string,
  clock: ClockFormat,
  locale = 'en-US',
): string {
  return formatter(clock, locale, timeZone, {
    hour: clock === '12h' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: clock === '12h' ? 'h12' : 'h23',
  }).format(at(instant));
}

/** An instant's wall time in the locale's own habit: '2:00 PM' in English. */
export function timeText(instant: string | number, timeZone: string, locale = 'en-US'): string {
  return formatter('time', locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(
    at(instant),
  );
}

/** The day of an instant, short: 'Tue, Nov 10' in English. */
export function dayText(instant: string | number, timeZone: string, locale = 'en-US'): string {
  return formatter('day', locale, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(at(instant));
}

/** The weekday of an instant: 'Tuesday' in English. */
export function weekdayName(instant: string | number, timeZone: string, locale = 'en-US'): string {
  return formatter('weekday', locale, timeZone, { weekday: 'long' }).format(at(instant));
}

/** An instant with its day and the zone's short name: 'Thu, Nov 26, 7:30 PM EST' in English. */
export function momentText(instant: string | number, timeZone: string, locale = 'en-US'): string {
  return formatter('moment', locale, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at(instant));
}

/**
 * The zone's short name at `instant` as the browser writes it in English: 'EST', 'EDT', 'GMT',
 * 'BST', or 'GMT+5:30' where the zone has no common abbreviation; the name itself for a zone the
 * runtime does not know.
 */
export function zoneAbbreviation(instant: number | Date, zone: string): string {
  try {
    return (
      formatter('zone', 'en-US', zone, { timeZoneName: 'short' })
        .formatToParts(+instant)
        .find((part) => part.type === 'timeZoneName')?.value ?? zone
    );
  } catch {
    return zone;
  }
}

/** "Asia/Ho_Chi_Minh" → "Ho Chi Minh (Asia)"; "UTC" stays. A zone as people read it. */
export function zoneCity(zone: string): string {
  const parts = zone.split('/');
  if (parts.length === 1) return zone;
  return `${parts.slice(1).join(' / ').replace(/_/g, ' ')} (${parts[0]})`;
}

/**
 * The zone's UTC offset at an instant: 'UTC-08:00', 'UTC+05:30', 'UTC+00:00' (also for a zone the
 * runtime does not know).
 */
export function utcOffsetLabel(timeZone: string, instant: number): string {
  try {
    const name = formatter('offset', 'en-US', timeZone, { timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = (name ?? 'GMT').replace(/^GMT/, '');
    return `UTC${offset === '' ? '+00:00' : offset}`;
  } catch {
    return 'UTC+00:00';
  }
}

/** 'Los Angeles (America) · UTC-08:00': the header, the summary and the zone picker say it so. */
export function zoneLabel(timeZone: string, instant: number): string {
  return `${zoneCity(timeZone)} · ${utcOffsetLabel(timeZone, instant)}`;
}

/**
 * Times in words, for people: an instant's wall time, its date, its weekday, a zone's name and its
 * offset, in a given zone and locale; and the runtime's own habits (its clock, its zone). The one
 * place where the app (the booking page, the planner, the workflow details, the bookings list),
 * the mock backend's notices and the assistant's messages write a time (ESLint refuses
 * `Intl.DateTimeFormat` elsewhere but in `zone-clock.ts` and `date-time.ts`, which read numbers).
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

/**
 * The formatter of a style (`style` names `options`) in a locale and a zone, made once; an
 * undefined locale or zone is the runtime's own.
 */
function formatter(
  style: string,
  locale: string | undefined,
  timeZone: string | undefined,
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

/** The styles of `dateText`, in English. */
const DATE_STYLES = {
  /** 'Tue, Nov 10, 2026' */
  short: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Tuesday, November 24, 2026' */
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Tuesday, November 24' */
  title: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'November 2026' */
  month: { month: 'long', year: 'numeric' },
  /** '24', in the locale's digits (`dateParts`: its `day` part) */
  dayOfMonth: { day: 'numeric' },
  /** 'Tue' */
  weekdayShort: { weekday: 'short' },
  /** 'T' */
  weekdayNarrow: { weekday: 'narrow' },
  /** 'Tuesday' */
  weekdayLong: { weekday: 'long' },
  /** 'Nov 24, 2026, 9:30 AM' */
  stamp: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'Nov 24, 2026, 9:30:05 AM' */
  stampSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A style of `dateText`. */
export type DateStyle = keyof typeof DATE_STYLES;

/**
 * An instant's date (and time, for a stamp) in words, in a zone and a locale; `undefined` is the
 * runtime's own zone or locale. A calendar date is its UTC midnight, written in 'UTC'.
 */
export function dateText(
  instant: string | number,
  timeZone: string | undefined,
  style: DateStyle,
  locale: string | undefined,
): string {
  return formatter(style, locale, timeZone, DATE_STYLES[style]).format(at(instant));
}

/** `dateText`'s parts (Intl's `formatToParts`), to pick one. */
export function dateParts(
  instant: string | number,
  timeZone: string | undefined,
  style: DateStyle,
  locale: string | undefined,
): Intl.DateTimeFormatPart[] {
  return formatter(style, locale, timeZone, DATE_STYLES[style]).formatToParts(at(instant));
}

/**
 * The clock a locale's people read: '24h' where its hours cycle h23 or h24 (German), else '12h'
 * (US English); the runtime's locale when none is given, '12h' when Intl cannot tell.
 */
export function localeClock(locale?: string): ClockFormat {
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h23' || cycle === 'h24' ? '24h' : '12h';
  } catch {
    return '12h';
  }
}

/** The zone the runtime writes times in when given none (the browser's), as the runtime names it. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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

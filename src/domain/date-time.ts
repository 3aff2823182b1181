/**
 * RFC 3339 date-times and IANA zone names, checked without a schema library (route search params
 * read them too, in the entry every page loads).
 */

/** RFC 3339 date-time with an offset (seconds and fractions optional). */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An RFC 3339 date-time with real calendar values: no 2027-02-30, no T24:00, no :60 (leap
 * seconds are refused, as JavaScript cannot represent them), offsets up to ±23:59.
 */
export function isDateTime(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (month === undefined || month < 1 || month > 12) return false;
  if (day === undefined || day < 1 || day > daysInMonth(year ?? 0, month)) return false;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return false;
  if ((offH ?? 0) > 23 || (offM ?? 0) > 59) return false;
  return !Number.isNaN(Date.parse(value));
}

/** True when the zone is a time zone this runtime knows (IANA names such as 'Europe/Paris'). */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

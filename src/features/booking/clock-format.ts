/**
 * Wall times in the visitor's 12h or 24h choice. Its own module: the success page reads it too,
 * and the build groups it with the public pages' shared UI (vite.config.ts), so the success page
 * does not load the booking screen's chunk for it.
 */
export type ClockFormat = '12h' | '24h';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's wall time in the zone, in the locale's words: '9:00 AM' (12h) or '09:00' (24h) in
 * English, '午前9:00' or '09:00' in Japanese. The page passes its language's locale (not read
 * here: the sign-in page shares this module's chunk and loads no catalogue).
 */
export function formatTime(
  at: string,
  timeZone: string,
  clock: ClockFormat,
  locale = 'en-US',
): string {
  const key = `${locale}|${timeZone}|${clock}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: clock === '12h' ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: clock === '12h' ? 'h12' : 'h23',
    });
    formatters.set(key, fmt);
  }
  return fmt.format(Date.parse(at));
}

import { isValidTimeZone } from '../../domain/date-time';
import { browserTimeZone } from '../../components/browser-time-zone';
import { localeClock, type ClockFormat } from '../../domain/time-text';

/**
 * What the booking page reads from the visitor's browser, behind one object so tests (and
 * stories) can pass a zone or a clock format explicitly: `vi.spyOn(visitorEnv, 'timeZone')`.
 */
export const visitorEnv = {
  /** The browser's IANA zone under its current name ('UTC' when it cannot be read). */
  timeZone: browserTimeZone,
  /**
   * The locale's habit: 24-hour clocks where the locale uses h23/h24. The page's language decides
   * (`locale`: 24 hours in German, 12 in US English), else the browser's.
   */
  clockFormat(locale?: string): ClockFormat {
    return localeClock(locale);
  },
};

const ZONE_KEY = 'slotwise:booking:time-zone';
const CLOCK_KEY = 'slotwise:booking:clock';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice simply is not remembered.
  }
}

/** The zone the visitor chose before, else the browser's. */
export function initialTimeZone(): string {
  const stored = read(ZONE_KEY);
  return stored && isValidTimeZone(stored) ? stored : visitorEnv.timeZone();
}

export function rememberTimeZone(zone: string) {
  write(ZONE_KEY, zone);
}

/** The clock format the visitor chose before, if any. */
export function storedClockFormat(): ClockFormat | null {
  const stored = read(CLOCK_KEY);
  return stored === '12h' || stored === '24h' ? stored : null;
}

/** The clock format the visitor chose before, else the locale's. */
export function initialClockFormat(locale?: string): ClockFormat {
  const stored = read(CLOCK_KEY);
  return stored === '12h' || stored === '24h' ? stored : visitorEnv.clockFormat(locale);
}

export function rememberClockFormat(clock: ClockFormat) {
  write(CLOCK_KEY, clock);
}

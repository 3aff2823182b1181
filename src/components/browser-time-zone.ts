import { isValidTimeZone } from '../domain/date-time';
import { canonicalTimeZone } from '../domain/legacy-zones';
import { runtimeTimeZone } from '../domain/time-text';

/**
 * The browser's IANA time zone under its current name (Chromium still reports legacy names such
 * as Asia/Calcutta), or UTC when the runtime cannot tell: the one reading of the browser's zone.
 * The booking page reads it through `visitorEnv.timeZone` (which its tests and stories replace).
 */
export function browserTimeZone(): string {
  try {
    const zone = canonicalTimeZone(runtimeTimeZone());
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

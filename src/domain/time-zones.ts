/**
 * Time-zone names for people: canonical IANA names (browsers still report some legacy links,
 * e.g. Chromium's Asia/Calcutta), the zones most visitors are in first, each zone's UTC offset
 * and local time at a given instant, and a search that finds a zone by city, region or country.
 * Pure: the instant is passed in.
 */

import { canonicalTimeZone, LEGACY_ZONES } from './legacy-zones';
import { isValidTimeZone, zoneOffset } from './zone-clock';
import { zoneCity } from './time-text';

export { canonicalTimeZone, LEGACY_ZONES };

/** The zones most visitors are in, listed first. */
export const COMMON_ZONES: readonly string[] = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Kyiv',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
];

/** Words a person may type for a zone whose name does not contain them. */
const ALIASES: Readonly<Record<string, string>> = {
  'Asia/Kolkata': 'india ist calcutta mumbai delhi bangalore bengaluru chennai',
  'America/New_York': 'eastern et usa united states',
  'America/Chicago': 'central ct usa united states',
  'America/Denver': 'mountain mt usa united states',
  'America/Los_Angeles': 'pacific pt usa united states san francisco seattle',
  'Europe/London': 'uk united kingdom britain gmt bst',
  'Europe/Kyiv': 'ukraine kiev',
  'Europe/Berlin': 'germany',
  'Europe/Paris': 'france',
  'Asia/Ho_Chi_Minh': 'vietnam saigon',
  'Asia/Shanghai': 'china beijing',
  'Asia/Tokyo': 'japan',
  'Asia/Singapore': 'singapore',
  'Asia/Dubai': 'uae emirates',
  'Australia/Sydney': 'australia',
  'America/Sao_Paulo': 'brazil',
  'Asia/Kathmandu': 'nepal',
  UTC: 'utc gmt coordinated universal',
};

/** Minutes east of UTC of `zone` at `at` (the zone clock's offset; an unknown zone throws). */
export function utcOffsetMinutes(zone: string, at: number): number {
  return Math.round(zoneOffset(at, zone) / 60_000);
}

/** "UTC+05:30", "UTC-08:00", "UTC+00:00": as the booking page's header writes offsets. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

export { zoneCity };

export interface ZoneOption {
  zone: string;
  city: string;
  offset: string;
  offsetMinutes: number;
  common: boolean;
}

/** One zone as the picker lists it, at `at`. `zone` is a canonical name. */
export function zoneOption(zone: string, at: number): ZoneOption {
  const offsetMinutes = utcOffsetMinutes(zone, at);
  return {
    zone,
    city: zoneCity(zone),
    offset: formatUtcOffset(offsetMinutes),
    offsetMinutes,
    common: COMMON_ZONES.includes(zone),
  };
}

/**
 * What the runtime said of each name `zoneOptions` checked (`isValidTimeZone` builds a formatter,
 * some 0.5 ms a name; the answer does not change while a page lives). Only the common zones and
 * the chosen ones are asked about, so the map stays small.
 */
const knownZones = new Map<string, boolean>();
function knownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) knownZones.set(zone, (known = isValidTimeZone(zone)));
  return known;
}

/**
 * Every zone once, by its canonical name: the common ones first (in `COMMON_ZONES` order), then
 * the rest by UTC offset and name. `current` is always included.
 */
export function zoneOptions(
  all: readonly string[],
  current: string,
  at: number,
  /** How one zone's option is made (a caller may keep them: `zone-list.ts`). */
  make: (zone: string, at: number) => ZoneOption = zoneOption,
): ZoneOption[] {
  // The browser's own list needs no check; building a formatter to check a name is what costs.
  const supported = new Set(all);
  const names = new Set<string>();
  for (const zone of [...COMMON_ZONES, current, ...all]) {
    const canonical = canonicalTimeZone(zone);
    if (supported.has(canonical) || knownZone(canonical)) names.add(canonical);
  }
  const options = [...names].map((zone) => make(zone, at));
  const rank = (o: ZoneOption) => (o.common ? COMMON_ZONES.indexOf(o.zone) : Infinity);
  return options.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.offsetMinutes - b.offsetMinutes ||
      // IANA names are ASCII: code-unit order, without a collator per comparison.
      (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_/()]/g, ' ');

/** Whether `query` finds `zone`: every word in its name, a legacy name, an alias, or its offset. */
export function zoneMatches(option: ZoneOption, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const legacy = Object.entries(LEGACY_ZONES)
    .filter(([, to]) => to === option.zone)
    .map(([from]) => from)
    .join(' ');
  const haystack = fold(
    `${option.zone} ${legacy} ${ALIASES[option.zone] ?? ''} ${option.offset.replace('−', '-')}`,
  );
  return words.every((word) => haystack.includes(word.replace('−', '-')));
}

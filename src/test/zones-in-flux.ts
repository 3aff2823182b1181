import { zoneOffset } from '../domain/zone-clock';

/**
 * Zones whose rules differ between the time-zone databases the project runs on: a picture or
 * an assertion that shows one of them changes with the database, not with the code. Found by
 * comparing every zone's offset on the story date (and in July and March around it) in Node
 * 20.20's ICU (tzdata 2025c) and in Debian's Chromium 156.
 *
 * The story screenshots refuse to show any of these unless the story names it in
 * `parameters.visual.zonesInFlux` (.storybook/visual.ts); a story that does must then draw the
 * offsets pinned here for its Chromium, and `zones-in-flux.test.ts` pins Node's.
 */
export interface ZoneInFlux {
  zone: string;
  /** The words that name it on a screen (the zone picker's city). */
  label: string;
  /** Minutes east of UTC at STORY_NOW (2026-11-18T14:30Z), per database. */
  offsets: Readonly<Record<string, number>>;
}

/** The story clock's instant (.storybook/vitest.setup.ts). */
export const FLUX_INSTANT = '2026-11-18T14:30:00Z';

export const ZONES_IN_FLUX: readonly ZoneInFlux[] = [
  // Canada's west and centre: permanent daylight time in Chromium 156's database.
  {
    zone: 'America/Vancouver',
    label: 'Vancouver',
    offsets: { '2025c': -480, 'Chromium 156': -420 },
  },
  { zone: 'America/Edmonton', label: 'Edmonton', offsets: { '2025c': -420, 'Chromium 156': -360 } },
  { zone: 'America/Inuvik', label: 'Inuvik', offsets: { '2025c': -420, 'Chromium 156': -360 } },
  { zone: 'America/Winnipeg', label: 'Winnipeg', offsets: { '2025c': -360, 'Chromium 156': -300 } },
  // Morocco's Ramadan rule, a year ahead: the databases place it differently.
  { zone: 'Africa/Casablanca', label: 'Casablanca', offsets: { '2025c': 60, 'Chromium 156': 0 } },
  { zone: 'Africa/El_Aaiun', label: 'El Aaiun', offsets: { '2025c': 60, 'Chromium 156': 0 } },
];

/** Minutes east of UTC of `zone` at `instant`, as this runtime's database has it. */
export const offsetHere = (zone: string, instant: string): number =>
  zoneOffset(Date.parse(instant), zone) / 60_000;

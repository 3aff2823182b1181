/**
 * A link's places (docs/decisions.md#meeting-types): up to four, the visitor choosing one when
 * there are several. The contract keeps `location` (the first place) for clients that know one
 * place only; these rules keep the two fields in step. Pure: the mock's handlers and the app use
 * the same.
 */
import type { LinkLocation } from './meeting-types';

/** The link's places: the stored list, else its one `location` (links made before places). */
export function locationsOf(link: {
  location?: LinkLocation | null | undefined;
  locations?: readonly LinkLocation[] | null | undefined;
}): LinkLocation[] {
  if (link.locations) return link.locations.map((l) => ({ ...l }));
  return link.location ? [{ ...link.location }] : [];
}

function samePlace(a: LinkLocation | null, b: LinkLocation | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The places after a write: `locations` replaces the list, `location` alone makes it the only
 * place (null: none); both must agree (`location` is the first of `locations`).
 */
export function nextLocations(
  stored: readonly LinkLocation[],
  changes: {
    location?: LinkLocation | null | undefined;
    locations?: readonly LinkLocation[] | undefined;
  },
): { ok: true; locations: LinkLocation[] } | { ok: false; message: string } {
  const { location, locations } = changes;
  if (locations !== undefined) {
    if (location !== undefined && !samePlace(location, locations[0] ?? null)) {
      return {
        ok: false,
        message: 'location must be the first of locations (or null when there are none)',
      };
    }
    return { ok: true, locations: [...locations] };
  }
  if (location !== undefined) return { ok: true, locations: location ? [location] : [] };
  return { ok: true, locations: [...stored] };
}

/** The place the visitor chose (`locationIndex`, default the first), or the problem. */
export function chosenPlace(
  locations: readonly LinkLocation[],
  index: number | undefined,
): { ok: true; location: LinkLocation | null } | { ok: false; message: string } {
  if (locations.length === 0) {
    return index === undefined || index === 0
      ? { ok: true, location: null }
      : { ok: false, message: 'This link offers no place to choose' };
  }
  const at = index ?? 0;
  const location = locations[at];
  if (!location) {
    return {
      ok: false,
      message: `Choose one of the ${locations.length} places (locationIndex 0 to ${locations.length - 1})`,
    };
  }
  return { ok: true, location };
}

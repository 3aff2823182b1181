/**
 * Scheduling-link naming rules. Pure: no I/O.
 * Shared by the scheduling screen (auto-creation, the edit dialog) and the mock backend.
 */

import type { components } from '../api/schema.gen';

export type LinkType = components['schemas']['SchedulingLinkType'];

export const LINK_TYPES: readonly LinkType[] = ['high_priority', 'standard'];

export const DEFAULT_LINK_NAME = '1-1 meeting';
export const DEFAULT_LINK_DURATION = 30;
export const MIN_LINK_DURATION = 5;
export const MAX_LINK_DURATION = 480;
/** The durations the dialog offers. */
export const LINK_DURATION_OPTIONS: readonly number[] = [15, 30, 45, 60, 90, 120];

export const DEFAULT_LINK_DESCRIPTIONS = {
  high_priority:
    'This link is reserved for high-priority meetings. Please choose a time that works best for you.',
  standard: 'Choose a slot that fits your schedule.',
} as const satisfies Readonly<Record<LinkType, string>>;

/** The suffix part of each default slug. */
export const DEFAULT_SLUG_SUFFIXES: Readonly<Record<LinkType, string>> = {
  high_priority: 'high-priority',
  standard: 'standard',
};

/** Lowercase letters, digits and hyphens. */
export const SLUG_SUFFIX_PATTERN = /^[a-z0-9-]+$/;

/** Fallback prefix for a name that yields nothing usable (empty, or only symbols). */
export const FALLBACK_SLUG_PREFIX = 'host';

/**
 * The slug prefix of a host: the lowercase name as first-last, or just the first
 * name when there is one part. 'Jordan Lee' -> 'jordan-lee'; 'Cher' -> 'cher';
 * 'Mary Ann Smith' -> 'mary-smith'.
 *
 * Beyond the spec, so the prefix is always a valid URL segment: accents are removed
 * ('José Núñez' -> 'jose-nunez') and any other character that is not a letter, a digit or a
 * hyphen is dropped ("Sinéad O'Brien" -> 'sinead-obrien'). A name that leaves nothing gives
 * `fallback`.
 */
export function slugPrefix(
  name: string | null | undefined,
  fallback = FALLBACK_SLUG_PREFIX,
): string {
  const parts = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, ''))
    .filter((part) => part !== '');
  const first = parts[0];
  if (first === undefined) return fallback;
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last === undefined ? first : `${first}-${last}`;
}

/** The host's own prefix: the server's `slugPrefix` (unique, fixed), else derived from the name. */
export function hostPrefix(user: { name: string | null | undefined; slugPrefix?: string }): string {
  return user.slugPrefix ?? slugPrefix(user.name);
}

export function defaultSlug(prefix: string, type: LinkType): string {
  return `${prefix}/${DEFAULT_SLUG_SUFFIXES[type]}`;
}

export function defaultDescription(type: LinkType | string): string {
  return type === 'high_priority'
    ? DEFAULT_LINK_DESCRIPTIONS.high_priority
    : DEFAULT_LINK_DESCRIPTIONS.standard;
}

/** 'jordan-lee/standard' -> { prefix: 'jordan-lee', suffix: 'standard' }; no '/' -> prefix ''. */
export function splitSlug(slug: string): { prefix: string; suffix: string } {
  const at = slug.indexOf('/');
  if (at < 0) return { prefix: '', suffix: slug };
  return { prefix: slug.slice(0, at), suffix: slug.slice(at + 1) };
}

export function joinSlug(prefix: string, suffix: string): string {
  return `${prefix}/${suffix}`;
}

/** The public path of a link: '/book/{slug}'. */
export function bookingPath(slug: string): string {
  return `/book/${slug}`;
}

export interface DefaultLinkDraft {
  name: string;
  customDescription: string;
  defaultDuration: number;
  slug: string;
  userId: string;
  type: LinkType;
}

/** The two links auto-created for a host who has none, high priority first. */
export function defaultLinks(user: {
  id: string;
  name: string | null | undefined;
  slugPrefix?: string;
}): DefaultLinkDraft[] {
  const prefix = hostPrefix(user);
  return LINK_TYPES.map((type) => ({
    name: DEFAULT_LINK_NAME,
    customDescription: '',
    defaultDuration: DEFAULT_LINK_DURATION,
    slug: defaultSlug(prefix, type),
    userId: user.id,
    type,
  }));
}

/** 15 -> '15 minutes', 60 -> '1 hour', 90 -> '1.5 hours', 120 -> '2 hours', 1 -> '1 minute'. */
export function durationLabel(minutes: number): string {
  if (minutes >= 60 && minutes % 30 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

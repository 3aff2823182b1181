/**
 * Meeting types (`docs/decisions.md#meeting-types`), their places and access: a link's several
 * places, named video services with a join address per booking, secret links and single-use links;
 * and the host's public list of links (`listHostPublicLinks`). Apart from `./scheduling-links.ts`
 * and `./booking.ts`, which call these helpers, so each rule has one home.
 */
import { publicHttp } from './handler';
import { isSlugSegment } from '../../src/domain/api-schemas';
import { locationsOf } from '../../src/domain/link-places';
import { DEFAULT_LINK_DESCRIPTIONS } from '../../src/domain/links';
import { durationsOf, type VideoProvider } from '../../src/domain/meeting-types';
import { db, type LinkRecord } from '../db';
import { apiError } from '../errors';
import { pathParam, type Schemas } from './shared';

export const LINK_USED = apiError(
  'link_used',
  'This single-use link has already been used: it takes no more bookings',
);

/** Whether a single-use link has had its booking. */
export function isUsed(link: LinkRecord): boolean {
  return (link.singleUse ?? false) && (link.usedAt ?? null) !== null;
}

/** The issue-50 fields of a link as the host reads it. */
export function linkExtras(record: LinkRecord) {
  return {
    locations: locationsOf(record),
    secret: record.secret ?? false,
    singleUse: record.singleUse ?? false,
    usedAt: record.singleUse ? (record.usedAt ?? null) : null,
  };
}

/** The issue-50 fields of a link's public view (never whether it is secret). */
export function publicLinkExtras(record: LinkRecord) {
  const { locations, singleUse, usedAt } = linkExtras(record);
  return { locations, singleUse, usedAt };
}

/** A 32-bit FNV-1a hash of `text` with `seed`: the mock's join addresses follow the booking id. */
function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function letters(bookingId: string, count: number, seed: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String.fromCharCode(97 + (hash(bookingId, seed + i) % 26));
  return out;
}

function digits(bookingId: string, count: number, seed: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(hash(bookingId, seed + i) % 10);
  return out;
}

/**
 * The join address of a booking on a named video service, made in mock mode: the same booking id
 * always gives the same address, on the service's own host.
 */
export function providerMeetingUrl(provider: VideoProvider, bookingId: string): string {
  switch (provider) {
    case 'google_meet':
      return `https://meet.google.com/${letters(bookingId, 3, 1)}-${letters(bookingId, 4, 11)}-${letters(bookingId, 3, 21)}`;
    case 'zoom':
      return `https://zoom.us/j/${String(1 + (hash(bookingId, 31) % 9))}${digits(bookingId, 9, 41)}`;
    case 'teams': {
      const thread = `19:meeting_${letters(bookingId, 24, 61)}@thread.v2`;
      return `https://teams.microsoft.com/l/meetup-join/${encodeURIComponent(thread)}/0`;
    }
  }
}

function summary(link: LinkRecord): Schemas['PublicLinkSummary'] {
  return {
    slug: link.slug,
    name: link.name,
    description: link.customDescription ?? DEFAULT_LINK_DESCRIPTIONS[link.type],
    defaultDuration: link.defaultDuration,
    durations: durationsOf(link),
  };
}

export const linkListHandlers = [
  publicHttp.get('/api/hosts/{user}/scheduling-links', async ({ params, response }) => {
    const prefix = pathParam(params.user);
    if (!isSlugSegment(prefix)) return response(200).json([]);
    const listed = db.links
      .findMany((q) =>
        q.where(
          (l) =>
            l.slug.startsWith(`${prefix}/`) &&
            !l.deletedAt &&
            (l.active ?? true) &&
            !(l.secret ?? false) &&
            !isUsed(l),
        ),
      )
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map(summary);
    return response(200).json(listed);
  }),
];

/**
 * Meeting types, the links' further fields: a link of unusual lengths (20, 50 and 240 minutes),
 * with two places the visitor chooses from, a named video service with its own join address per
 * booking, secret (left out of the host's public list, `listHostPublicLinks`) and single use
 * (closed by its first booking: `link_used`). Then the host reopens it with other services.
 * What the run creates it deletes, its bookings cancelled with it.
 */
import { withCode } from '../checker';
import { bodyHolds } from '../compare';
import type { Difference } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/link-kinds.ts';
const holds = bodyHolds;

const MEET = { kind: 'video', provider: 'google_meet' } as const;
const ROOM = { kind: 'in_person', address: 'Conformance room 1' } as const;
const ZOOM = { kind: 'video', provider: 'zoom' } as const;
const TEAMS = { kind: 'video', provider: 'teams' } as const;

/** The booking's place is a video call on `provider` whose address starts with `start`. */
const videoOn =
  (provider: string, start: string) =>
  (answer: Answer): Difference | null => {
    const place = (answer.body as Booking).location as { provider?: string; url?: string } | null;
    if (place?.provider !== provider) {
      return { path: '$.location.provider', expected: provider, got: String(place?.provider) };
    }
    return place.url?.startsWith(start)
      ? null
      : { path: '$.location.url', expected: `${start}…`, got: String(place.url) };
  };

/** The public list holds `slug` (or, with `listed` false, does not). */
const lists =
  (slug: string, listed: boolean) =>
  (answer: Answer): Difference | null => {
    const slugs = ((answer.body ?? []) as Schemas['PublicLinkSummary'][]).map((l) => l.slug);
    return slugs.includes(slug) === listed
      ? null
      : { path: '$[*].slug', expected: `${listed ? '' : 'no '}${slug}`, got: slugs.join(', ') };
  };

const namesField =
  (field: string) =>
  (answer: Answer): Difference | null => {
    const got = (answer.body as { field?: unknown } | null)?.field;
    return got === field ? null : { path: '$.field', expected: field, got: String(got) };
  };

/** Runs the checks of the links' further fields on two links of the run's own, then deletes them. */
export async function linkKinds(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('link kinds: any length, places the visitor chooses, video services, secret, single use');
  const slug = `${me.slugPrefix}/conformance-kinds-${run.runId}`;
  const base = { name: 'Conformance kinds', slug, userId: me.id };
  const create = (json: Record<string, unknown>) => ({ as: run.host, json });

  for (const [name, extra, field] of [
    ['five places', { locations: [MEET, ROOM, ZOOM, TEAMS, { kind: 'video' }] }, null],
    ['a place given twice', { locations: [ROOM, ROOM] }, null],
    [
      'location other than the first of locations',
      { location: ROOM, locations: [MEET] },
      'locations',
    ],
    ['an unknown video service', { locations: [{ kind: 'video', provider: 'skype' }] }, null],
    ['a secret that is not a boolean', { secret: 'yes' }, null],
  ] as const) {
    await check.expect(
      'createSchedulingLink',
      `400 for ${name}`,
      create({ ...base, ...extra }),
      400,
      (a) => withCode('invalid_request')(a) ?? (field ? namesField(field)(a) : null),
    );
  }
  const open = await check.expect(
    'createSchedulingLink',
    'an older client’s link: no places, not secret, not single use',
    create({ ...base, slug: `${slug}-open`, name: 'Conformance open' }),
    201,
    holds({ location: null, locations: [], secret: false, singleUse: false, usedAt: null }),
  );
  const made = await check.expect(
    'createSchedulingLink',
    'creates a secret single-use link of 20, 50 or 240 minutes with two places',
    create({
      ...base,
      durations: [240, 20, 50],
      defaultDuration: 50,
      locations: [MEET, ROOM],
      secret: true,
      singleUse: true,
    }),
    201,
    holds({
      durations: [20, 50, 240],
      defaultDuration: 50,
      location: MEET,
      locations: [MEET, ROOM],
      secret: true,
      singleUse: true,
      usedAt: null,
    }),
  );
  const link = made?.body as Link | undefined;
  const mine = [link, open?.body as Link | undefined].filter((l): l is Link => !!l);
  try {
    if (!link) return;
    const params = slugParams(link.slug);
    const list = { as: null, params: { user: me.slugPrefix ?? '' } };
    await check.expect(
      'listHostPublicLinks',
      'the host’s public list leaves the secret link out',
      list,
      200,
      (a) => lists(link.slug, false)(a) ?? (open ? lists(`${slug}-open`, true)(a) : null),
    );
    // A repeated query parameter is a 400 on every operation; on this public read too.
    await check.expect(
      'listHostPublicLinks',
      '400 invalid_request for a query parameter given twice',
      { ...list, query: { user: ['a', 'b'] } },
      400,
      withCode('invalid_request'),
    );
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'a secret link still reads by its address, with its places',
      { as: null, params },
      200,
      holds({ locations: [MEET, ROOM], singleUse: true, usedAt: null, durations: [20, 50, 240] }),
    );
    const page = pub?.body as PublicLink | undefined;
    if (!page) return;
    const window = { startDate: page.startDate, endDate: page.endDate };
    const busy = await check.expect(
      'getBusySlots',
      'busy times of a secret link',
      { as: null, params, json: window },
      200,
    );
    const slots = busy ? Object.values(freeSlots(page, busy, window)).flat() : [];
    const [first, second] = [slots.at(-1), slots.at(0)];
    if (!first || !second || first.start === second.start) {
      check.skip('bookSlot', 'books a 50-minute meeting on Google Meet', 'no free slots');
      return;
    }
    const body = {
      title: 'Conformance kinds',
      description: 'Booked by the Slotwise conformance kit.',
      startTime: first.start,
      endTime: first.end,
      attendeeEmail: `conformance.kinds+${run.runId}@example.com`,
      attendeeName: 'Conformance Kit',
    };
    await check.expect(
      'bookSlot',
      '400 naming locationIndex for a place the link does not have',
      { as: null, params, json: { ...body, locationIndex: 3 } },
      400,
      namesField('locationIndex'),
    );
    await check.expect(
      'bookSlot',
      'books 50 minutes on the first place, Google Meet, with its own join address',
      { as: null, params, json: { ...body, duration: 50, locationIndex: 0 } },
      201,
      (a) => holds({ duration: 50 })(a) ?? videoOn('google_meet', 'https://meet.google.com/')(a),
    );
    const again = { ...body, startTime: second.start, endTime: second.end };
    await check.expect(
      'bookSlot',
      '409 link_used: a single-use link takes one booking',
      { as: null, params, json: { ...again, locationIndex: 1 } },
      409,
      withCode('link_used'),
    );
    await check.expect(
      'createSlotHold',
      '409 link_used: a used link holds no time',
      { as: null, params, json: { startTime: second.start, duration: 50 } },
      409,
      withCode('link_used'),
    );
    await check.expect(
      'getPublicSchedulingLink',
      'a used single-use link says when it was used',
      { as: null, params },
      200,
      (a) =>
        (a.body as PublicLink).usedAt
          ? null
          : { path: '$.usedAt', expected: 'a date-time', got: 'null' },
    );
    const reopened = await check.expect(
      'updateSchedulingLink',
      'switching single use off reopens the link; Zoom and Teams as its places',
      {
        as: run.host,
        params: { id: link.id },
        json: { singleUse: false, locations: [ZOOM, TEAMS] },
      },
      200,
      holds({ singleUse: false, usedAt: null, location: ZOOM, locations: [ZOOM, TEAMS] }),
    );
    if (!reopened) return;
    await check.expect(
      'bookSlot',
      'books the place the visitor chose: Microsoft Teams, with its own join address',
      { as: null, params, json: { ...again, locationIndex: 1 } },
      201,
      videoOn('teams', 'https://teams.microsoft.com/l/meetup-join/'),
    );
  } finally {
    for (const l of mine) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes the run’s link, its bookings cancelled with it',
        { as: run.host, params: { id: l.id }, query: { cancelBookings: 'true' } },
        204,
      );
    }
  }
}

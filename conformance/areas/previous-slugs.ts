/**
 * Renamed links keep working (`SchedulingLink.previousSlugs`): after a rename the old slug still
 * answers the public calls for the link (read, busy-slots, book), another host cannot take it, and
 * once the host removes it, it answers 404. The standard link is renamed and put back, its previous
 * slugs as they were, and the booking made through the old slug is cancelled.
 */
import { splitSlug } from '../../src/domain/links';
import { withCode } from '../checker';
import type { Difference } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type Link = Schemas['SchedulingLink'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/previous-slugs.ts';

/** The answer's `slug` (a link, a public link or a booking) is `slug`. */
const slugIs =
  (slug: string) =>
  (answer: Answer): Difference | null => {
    const got = (answer.body as { slug?: unknown } | null)?.slug;
    return got === slug ? null : { path: '$.slug', expected: slug, got: String(got) };
  };

/** The link's `previousSlugs` holds `slug` (or, with `held` false, does not). */
const previousHolds =
  (slug: string, held = true) =>
  (answer: Answer): Difference | null => {
    const list = (answer.body as { previousSlugs?: unknown } | null)?.previousSlugs;
    const has = Array.isArray(list) && list.includes(slug);
    return has === held
      ? null
      : {
          path: '$.previousSlugs',
          expected: held ? `a list holding ${slug}` : `a list without ${slug}`,
          got: JSON.stringify(list),
        };
  };

/** Renames the standard one of the host's `links` and checks its previous slug, then undoes it. */
export async function previousSlugs(
  run: Run,
  { me, links }: { me: CurrentUser; links: Link[] },
): Promise<void> {
  const check = run.checker(FILE);
  run.log('previous slugs of a renamed link');
  const standard = links.find((l) => l.type === 'standard');
  if (!standard) return;
  const oldSlug = standard.slug;
  const prefix = splitSlug(oldSlug).prefix;
  const newSlug = `${prefix}/conformance-renamed-${run.runId}`;
  const id = { id: standard.id };
  const old = slugParams(oldSlug);

  const renamed = await check.expect(
    'updateSchedulingLink',
    'a rename keeps the old slug in previousSlugs',
    { as: run.host, params: id, json: { slug: newSlug } },
    200,
    (a) => slugIs(newSlug)(a) ?? previousHolds(oldSlug)(a),
  );
  if (!renamed) return;
  const kept = (renamed.body as Link).previousSlugs.filter((s) => s !== oldSlug);
  let range: { startDate: string; endDate: string } | null = null;
  try {
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'the old slug answers the renamed link, with its current slug',
      { as: null, params: old },
      200,
      slugIs(newSlug),
    );
    if (pub) {
      const link = pub.body as Schemas['PublicSchedulingLink'];
      const window = { startDate: link.startDate, endDate: link.endDate };
      range = window;
      const busy = await check.expect(
        'getBusySlots',
        'busy-slots answers through the old slug',
        { as: null, params: old, json: window },
        200,
      );
      const days = busy ? Object.values(freeSlots(link, busy, window)) : [];
      const slot = days.at(-1)?.at(-1);
      if (busy && !slot) {
        check.skip('bookSlot', 'books through the old slug', 'no free slot in the window');
      }
      if (slot) {
        const booked = await check.expect(
          'bookSlot',
          'books through the old slug: the booking is the renamed link’s',
          {
            as: null,
            params: old,
            json: {
              title: `${link.name} with Conformance Kit`,
              description: 'Booked through a previous slug by the Slotwise conformance kit.',
              startTime: slot.start,
              endTime: slot.end,
              attendeeEmail: `conformance.renamed+${run.runId}@example.com`,
              attendeeName: 'Conformance Kit',
            },
          },
          201,
          slugIs(newSlug),
        );
        const booking = booked?.body as Schemas['Booking'] | undefined;
        if (booking) {
          await check.expect(
            'cancelBooking',
            'cancels the booking made through the old slug (puts the calendar back)',
            {
              as: null,
              params: { id: booking.id },
              headers: { 'booking-token': booking.token },
              json: {},
            },
            200,
          );
        }
      }
    }

    const foreign = await foreignLink(run, me);
    if (foreign) {
      await check.expect(
        'updateSchedulingLink',
        'another host cannot take a previous slug (403 for the prefix)',
        { as: foreign.session, params: { id: foreign.link.id }, json: { slug: oldSlug } },
        403,
        withCode('not_owner'),
      );
      await check.expect(
        'getPublicSchedulingLink',
        'the previous slug still answers the renamed link',
        { as: null, params: old },
        200,
        slugIs(newSlug),
      );
    } else {
      check.skip(
        'updateSchedulingLink',
        'another host cannot take a previous slug',
        'no second host with links: pass --operator-cookie or --no-access-cookie of another host',
      );
    }

    await check.expect(
      'updateSchedulingLink',
      '400 for previousSlugs that would add a slug (changes nothing)',
      {
        as: run.host,
        params: id,
        json: { previousSlugs: [...kept, oldSlug, `${prefix}/conformance-never-${run.runId}`] },
      },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'getPublicSchedulingLink',
      'a refused previousSlugs changed nothing',
      { as: null, params: old },
      200,
      slugIs(newSlug),
    );
    await check.expect(
      'updateSchedulingLink',
      'previousSlugs without the old slug removes it',
      { as: run.host, params: id, json: { previousSlugs: kept } },
      200,
      previousHolds(oldSlug, false),
    );
    await check.expect(
      'getPublicSchedulingLink',
      'a removed previous slug answers 404',
      { as: null, params: old },
      404,
    );
    if (range) {
      await check.expect(
        'getBusySlots',
        'busy-slots answers 404 through a removed previous slug',
        { as: null, params: old, json: range },
        404,
      );
    }
  } finally {
    // Put the link back as it was: its slug (which leaves previousSlugs if still there), then
    // the renamed slug off the list.
    const back = await check.expect(
      'updateSchedulingLink',
      'renaming back to a previous slug takes it off the list',
      { as: run.host, params: id, json: { slug: oldSlug } },
      200,
      (a) => slugIs(oldSlug)(a) ?? previousHolds(oldSlug, false)(a),
    );
    if (back) {
      await check.expect(
        'updateSchedulingLink',
        'puts the link’s previous slugs back',
        { as: run.host, params: id, json: { previousSlugs: kept } },
        200,
        previousHolds(newSlug, false),
      );
    }
  }
}

/** A link of another host, with that host's session. */
async function foreignLink(
  run: Run,
  me: CurrentUser,
): Promise<{ link: Link; session: NonNullable<Run['outsider']> } | null> {
  for (const session of [run.outsider, run.operatorIsDefault ? null : run.operator]) {
    if (!session) continue;
    const answer = await run.http.send({
      method: 'GET',
      url: '/api/scheduling-links',
      cookie: session.cookie,
    });
    const theirs = Array.isArray(answer.body) ? (answer.body as Link[]) : [];
    const link = theirs.find((l) => typeof l.id === 'string' && l.userId !== me.id);
    if (link) return { link, session };
  }
  return null;
}

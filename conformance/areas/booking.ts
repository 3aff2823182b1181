/**
 * The public booking page (contract tag `booking`), as a visitor reads it: each link with its
 * booking window, then the standard link's busy times. Booking a slot: `book-slot.ts`.
 */
import { DEFAULT_LINK_DESCRIPTIONS } from '../../src/domain/links';
import { bookingWindow } from '../../src/domain/slots';
import { firstDifference, pick } from '../compare';
import { preview, type Difference } from '../contract';
import {
  CLOCK_TOLERANCE_MS,
  DAY,
  iso,
  near,
  SECURITY_CHECKS,
  serverNow,
  slugParams,
  type BookingPage,
  type Run,
  type Schemas,
} from '../core';
import type { Answer } from '../http';
import { busyWindowChecks } from '../security-checks';

type PublicLink = Schemas['PublicSchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];
type LinkType = Schemas['SchedulingLinkType'];
type Link = Schemas['SchedulingLink'];
type CurrentUser = Schemas['CurrentUser'];
type PreferencesInput = Schemas['PreferencesInput'];

const FILE = 'conformance/areas/booking.ts';

/**
 * Reads each of the host's `links` as a visitor (their windows follow the `saved` preferences),
 * then the standard link's busy times; answers that booking page (null: it could not be read).
 */
export async function booking(
  run: Run,
  { me, links, saved }: { me: CurrentUser; links: Link[]; saved: PreferencesInput | null },
): Promise<BookingPage | null> {
  const check = run.checker(FILE);
  run.log('public booking');
  const prefs = saved;
  if (!prefs) return null;
  if (links.length === 0) {
    run.blocked(
      check,
      ['getPublicSchedulingLink', 'getBusySlots', 'bookSlot'],
      'the host has no links (listSchedulingLinks or createSchedulingLink failed)',
    );
  }
  const publicLinks = new Map<LinkType, PublicLink>();
  for (const link of links) {
    const answer = await check.expect(
      'getPublicSchedulingLink',
      `the ${link.type} link, its window by type`,
      { as: null, params: slugParams(link.slug) },
      200,
      (a) => {
        const pub = a.body as PublicLink;
        const expectedWindow = bookingWindow(
          link.type,
          serverNow(a),
          prefs.timezone,
          null,
          link.minimumNotice,
        );
        return (
          firstDifference(
            {
              slug: link.slug,
              type: link.type,
              defaultDuration: link.defaultDuration,
              name: link.name,
              customDescription: link.customDescription,
              description: DEFAULT_LINK_DESCRIPTIONS[link.type],
              host: { name: me.name },
              owner: { name: me.name, email: me.email },
              preferences: { timePreference: prefs.timePreference },
            },
            pub,
          ) ??
          near(
            '$.startDate',
            pub.startDate,
            expectedWindow.start.getTime(),
            `start of ${link.type === 'high_priority' ? 'today' : 'tomorrow'} in ${prefs.timezone}`,
          ) ??
          near(
            '$.endDate',
            pub.endDate,
            expectedWindow.end.getTime(),
            `now + ${link.type === 'high_priority' ? 336 : 504} h`,
          )
        );
      },
    );
    if (answer) publicLinks.set(link.type, answer.body as PublicLink);
  }
  await check.expect(
    'getPublicSchedulingLink',
    '404 for an unknown slug',
    { as: null, params: { user: `nobody-${run.runId}`, type: 'standard' } },
    404,
  );
  await check.expect(
    'getPublicSchedulingLink',
    '404 for a malformed slug',
    { as: null, params: { user: 'NOT A HOST', type: 'x!' } },
    404,
  );

  const link = links.find((l) => l.type === 'standard');
  const pub = publicLinks.get('standard');
  if (!link || !pub) {
    run.blocked(check, ['getBusySlots', 'bookSlot'], 'the standard link could not be read');
    return null;
  }
  const params = slugParams(link.slug);
  const range = { startDate: pub.startDate, endDate: pub.endDate };

  const busyRule = (a: Answer): Difference | null => {
    const body = a.body as BusySlots;
    const from = Date.parse(range.startDate);
    const to = Date.parse(range.endDate);
    for (let i = 0; i < body.busySlots.length; i++) {
      const slot = body.busySlots[i];
      const prev = body.busySlots[i - 1];
      if (!slot) continue;
      // [security: busy-window] nothing outside the asked range (here: the booking window).
      if (
        Date.parse(slot.start) < from - CLOCK_TOLERANCE_MS ||
        Date.parse(slot.end) > to + CLOCK_TOLERANCE_MS
      )
        return {
          path: `$.busySlots[${i}]`,
          expected: `an interval inside ${range.startDate} – ${range.endDate}`,
          got: preview(slot),
        };
      if (prev && Date.parse(slot.start) < Date.parse(prev.end))
        return {
          path: `$.busySlots[${i}].start`,
          expected: `at or after ${prev.end} (sorted, merged)`,
          got: slot.start,
        };
    }
    return firstDifference(
      pick(prefs, ['bufferTime', 'noBufferNeeded', 'timezone', 'dayAvailability']),
      body.preferences,
      '/preferences',
    );
  };
  const busy = await check.expect(
    'getBusySlots',
    'busy times over the booking window, with the host’s preferences',
    { as: null, params, json: range },
    200,
    busyRule,
  );
  const highPriority = links.find((l) => l.type === 'high_priority');
  const hpPublic = publicLinks.get('high_priority');
  if (highPriority && hpPublic) {
    await check.expect(
      'getBusySlots',
      'busy times over the high-priority window',
      {
        as: null,
        params: slugParams(highPriority.slug),
        json: { startDate: hpPublic.startDate, endDate: hpPublic.endDate },
      },
      200,
    );
  }
  await busyWindowChecks(run.checker(SECURITY_CHECKS), params, range);
  await check.expect(
    'getBusySlots',
    '400 for endDate before startDate',
    { as: null, params, json: { startDate: range.endDate, endDate: range.startDate } },
    400,
  );
  await check.expect(
    'getBusySlots',
    '400 for a range over 62 days',
    {
      as: null,
      params,
      json: { startDate: range.startDate, endDate: iso(Date.parse(range.startDate) + 63 * DAY) },
    },
    400,
  );
  await check.expect(
    'getBusySlots',
    '400 for a missing endDate',
    { as: null, params, json: { startDate: range.startDate } },
    400,
  );
  await check.expect(
    'getBusySlots',
    '400 for a startDate that is not a date-time',
    { as: null, params, json: { startDate: 'tomorrow', endDate: range.endDate } },
    400,
  );
  await check.expect(
    'getBusySlots',
    '404 for an unknown slug',
    { as: null, params: { user: `nobody-${run.runId}`, type: 'standard' }, json: range },
    404,
  );
  if (!busy) {
    run.blocked(check, ['bookSlot'], 'busy-slots of the standard link could not be read');
    return null;
  }
  return { link, pub, params, range, busy };
}
